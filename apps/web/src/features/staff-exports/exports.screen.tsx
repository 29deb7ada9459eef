import { StaffPage } from '../../app/staff/staff-page';
import { ApplicationsExport, MembersExport, PaymentsExport } from './export-cards';
import styles from './exports.module.css';

/**
 * /staff/exports: CSV downloads for spreadsheets. Every filter is optional: leave them empty to get
 * everything.
 */
export function ExportsScreen() {
  return (
    <StaffPage
      title="Exports"
      lead="Download CSV files that open in Excel or Google Sheets. The filters are optional: leave them empty to download everything."
    >
      <div className={styles.grid}>
        <ApplicationsExport />
        <MembersExport />
        <PaymentsExport />
      </div>
    </StaffPage>
  );
}

export { ExportsScreen as Component };
