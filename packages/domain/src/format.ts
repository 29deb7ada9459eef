// Display formats: dates, and (re-exported from their date-free modules, which pages that need no
// dates import directly) masked contacts, word counts and route ids.
import { format, isValid, parseISO } from 'date-fns';

export { MASKED_EMAIL_MAX_LENGTH, maskContact } from './masking';
export { countWords } from './words';
export { applicationRouteId, decodeId, encodeId } from './route-id';

const API_DATE = 'yyyy-MM-dd';

/**
 * Parses an API date 'YYYY-MM-DD' as local midnight; null when malformed or impossible (2025-02-30,
 * year 0000). parseISO reads a date alone as local midnight and checks the day against the month,
 * in about a third of the time of a parse by pattern: a form save checks several dates.
 */
export function parseApiDate(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/** A Date, an API date 'YYYY-MM-DD' (local) or an ISO date-time; null when invalid. */
function toDate(value: Date | string): Date | null {
  if (typeof value !== 'string') return isValid(value) ? value : null;
  const apiDate = parseApiDate(value.trim());
  if (apiDate) return apiDate;
  const iso = parseISO(value.trim());
  return isValid(iso) ? iso : null;
}

function formatOrEmpty(value: Date | string, pattern: string): string {
  const date = toDate(value);
  return date ? format(date, pattern) : '';
}

/** 'DD-MM-YYYY'; '' for an invalid date. */
export function formatDisplayDate(value: Date | string): string {
  return formatOrEmpty(value, 'dd-MM-yyyy');
}

/** India has kept one offset (UTC+05:30), without daylight saving time, since 1945. */
const INDIA_OFFSET_MS = 330 * 60 * 1000;

/**
 * The date of an instant in India, 'DD-MM-YYYY', wherever the browser is: the association's
 * calendar, as the plan expiry beside it is shown.
 */
export function formatIndiaDate(instant: Date): string {
  const [year, month, day] = new Date(instant.getTime() + INDIA_OFFSET_MS)
    .toISOString()
    .slice(0, 10)
    .split('-');
  return `${day}-${month}-${year}`;
}

/** Jan … Dec: the months of the documents' date style. */
export const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/**
 * 'DD-MMM-YYYY' of an instant's date in India, e.g. '28-Nov-2026': the one date style of the tax
 * documents, on their PDFs and on the back office's document screens (decision 077).
 */
export function formatDocumentDate(instant: Date): string {
  const [year, month, day] = formatIndiaDate(instant).split('-').reverse();
  return `${day}-${MONTH_ABBREVIATIONS[Number(month) - 1] ?? ''}-${year}`;
}

/** 'DD-MM-YYYY HH:mm' of an instant in India (24-hour clock), wherever the browser is. */
export function formatIndiaDateTime(instant: Date): string {
  const iso = new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString();
  return `${formatIndiaDate(instant)} ${iso.slice(11, 16)}`;
}

/** 'DD-MMM-YYYY', e.g. '05-Mar-2025'; '' for an invalid date. */
export function formatDisplayDateLong(value: Date | string): string {
  return formatOrEmpty(value, 'dd-MMM-yyyy');
}

/** 'YYYY-MM-DD' as sent to the API; '' for an invalid date. */
export function toApiDate(value: Date | string): string {
  return formatOrEmpty(value, API_DATE);
}
