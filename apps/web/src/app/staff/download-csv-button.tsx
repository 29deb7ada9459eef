import { useState } from 'react';
import { errorMessage } from '../api-client';
import { toast } from '../toast';
import { downloadExport, type ExportName } from './api/download-export';
import buttons from '../../ui/button.module.css';

/** Downloads one of the CSV exports (with the given filters) and says how it went. */
export function DownloadCsvButton({
  name,
  filters,
  label,
  className = buttons.secondary,
}: {
  name: ExportName;
  filters?: Record<string, string | undefined>;
  label: string;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const file = await downloadExport(name, filters);
      toast.success(`Downloaded ${file}`);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className={className} disabled={busy} onClick={() => void download()}>
      {busy ? 'Preparing download…' : label}
    </button>
  );
}
