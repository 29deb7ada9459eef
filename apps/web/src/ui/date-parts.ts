// The GOV.UK date input's rules, apart from the screen: three parts typed as a person says a date
// (27 3 2026), one value for the form ('' or YYYY-MM-DD), and the GOV.UK message for a date that is
// incomplete or cannot be real.

export type DateParts = { day: string; month: string; year: string };

export const NO_DATE_PARTS: DateParts = { day: '', month: '', year: '' };

/**
 * What the form holds while the parts are not yet a date: the parts as typed, after this prefix.
 * It is never a YYYY-MM-DD date, so every date schema refuses it, and `dateValueError` words why.
 */
const UNFINISHED = 'unfinished-date:';
const SEPARATOR = '|';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The parts shown for a form value: a date's day, month and year; the parts typed; or none. */
export function partsOfValue(value: string | null | undefined): DateParts {
  if (!value) return NO_DATE_PARTS;
  const iso = ISO_DATE.exec(value);
  if (iso) {
    const [, year = '', month = '', day = ''] = iso;
    return { day: String(Number(day)), month: String(Number(month)), year };
  }
  if (value.startsWith(UNFINISHED)) {
    const [day = '', month = '', year = ''] = value.slice(UNFINISHED.length).split(SEPARATOR);
    return { day, month, year };
  }
  return NO_DATE_PARTS;
}

const trimmed = (parts: DateParts): DateParts => ({
  day: parts.day.trim(),
  month: parts.month.trim(),
  year: parts.year.trim(),
});

/** The real date the parts make, as YYYY-MM-DD; null when they make none. */
export function isoOfParts(parts: DateParts): string | null {
  const { day, month, year } = trimmed(parts);
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return null;
  if (!isRealDate(Number(year), Number(month), Number(day))) return null;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** The form's value for the parts: '' for none, YYYY-MM-DD for a real date, else the parts kept. */
export function valueOfParts(parts: DateParts): string {
  const { day, month, year } = trimmed(parts);
  if (day === '' && month === '' && year === '') return '';
  const iso = isoOfParts(parts);
  if (iso) return iso;
  const kept = [parts.day, parts.month, parts.year].map((part) => part.replaceAll(SEPARATOR, ''));
  return `${UNFINISHED}${kept.join(SEPARATOR)}`;
}

const PART_NAMES = ['day', 'month', 'year'] as const;
export type DatePart = (typeof PART_NAMES)[number];

/** Which parts a message is about (so those inputs are marked); all three for an unreal date. */
export type DatePartsProblem = { message: string; parts: readonly DatePart[] };

/**
 * The GOV.UK message for parts that make no date, with the parts it is about; null when they make
 * one, or are all empty (whether that is allowed is the form's business). `name` starts the
 * message: "Date received must include a month".
 */
export function datePartsProblem(parts: DateParts, name: string): DatePartsProblem | null {
  const typed = trimmed(parts);
  const missing = PART_NAMES.filter((part) => typed[part] === '');
  if (missing.length === 3) return null;
  if (missing.length > 0) {
    return { message: `${name} must include a ${missing.join(' and ')}`, parts: missing };
  }
  if (!/^\d+$/.test(typed.day) || !/^\d+$/.test(typed.month) || !/^\d+$/.test(typed.year)) {
    return { message: `${name} must be a real date`, parts: PART_NAMES };
  }
  if (typed.year.length !== 4) return { message: 'Year must include 4 numbers', parts: ['year'] };
  if (isoOfParts(parts) === null) {
    return { message: `${name} must be a real date`, parts: PART_NAMES };
  }
  return null;
}

/** The GOV.UK message for a form value the date input left unfinished; null for '' or a date. */
export function dateValueError(value: unknown, name: string): string | null {
  if (typeof value !== 'string' || !value.startsWith(UNFINISHED)) return null;
  return datePartsProblem(partsOfValue(value), name)?.message ?? `${name} must be a real date`;
}
