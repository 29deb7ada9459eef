import { useState } from 'react';
import { ErrorSummary } from '../../ui/error-summary';
import { ErrorMessage, fieldAria } from '../../ui/field-parts';
import fieldParts from '../../ui/field.module.css';
import panel from '../../ui/list/panel.module.css';
import buttons from '../../ui/button.module.css';
import fieldStyles from '../../ui/list/field.module.css';
import formLayout from '../../ui/list/form-layout.module.css';
import { downloadGstr1, type Gstr1Format } from './api/gstr1';
import {
  gstr1MonthOf,
  gstr1PeriodName,
  lastMonthInIndia,
  MONTH_NAMES,
  type Gstr1Choice,
} from './gstr1-month';
import { DownloadButtons, useDownloads } from '../../app/staff/download-buttons';

const LABELS: Record<Gstr1Format, string> = {
  zip: 'Download GSTR-1 CSV files (ZIP)',
  json: 'Download GSTR-1 JSON',
};

const FREQUENCIES = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'quarterly', label: 'Quarterly (QRMP scheme): the quarter that holds this month' },
] as const;

function ReturnFields({
  choice,
  yearError,
  onChange,
}: {
  choice: Gstr1Choice;
  yearError: string | undefined;
  onChange: (choice: Gstr1Choice) => void;
}) {
  return (
    <>
      <div className={formLayout.row}>
        <div className={fieldStyles.field}>
          <label htmlFor="gstr1-month" className={fieldStyles.label}>
            Month
          </label>
          <select
            id="gstr1-month"
            className={fieldStyles.input}
            value={choice.month}
            onChange={(event) => onChange({ ...choice, month: event.target.value })}
          >
            {MONTH_NAMES.map((name, index) => (
              <option key={name} value={String(index + 1)}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor="gstr1-year" className={fieldStyles.label}>
            Year
          </label>
          <ErrorMessage id="gstr1-year-error" message={yearError} />
          <input
            {...fieldAria('gstr1-year', yearError)}
            className={`${fieldStyles.input} ${fieldStyles.narrow}`}
            inputMode="numeric"
            autoComplete="off"
            value={choice.year}
            onChange={(event) => onChange({ ...choice, year: event.target.value })}
          />
        </div>
      </div>
      <fieldset className={formLayout.checks}>
        <legend className={fieldStyles.label}>Filing frequency</legend>
        {FREQUENCIES.map(({ value, label }) => (
          <div key={value} className={fieldParts.checkbox}>
            <input
              id={`gstr1-${value}`}
              type="radio"
              name="gstr1-frequency"
              checked={choice.frequency === value}
              onChange={() => onChange({ ...choice, frequency: value })}
            />
            <label htmlFor={`gstr1-${value}`}>{label}</label>
          </div>
        ))}
      </fieldset>
    </>
  );
}

/**
 * GSTR-1 for the GST portal (decision 082): a month's or quarter's sections as the offline tool's
 * CSV files, or as the portal's JSON, from the invoices and credit notes as issued.
 */
export function Gstr1Download() {
  const [choice, setChoice] = useState<Gstr1Choice>(lastMonthInIndia);
  const [yearError, setYearError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const { busy, download: downloadFile } = useDownloads<Gstr1Format>();
  const valid = gstr1MonthOf(choice);
  const shown = 'month' in valid ? gstr1PeriodName(valid.month, choice.frequency) : '';

  function download(format: Gstr1Format) {
    if ('error' in valid) {
      setYearError(valid.error);
      setAttempt((count) => count + 1);
      return;
    }
    setYearError(undefined);
    void downloadFile(format, () =>
      downloadGstr1({ month: valid.month, frequency: choice.frequency }, format),
    );
  }

  return (
    <section className={panel.panel} aria-labelledby="gstr1-title">
      <h2 id="gstr1-title" className={panel.title}>
        GSTR-1 for the GST portal
      </h2>
      <p className={fieldStyles.hint}>
        The return&apos;s sections as the offline tool&apos;s CSV files (b2b, b2cl, b2cs, cdnr,
        cdnur, hsn, docs), or the same return as JSON to upload. Documents reported through
        e-invoicing are left out of b2b and cdnr.
      </p>
      <ErrorSummary
        items={yearError ? [{ message: yearError, fieldId: 'gstr1-year' }] : []}
        attempt={attempt}
      />
      <ReturnFields choice={choice} yearError={yearError} onChange={setChoice} />
      <DownloadButtons
        formats={['zip', 'json']}
        busy={busy}
        label={(format) => LABELS[format]}
        hidden={shown ? ` for ${shown}` : null}
        className={formLayout.actions}
        buttonClassName={buttons.primary}
        onDownload={download}
      />
    </section>
  );
}
