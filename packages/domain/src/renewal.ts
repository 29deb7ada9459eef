// Renewal window and period. Days are calendar days in the runtime's time zone (date-fns).
import {
  addDays,
  addMinutes,
  addYears,
  differenceInCalendarDays,
  format,
  isValid,
  parse,
  startOfDay,
  subDays,
} from 'date-fns';
import { RENEWAL_WINDOW_DAYS_AFTER, RENEWAL_WINDOW_DAYS_BEFORE } from './constants';

/** Calendar days from now until expiry: 0 on the expiry day, negative after it. */
export function daysUntilExpiry(expiry: Date, now: Date): number {
  return differenceInCalendarDays(expiry, now);
}

/** Renewal is due from 60 days before expiry to 90 days after it, both edges included. */
export function isRenewalDue(expiry: Date, now: Date): boolean {
  const days = daysUntilExpiry(expiry, now);
  return days >= -RENEWAL_WINDOW_DAYS_AFTER && days <= RENEWAL_WINDOW_DAYS_BEFORE;
}

/** The first day renewal is due: 60 calendar days before the expiry. */
export function renewalOpensOn(expiry: Date): Date {
  return startOfDay(renewalWindow(expiry).opens);
}

/** More than 90 days after expiry: the membership needs a revive renewal. */
export function isBeyondRenewalWindow(expiry: Date, now: Date): boolean {
  return daysUntilExpiry(expiry, now) < -RENEWAL_WINDOW_DAYS_AFTER;
}

/** The first and the last day renewal is open for a plan expiring at `expiry` (isRenewalDue's edges). */
export function renewalWindow(expiry: Date): { opens: Date; closes: Date } {
  return {
    opens: subDays(expiry, RENEWAL_WINDOW_DAYS_BEFORE),
    closes: addDays(expiry, RENEWAL_WINDOW_DAYS_AFTER),
  };
}

/** The renewed period: from one minute after expiry to one year after expiry. */
export function renewalPeriod(expiry: Date): { start: Date; end: Date } {
  return { start: addMinutes(expiry, 1), end: addYears(expiry, 1) };
}

/** Plan_Expiry's wire format, YYYY-MM-DD-HH-mm-ss. */
export const PLAN_EXPIRY_FORMAT = 'yyyy-MM-dd-HH-mm-ss';

/**
 * Parses Plan_Expiry ('YYYY-MM-DD-HH-mm-ss'; a bare 'YYYY-MM-DD' is read as midnight) in local time.
 * Returns null for anything else, including impossible dates such as 2025-02-30.
 */
export function parsePlanExpiry(value: string): Date | null {
  const text = value.trim();
  let pattern: string;
  if (/^\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}$/.test(text)) pattern = PLAN_EXPIRY_FORMAT;
  else if (/^\d{4}-\d{2}-\d{2}$/.test(text)) pattern = 'yyyy-MM-dd';
  else return null;
  const date = parse(text, pattern, new Date(0));
  return isValid(date) ? date : null;
}

/** Formats a date as Plan_Expiry ('YYYY-MM-DD-HH-mm-ss', local time). */
export function formatPlanExpiry(date: Date): string {
  return format(date, PLAN_EXPIRY_FORMAT);
}
