import { MONTH_ABBREVIATIONS } from '@portico/domain/format';
import type { Gstr1Frequency } from '@portico/domain/gstr1';

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A return's month as typed: month 1–12 (as text, from a select) and the year as typed. */
export type Gstr1Choice = { month: string; year: string; frequency: Gstr1Frequency };

/** Last month in India: the return usually filed next. */
export function lastMonthInIndia(now: Date = new Date()): Gstr1Choice {
  const today = new Date(now.getTime() + INDIA_OFFSET_MS);
  const month = today.getUTCMonth(); // 0-based: the previous month's number, 1-based
  return month === 0
    ? { month: '12', year: String(today.getUTCFullYear() - 1), frequency: 'monthly' }
    : { month: String(month), year: String(today.getUTCFullYear()), frequency: 'monthly' };
}

/** 'YYYY-MM' of a valid choice, or the message for the year field. */
export function gstr1MonthOf(choice: Gstr1Choice): { month: string } | { error: string } {
  if (!/^\d{4}$/.test(choice.year.trim())) return { error: 'Enter the year, for example 2026' };
  const month = `${choice.year.trim()}-${choice.month.padStart(2, '0')}`;
  if (month < '2017-07') return { error: 'GST returns start from July 2017' };
  if (month > '2100-12') return { error: 'Enter a year up to 2100' };
  return { month };
}

/** 'May 2026', or for a quarter 'Apr to Jun 2026'. */
export function gstr1PeriodName(month: string, frequency: Gstr1Frequency): string {
  const [year, number = 1] = month.split('-').map(Number);
  if (frequency === 'monthly') return `${MONTH_NAMES[number - 1] ?? ''} ${year ?? ''}`;
  const last = Math.ceil(number / 3) * 3;
  return `${MONTH_ABBREVIATIONS[last - 3] ?? ''} to ${MONTH_ABBREVIATIONS[last - 1] ?? ''} ${year ?? ''}`;
}
