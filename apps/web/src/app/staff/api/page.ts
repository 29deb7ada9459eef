import { ApiError, FALLBACK_ERROR_MESSAGE } from '../../api-client';
import { num, record, type Row } from '../read';

/** One page of a back-office list: `{items, total, page, pageSize}`. */
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/**
 * Reads a page. The list calls answer `{success, data: {items, total, page, pageSize}}`; a bare
 * `{items, …}` (the members call as the notes write it) or a plain array are read too.
 */
export function parsePage<T>(body: unknown, parseItem: (row: Row) => T | null): Page<T> {
  const outer = record(body);
  const data = Array.isArray(outer.data) ? { items: outer.data } : record(outer.data ?? outer);
  const source = Array.isArray(body) ? body : data.items;
  if (!Array.isArray(source)) throw new ApiError(200, FALLBACK_ERROR_MESSAGE, undefined, body);
  const items = source.map((row) => parseItem(record(row))).filter((item) => item !== null);
  const pageSize = num(data.pageSize) ?? Math.max(items.length, 1);
  return {
    items: items as T[],
    total: num(data.total) ?? items.length,
    page: num(data.page) ?? 1,
    pageSize,
  };
}

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
