// Totals of the back-office lists, kept for a few seconds per distinct filter set. Counting every
// matching row is the one part of a list request that grows with the table (≈ 20 ms for the 10,000
// applications of the benchmark, against ≈ 1 ms for a page); staff paging through a result, or many
// staff opening the same queue, reuse the count instead (decision 011). A total may lag the items by
// up to the time limit; the items themselves are always read fresh.

export type TotalsCache = {
  /** The cached total for `key`, or `count()` (shared by concurrent callers) when absent or old. */
  get(key: string, count: () => Promise<number>): Promise<number>;
};

export const TOTALS_CACHE_MAX_ENTRIES = 1000;
export const DEFAULT_TOTALS_CACHE_MS = 5_000;

export function createTotalsCache(options: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}): TotalsCache {
  const { ttlMs } = options;
  const maxEntries = options.maxEntries ?? TOTALS_CACHE_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Promise<number>; at: number }>();

  return {
    get(key, count) {
      if (ttlMs <= 0) return count();
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.value;
      const value = count();
      const entry = { value, at: now() };
      entries.delete(key);
      entries.set(key, entry);
      // A Map iterates in insertion order: the first key is the oldest.
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
  };
}
