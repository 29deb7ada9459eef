// Display formats: masked contacts, Indian number grouping, dates, word counts and route ids.
import { format, isValid, parse, parseISO } from 'date-fns';

/** Longest masked email shown on the login code step. */
export const MASKED_EMAIL_MAX_LENGTH = 15;

/**
 * Masks a login contact for 'OTP has been sent to …'.
 * - A number (anything without '@') keeps its last 4 digits; every earlier digit becomes '*'
 *   (separators and '+' are dropped): '9876543210' → '******3210'.
 * - An email keeps its first 3 characters, then a fixed '****' (so the local part's length is not
 *   revealed), then '@' and the domain; a result longer than 15 characters is cut to 14 and ends
 *   with '…', making 15: 'someone@example.com' → 'som****@exampl…'.
 */
export function maskContact(value: string): string {
  const text = value.trim();
  const at = text.lastIndexOf('@');
  if (at >= 0) {
    const masked = `${text.slice(0, Math.min(3, at))}****${text.slice(at)}`;
    return masked.length > MASKED_EMAIL_MAX_LENGTH
      ? `${masked.slice(0, MASKED_EMAIL_MAX_LENGTH - 1)}…`
      : masked;
  }
  const digits = text.replace(/\D/g, '');
  const hidden = Math.max(0, digits.length - 4);
  return '*'.repeat(hidden) + digits.slice(hidden);
}

const API_DATE = 'yyyy-MM-dd';

/** Parses an API date 'YYYY-MM-DD' as local midnight; null when malformed or impossible (2025-02-30). */
export function parseApiDate(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parse(value, API_DATE, new Date(0));
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

/** 'DD-MMM-YYYY', e.g. '05-Mar-2025'; '' for an invalid date. */
export function formatDisplayDateLong(value: Date | string): string {
  return formatOrEmpty(value, 'dd-MMM-yyyy');
}

/** 'YYYY-MM-DD' as sent to the API; '' for an invalid date. */
export function toApiDate(value: Date | string): string {
  return formatOrEmpty(value, API_DATE);
}

/** Words separated by any run of whitespace. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

// btoa/atob exist in browsers and Node ≥ 16; typed here because the domain's lib has no DOM.
const base64 = globalThis as unknown as {
  btoa(data: string): string;
  atob(data: string): string;
};

/** Route id: base64 of the decimal application id (12 → 'MTI='). */
export function encodeId(id: number): string {
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new RangeError(`id must be a positive integer, got ${id}`);
  }
  return base64.btoa(String(id));
}

/** Inverse of encodeId; null for anything that is not base64 of a positive decimal integer. */
export function decodeId(value: string): number | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return null;
  let decoded: string;
  try {
    decoded = base64.atob(value);
  } catch {
    return null;
  }
  if (!/^[1-9]\d*$/.test(decoded)) return null;
  const id = Number(decoded);
  return Number.isSafeInteger(id) ? id : null;
}
