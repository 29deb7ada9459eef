import formLayout from '../../ui/list/form-layout.module.css';
import { downloadAuditExport, type AuditFilters, type AuditFormat } from './api/list-audit';
import { DownloadButtons, useDownloads } from '../../app/staff/download-buttons';

/** Download CSV / XLSX of every row the filters match (not only the page shown). */
export function AuditExport({
  filters,
  hasFilters,
}: {
  filters: AuditFilters;
  hasFilters: boolean;
}) {
  const { busy, download } = useDownloads<AuditFormat>();
  const what = hasFilters ? 'the filtered audit log' : 'the whole audit log';
  return (
    <DownloadButtons
      formats={['csv', 'xlsx']}
      busy={busy}
      hidden={` of ${what}`}
      className={formLayout.actions}
      onDownload={(format) => void download(format, () => downloadAuditExport(filters, format))}
    />
  );
}
