// Pieces many contracts share: the success envelopes, the back office's paging and the query-string
// parameters with readable messages (a parameter sent empty means "no filter", as forms send unset selects).
import { z } from 'zod';
import { MAX_RECORD_ID } from '../record-id';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 100;

/** `{ success: true, message }`: a handled call with nothing more to say. */
export const messageResponse = z.object({ success: z.literal(true), message: z.string() });

/** `{ success: true, data }` around the given schema. */
export function dataResponse<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** `{ success: true, message, data }` around the given schema (a save that answers the saved row). */
export function savedResponse<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}

/** One page of a back-office list. */
export function pageResponse<T extends z.ZodType>(item: T) {
  return dataResponse(
    z.object({
      items: z.array(item),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
  );
}

/** A query parameter sent empty (`?zone=`) means "no filter". */
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

/**
 * The dates the portal takes in (issue #25): a membership, a payment or a filter outside them is a typo,
 * and PostgreSQL has no year 0, so '0000-01-01' failed in the query instead of at the door.
 */
export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2100-12-31';

/** True for a YYYY-MM-DD date from EARLIEST_DATE to LATEST_DATE (the text compares as the date). */
export function isDateInRange(value: string): boolean {
  return value >= EARLIEST_DATE && value <= LATEST_DATE;
}

export function dateParam(name: string) {
  return z
    .string({ error: `${name} must be a date (YYYY-MM-DD)` })
    .refine(isCalendarDate, { error: `${name} must be a date (YYYY-MM-DD)`, abort: true })
    .refine(isDateInRange, `${name} must be a date from ${EARLIEST_DATE} to ${LATEST_DATE}`);
}

/** For an object schema with optional from/to dates: "to must not be before from". */
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

/** An enum whose message lists the accepted values: `zone must be one of north, east, …`. */
export function oneOf<const T extends readonly [string, ...string[]]>(name: string, values: T) {
  return z.enum(values, { error: `${name} must be one of ${values.join(', ')}` });
}

/** At least one field of a partial update must be given. */
export function somethingToUpdate(value: Record<string, unknown>): boolean {
  return Object.values(value).some((field) => field !== undefined);
}
export const NOTHING_TO_UPDATE = { message: 'Nothing to update' };

/** Proposers an application needs: 0, 1 or 2 (decision 070). */
export const proposersRequiredField = z.union([z.literal(0), z.literal(1), z.literal(2)]);
