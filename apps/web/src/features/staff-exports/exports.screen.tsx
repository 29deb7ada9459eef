import { usePageTitle } from '../../app/page-title';
import { PageHeader } from '../../ui/list/page-header';
import { ApplicationsExport, MembersExport, PaymentsExport } from './export-cards';
import pageStyles from '../../ui/page.module.css';
import styles from './exports.module.css';

/**
 * /staff/exports: CSV downloads for spreadsheets. Every filter is optional: leave them empty to get
 * everything.
 */
export function ExportsScreen() {
  usePageTitle('Exports');
  return (
    <section className={pageStyles.page} aria-labelledby="page-title">
      <PageHeader
        title="Exports"
        lead="Download CSV files that open in Excel or Google Sheets. The filters are optional: leave them empty to download everything."
      />
      <div className={styles.grid}>
        <ApplicationsExport />
        <MembersExport />
        <PaymentsExport />
      </div>
    </section>
  );
}

export { ExportsScreen as Component };
