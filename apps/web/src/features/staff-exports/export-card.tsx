import type { ReactNode } from 'react';
import { DownloadCsvButton } from '../../app/staff/download-csv-button';
import type { ExportName } from '../../app/staff/api/download-export';
import buttons from '../../ui/button.module.css';
import panel from '../../ui/list/panel.module.css';
import styles from './exports.module.css';

/** One export: its title, its optional filters (`children`) and the download of `name`.csv. */
export function ExportCard({
  name,
  title,
  filters,
  children,
}: {
  name: ExportName;
  title: string;
  filters: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <section className={panel.panel} aria-labelledby={`export-${name}`}>
      <h2 id={`export-${name}`} className={panel.title}>
        {title}
      </h2>
      {children}
      <DownloadCsvButton
        name={name}
        filters={filters}
        label={`Download ${name}.csv`}
        className={`${buttons.primary} ${styles.download}`}
      />
    </section>
  );
}
