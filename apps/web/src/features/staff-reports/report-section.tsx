import { type ReactNode } from 'react';
import type { ReportFormat, ReportName } from '@portico/domain/contracts/reports.contract';
import { QueryResult } from '../../app/staff/query-state';
import { downloadReport, type ReportParams } from './api/reports';
import { DownloadButtons, useDownloads } from '../../app/staff/download-buttons';
import styles from './reports.module.css';

/** Download CSV / XLSX of one report with the months (or zone) shown. */
function ReportDownloads({
  name,
  params,
  title,
}: {
  name: ReportName;
  params: ReportParams;
  title: string;
}) {
  const { busy, download } = useDownloads<ReportFormat>();
  return (
    <DownloadButtons
      formats={['csv', 'xlsx']}
      busy={busy}
      hidden={` of ${title.toLowerCase()}`}
      className={styles.downloads}
      onDownload={(format) => void download(format, () => downloadReport(name, params, format))}
    />
  );
}

/** One report: its heading, what it counts, its downloads, then its chart and tables once loaded. */
export function ReportSection({
  id,
  name,
  title,
  lead,
  params,
  query,
  children,
}: {
  id: string;
  name: ReportName;
  title: string;
  lead: ReactNode;
  params: ReportParams;
  query: { isPending: boolean; error: unknown; refetch: () => Promise<unknown> };
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <p className={styles.lead}>{lead}</p>
      <ReportDownloads name={name} params={params} title={title} />
      <QueryResult query={query} loadingText={`Loading ${title.toLowerCase()}…`}>
        {children}
      </QueryResult>
    </section>
  );
}
