import { DateInput } from '../date-input';

const dayMonthYear = (iso: string) => iso.split('-').reverse().join('-');

/** A bound the other end of a range sets, worded for the date that breaks it. */
function boundError(label: string, value: string, min?: string, max?: string): string | undefined {
  if (!value) return undefined;
  if (min && value < min) return `${label} must be the same as or after ${dayMonthYear(min)}`;
  if (max && value > max) return `${label} must be the same as or before ${dayMonthYear(max)}`;
  return undefined;
}

/**
 * A list filter's date (YYYY-MM-DD) as a GOV.UK date input, bounded by `min` and `max` when given.
 * It changes the list once the parts make a real date (or are all cleared), not while typing.
 */
export function DateField({
  id,
  label,
  value,
  min,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  return (
    <DateInput
      id={id}
      label={label}
      value={value}
      onChange={onChange}
      error={boundError(label, value, min || undefined, max || undefined)}
      passUnfinished={false}
    />
  );
}
