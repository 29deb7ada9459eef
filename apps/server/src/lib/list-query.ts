// Pieces every back-office list shares: query-string schemas with readable messages, pagination,
// LIKE escaping and the business time zone that turns 'YYYY-MM-DD' filters into instants.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export {
  DATE_RANGE_MESSAGE,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  checkDateRange,
  dateParam,
  idParam,
  isCalendarDate,
  optionalParam,
  pageQuery,
  pageResponse,
  searchParam,
  sortParam,
} from '@portico/domain/contracts/common';

/**
 * Calendar dates in filters, exports and payloads are Indian dates: the association, its staff and its
 * fees are in India, whatever time zone the server runs in.
 */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';

/** Midnight at the start of an Indian calendar date, as an instant (for `>=` comparisons). */
export function startOfBusinessDay(date: string): SQL {
  return sql`(${date}::date)::timestamp at time zone ${BUSINESS_TIME_ZONE}`;
}

/** Midnight after an Indian calendar date (for `<` comparisons: the whole day is included). */
export function endOfBusinessDay(date: string): SQL {
  return sql`((${date}::date + 1))::timestamp at time zone ${BUSINESS_TIME_ZONE}`;
}

/** India has kept one offset, without daylight saving time, since 1945. */
export const BUSINESS_UTC_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The Indian calendar date of a JS instant, 'YYYY-MM-DD'. */
export function businessDateOf(instant: Date): string {
  return new Date(instant.getTime() + BUSINESS_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD HH:MM' in Indian time. */
export function businessDateTimeOf(instant: Date): string {
  return new Date(instant.getTime() + BUSINESS_UTC_OFFSET_MS)
    .toISOString()
    .slice(0, 16)
    .replace('T', ' ');
}

/** The JS instant of midnight starting an Indian date (coupon validity is stored as instants). */
export function businessDayStart(date: string): Date {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() - BUSINESS_UTC_OFFSET_MS);
}

/** The last millisecond of an Indian date (a coupon valid until a date is valid all that day). */
export function businessDayEnd(date: string): Date {
  return new Date(businessDayStart(date).getTime() + 24 * 60 * 60 * 1000 - 1);
}

/** `%text%` for ILIKE with the user's own % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export type PageResult<T> = { items: T[]; total: number; page: number; pageSize: number };

export type Paging = { page: number; pageSize: number };

export function offsetOf(paging: Paging): number {
  return (paging.page - 1) * paging.pageSize;
}

/**
 * A page of a list and the list's total: a short page is the last one, so its total is known
 * without counting; any other page's total is `count`ed.
 */
export async function pageWithTotal<Row>(
  paging: Paging,
  read: {
    page: (window: { limit: number; offset: number }) => Promise<Row[]>;
    count: () => Promise<number>;
  },
): Promise<{ rows: Row[]; total: number }> {
  const offset = offsetOf(paging);
  const rows = await read.page({ limit: paging.pageSize, offset });
  const total =
    rows.length < paging.pageSize && (rows.length > 0 || offset === 0)
      ? offset + rows.length
      : await read.count();
  return { rows, total };
}

/**
 * A list's sort key ('-' first: descending) read once: the key without its sign, its direction, and
 * `by`, an order-by term in that direction.
 */
export function sortOrder(sort: string) {
  const direction = sql.raw(sort.startsWith('-') ? 'desc' : 'asc');
  return {
    key: sort.replace(/^-/, ''),
    direction,
    by: (expression: SQL | AnyPgColumn) => sql`${expression} ${direction}`,
  };
}
