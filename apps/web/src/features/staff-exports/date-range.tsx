import { DateField } from '../../ui/list/date-field';
import fieldStyles from '../../ui/list/field.module.css';
import formLayout from '../../ui/list/form-layout.module.css';

export type Range = { from: string; to: string };

/** Two optional dates under one legend: From (not after To) and To (not before From). */
export function DateRange({
  id,
  legend,
  range,
  onChange,
}: {
  id: string;
  legend: string;
  range: Range;
  onChange: (range: Range) => void;
}) {
  const { from, to } = range;
  return (
    <fieldset>
      <legend className={fieldStyles.label}>{legend}</legend>
      <div className={formLayout.row}>
        <DateField
          id={`${id}-from`}
          label="From"
          value={from}
          max={to}
          onChange={(value) => onChange({ from: value, to })}
        />
        <DateField
          id={`${id}-to`}
          label="To"
          value={to}
          min={from}
          onChange={(value) => onChange({ from, to: value })}
        />
      </div>
    </fieldset>
  );
}
