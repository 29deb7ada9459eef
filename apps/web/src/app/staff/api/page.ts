import type { z } from 'zod';

/** A list's query as it travels in the page URL and the API call: the contract's names, as text. */
export type QueryText<Query extends z.ZodType> = Partial<
  Record<keyof z.input<Query> & string, string>
>;

/** One page of a back-office list, as the contract's list answers carry it. */
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/** Query string of the non-empty values, in a stable order. */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && String(value) !== '') {
      search.set(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
