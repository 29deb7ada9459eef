import { formatDisplayDateLong } from '@portico/domain/format';
import { useState, type FormEvent } from 'react';
import { QueryResult } from '../../app/staff/query-state';
import { ErrorSummary } from '../../ui/error-summary';
import panel from '../../ui/list/panel.module.css';
import buttons from '../../ui/button.module.css';
import formLayout from '../../ui/list/form-layout.module.css';
import { downloadGstExport, useGstTotals, type GstFormat, type Period } from './api/gst-export';
import { GstTotalsTable } from './gst-totals-table';
import { PeriodFields } from './period-fields';
import { periodErrors, thisMonthInIndia, type PeriodErrors } from './gst-period';
import { DownloadButtons, useDownloads } from '../../app/staff/download-buttons';

const LABELS: Record<GstFormat, string> = {
  csv: 'Download CSV',
  xlsx: 'Download XLSX',
  tally: 'Download for Tally (XML)',
};

/**
 * The export for the GST returns: a period (this month so far to begin with), its B2B and B2C totals
 * and its documents as CSV or XLSX, or as vouchers to import into Tally.
 */
export function GstExport() {
  const [typed, setTyped] = useState<Period>(thisMonthInIndia);
  const [period, setPeriod] = useState<Period>(thisMonthInIndia);
  const [errors, setErrors] = useState<PeriodErrors>({});
  const [attempt, setAttempt] = useState(0);
  const totals = useGstTotals(period);
  const { busy, download } = useDownloads<GstFormat>();
  const shown = `${formatDisplayDateLong(period.from)} to ${formatDisplayDateLong(period.to)}`;

  function apply(event: FormEvent) {
    event.preventDefault();
    const found = periodErrors(typed);
    setErrors(found);
    if (found.from || found.to) {
      setAttempt((count) => count + 1);
      return;
    }
    setPeriod(typed);
  }

  const summary = (['from', 'to'] as const).flatMap((key) =>
    errors[key] ? [{ message: errors[key], fieldId: `gst-${key}` }] : [],
  );

  return (
    <section className={panel.panel} aria-labelledby="gst-export-title">
      <h2 id="gst-export-title" className={panel.title}>
        GST returns export
      </h2>
      <ErrorSummary items={summary} attempt={attempt} />
      <form noValidate onSubmit={apply}>
        <PeriodFields period={typed} errors={errors} onChange={setTyped} />
        <div className={formLayout.actions}>
          <button type="submit" className={buttons.secondary}>
            Show this period
          </button>
        </div>
      </form>
      <QueryResult query={totals} loadingText="Adding up the period…">
        {totals.data ? (
          <GstTotalsTable totals={totals.data} caption={`GST totals, ${shown}`} />
        ) : null}
      </QueryResult>
      <DownloadButtons
        formats={['csv', 'xlsx', 'tally']}
        busy={busy}
        label={(format) => LABELS[format]}
        hidden={` for ${shown}`}
        className={formLayout.actions}
        buttonClassName={buttons.primary}
        onDownload={(format) => void download(format, () => downloadGstExport(period, format))}
      />
    </section>
  );
}
