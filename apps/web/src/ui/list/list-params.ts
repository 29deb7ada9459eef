import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

/**
 * A list's filters, page, page size and sort live in the page URL, so a filtered view can be shared
 * and the browser's Back button undoes a change. Empty values are dropped from the URL.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  type Key = K | 'page' | 'pageSize' | 'sort';
  const [search, setSearch] = useSearchParams();

  const values = useMemo(() => {
    const read = {} as Record<Key, string>;
    for (const key of [...keys, 'page', 'pageSize', 'sort'] as const) {
      read[key as K] = search.get(key)?.trim() ?? '';
    }
    return read;
  }, [search, keys]);

  const page = Math.max(1, Number.parseInt(values.page, 10) || 1);
  const parsedSize = Number.parseInt(values.pageSize, 10);
  const pageSize = (PAGE_SIZES as readonly number[]).includes(parsedSize)
    ? parsedSize
    : DEFAULT_PAGE_SIZE;

  /** Changes some values; any change other than the page itself goes back to page 1. */
  const update = useCallback(
    (patch: Partial<Record<Key, string>>) => {
      setSearch((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch) as [string, string | undefined][]) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (!('page' in patch)) next.delete('page');
        // success/ref (the staff form's redirect) is a one-off notice, not a filter.
        next.delete('success');
        next.delete('ref');
        return next;
      });
    },
    [setSearch],
  );

  /** Drops every filter but those kept (page size and sort stay). */
  const clear = useCallback(
    (keep: readonly K[] = []) => {
      const dropped = keys.filter((key) => !keep.includes(key));
      update(Object.fromEntries(dropped.map((key) => [key, ''])) as Partial<Record<Key, string>>);
    },
    [keys, update],
  );

  const hasFilters = keys.some((key) => values[key] !== '');

  /** The filters, the page and its size, as the list's call sends them. */
  const query = useMemo(
    () => ({
      ...(Object.fromEntries(keys.map((key) => [key, values[key]])) as Record<K, string>),
      page: String(page),
      pageSize: String(pageSize),
    }),
    [keys, values, page, pageSize],
  );

  return { values, page, pageSize, update, clear, hasFilters, search, query };
}
