import { useState } from 'react';
import { errorMessage } from '../../app/api-client';
import { toast } from '../../app/toast';
import buttons from '../../ui/button.module.css';
import formLayout from '../../ui/list/form-layout.module.css';
import { downloadAuditExport, type AuditFilters, type AuditFormat } from './api/list-audit';

/** Download CSV / XLSX of every row the filters match (not only the page shown). */
export function AuditExport({
  filters,
  hasFilters,
}: {
  filters: AuditFilters;
  hasFilters: boolean;
}) {
  const [busy, setBusy] = useState<AuditFormat | null>(null);
  async function download(format: AuditFormat) {
    setBusy(format);
    try {
      toast.success(`Downloaded ${await downloadAuditExport(filters, format)}`);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  }
  const what = hasFilters ? 'the filtered audit log' : 'the whole audit log';
  return (
    <div className={formLayout.actions}>
      {(['csv', 'xlsx'] as const).map((format) => (
        <button
          key={format}
          type="button"
          className={buttons.secondary}
          disabled={busy !== null}
          onClick={() => void download(format)}
        >
          {busy === format ? 'Preparing download…' : `Download ${format.toUpperCase()}`}
          <span className="visually-hidden"> of {what}</span>
        </button>
      ))}
    </div>
  );
}
