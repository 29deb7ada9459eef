// Pieces every back-office list shares: query-string schemas with readable messages, pagination,
// LIKE escaping and the business time zone that turns 'YYYY-MM-DD' filters into instants.
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { MAX_RECORD_ID } from '@portico/domain/record-id';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 100;

/**
 * Calendar dates in filters, exports and payloads are Indian dates: the association, its staff and its
 * fees are in India, whatever time zone the server runs in.
 */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';

/** A query parameter sent empty (`?zone=`) means "no filter", as forms send unset selects. */
export function optionalParam<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

export const pageQuery = {
  page: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: 'page must be a whole number of 1 or more' })
      .int('page must be a whole number of 1 or more')
      .min(1, 'page must be a whole number of 1 or more')
      .max(1_000_000, 'page is too large')
      .default(1),
  ),
  pageSize: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
      .int(`pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
      .min(1, `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
      .max(MAX_PAGE_SIZE, `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
      .default(DEFAULT_PAGE_SIZE),
  ),
};

export type Paging = { page: number; pageSize: number };

export const searchParam = optionalParam(
  z
    .string({ error: 'q must be text' })
    .trim()
    .max(MAX_SEARCH_LENGTH, `q must be at most ${MAX_SEARCH_LENGTH} characters`)
    .transform((value) => (value === '' ? undefined : value)),
);

export function idParam(name: string) {
  return z.coerce
    .number({ error: `${name} must be an id` })
    .int(`${name} must be an id`)
    .positive(`${name} must be an id`)
    .max(MAX_RECORD_ID, `${name} must be an id`);
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written YYYY-MM-DD (2025-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function dateParam(name: string) {
  return z
    .string({ error: `${name} must be a date (YYYY-MM-DD)` })
    .refine(isCalendarDate, `${name} must be a date (YYYY-MM-DD)`);
}

/** Adds "to must not be before from" to an object schema with optional from/to dates. */
export function checkDateRange(value: { from?: string | undefined; to?: string | undefined }) {
  return !value.from || !value.to || value.from <= value.to;
}
export const DATE_RANGE_MESSAGE = { message: 'to must not be before from', path: ['to'] };

export function sortParam<const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
) {
  return optionalParam(
    z.enum(values, { error: `sort must be one of ${values.join(', ')}` }),
  ).transform((value) => value ?? fallback);
}

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

export function pageResponse<T extends z.ZodType>(item: T) {
  return z.object({
    success: z.literal(true),
    data: z.object({
      items: z.array(item),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
  });
}

export function offsetOf(paging: Paging): number {
  return (paging.page - 1) * paging.pageSize;
}
