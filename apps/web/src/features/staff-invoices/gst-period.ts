import { dateValueError } from '../../ui/date-parts';
import type { Period } from './api/gst-export';

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
export const MAX_PERIOD_DAYS = 366;

/** The current month in India so far: its first day to today (YYYY-MM-DD). */
export function thisMonthInIndia(now: Date = new Date()): Period {
  const today = new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

export type PeriodErrors = Partial<Record<keyof Period, string>>;

const isDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** What is wrong with a period as typed (GOV.UK messages), empty when it can be exported. */
export function periodErrors(period: Period): PeriodErrors {
  const errors: PeriodErrors = {};
  if (!isDate(period.from)) {
    errors.from = dateValueError(period.from, 'First day') ?? 'Enter the first day of the period';
  }
  if (!isDate(period.to)) {
    errors.to = dateValueError(period.to, 'Last day') ?? 'Enter the last day of the period';
  }
  if (errors.from || errors.to) return errors;
  const days = (Date.parse(period.to) - Date.parse(period.from)) / 86_400_000;
  if (days < 0) errors.to = 'The last day must be the same as or after the first day';
  else if (days > MAX_PERIOD_DAYS) errors.to = 'The period must not be longer than 366 days';
  return errors;
}
