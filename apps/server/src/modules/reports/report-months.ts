// The months a report covers, as Indian calendar months and the instants that bound them. India keeps
// one offset all year, so a month's start is a fixed instant and the queries compare plain timestamps
// (and use their indexes) instead of converting every row.
import {
  REPORT_DEFAULT_MONTHS,
  type ReportRange,
} from '@portico/domain/contracts/reports.contract';
import { BUSINESS_UTC_OFFSET_MS } from '../../lib/list-query';

export type ReportMonths = {
  from: string;
  to: string;
  /** Midnight (Indian time) starting `from`. */
  start: Date;
  /** Midnight (Indian time) after the last day of `to`. */
  end: Date;
};

/** 'YYYY-MM' of an instant, in Indian time. */
export function businessMonthOf(instant: Date): string {
  return new Date(instant.getTime() + BUSINESS_UTC_OFFSET_MS).toISOString().slice(0, 7);
}

/** The month `count` months after `month` (negative: before). */
export function addMonths(month: string, count: number): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, index - 1 + count, 1));
  return date.toISOString().slice(0, 7);
}

/** Midnight in India at the start of `month`, as an instant. */
export function monthStart(month: string): Date {
  return new Date(new Date(`${month}-01T00:00:00Z`).getTime() - BUSINESS_UTC_OFFSET_MS);
}

/** The range asked for, or the last twelve months (this one included) around what was given. */
export function reportMonths(range: ReportRange, now: Date): ReportMonths {
  const to =
    range.to ??
    (range.from ? addMonths(range.from, REPORT_DEFAULT_MONTHS - 1) : businessMonthOf(now));
  const from = range.from ?? addMonths(to, 1 - REPORT_DEFAULT_MONTHS);
  return { from, to, start: monthStart(from), end: monthStart(addMonths(to, 1)) };
}
