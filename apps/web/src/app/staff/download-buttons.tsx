import { useState } from 'react';
import { errorMessage } from '../api-client';
import { toast } from '../toast';
import buttons from '../../ui/button.module.css';

/** The format being prepared, and a download that toasts the file's name or why it failed. */
export function useDownloads<TFormat extends string>() {
  const [busy, setBusy] = useState<TFormat | null>(null);
  async function download(format: TFormat, fetchFile: () => Promise<string>) {
    setBusy(format);
    try {
      toast.success(`Downloaded ${await fetchFile()}`);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  }
  return { busy, download };
}

/** "Download CSV", "Download XLSX": the label the back office gives a format by default. */
export const downloadLabel = (format: string) => `Download ${format.toUpperCase()}`;

/**
 * One button per format of an export. The one being prepared says so and the others wait;
 * `hidden` tells screen readers what the file holds (" of the whole audit log").
 */
export function DownloadButtons<TFormat extends string>({
  formats,
  busy,
  label = downloadLabel,
  hidden,
  className,
  buttonClassName = buttons.secondary,
  onDownload,
}: {
  formats: readonly TFormat[];
  busy: TFormat | null;
  label?: (format: TFormat) => string;
  hidden: string | null;
  className: string | undefined;
  buttonClassName?: string;
  onDownload: (format: TFormat) => void;
}) {
  return (
    <div className={className}>
      {formats.map((format) => (
        <button
          key={format}
          type="button"
          className={buttonClassName}
          disabled={busy !== null}
          onClick={() => onDownload(format)}
        >
          {busy === format ? 'Preparing download…' : label(format)}
          {hidden ? <span className="visually-hidden">{hidden}</span> : null}
        </button>
      ))}
    </div>
  );
}
