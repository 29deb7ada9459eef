import { DateInput } from '../../ui/date-input';
import fieldStyles from '../../ui/list/field.module.css';
import formLayout from '../../ui/list/form-layout.module.css';
import type { Period } from './api/gst-export';
import type { PeriodErrors } from './gst-period';

function PeriodDate({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return <DateInput id={id} label={label} value={value} error={error} onChange={onChange} />;
}

/** The period's first and last day (Indian dates), each with its error message. */
export function PeriodFields({
  period,
  errors,
  onChange,
}: {
  period: Period;
  errors: PeriodErrors;
  onChange: (period: Period) => void;
}) {
  return (
    <fieldset>
      <legend className={fieldStyles.label}>Period (issue dates, India time)</legend>
      <div className={formLayout.row}>
        <PeriodDate
          id="gst-from"
          label="First day"
          value={period.from}
          error={errors.from}
          onChange={(from) => onChange({ ...period, from })}
        />
        <PeriodDate
          id="gst-to"
          label="Last day"
          value={period.to}
          error={errors.to}
          onChange={(to) => onChange({ ...period, to })}
        />
      </div>
    </fieldset>
  );
}
