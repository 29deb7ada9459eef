import { useState, type ReactNode } from 'react';
import type { ReportFormat, ReportName } from '@portico/domain/contracts/reports.contract';
import { errorMessage } from '../../app/api-client';
import { QueryResult } from '../../app/staff/query-state';
import { toast } from '../../app/toast';
import buttons from '../../ui/button.module.css';
import { downloadReport, type ReportParams } from './api/reports';
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
  const [busy, setBusy] = useState<ReportFormat | null>(null);
  async function download(format: ReportFormat) {
    setBusy(format);
    try {
      toast.success(`Downloaded ${await downloadReport(name, params, format)}`);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  }
  return (
    <div className={styles.downloads}>
      {(['csv', 'xlsx'] as const).map((format) => (
        <button
          key={format}
          type="button"
          className={buttons.secondary}
          disabled={busy !== null}
          onClick={() => void download(format)}
        >
          {busy === format ? 'Preparing download…' : `Download ${format.toUpperCase()}`}
          <span className="visually-hidden"> of {title.toLowerCase()}</span>
        </button>
      ))}
    </div>
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
