// Categories and states are read on every step of every journey and change only when staff edit
// them (states: never, they are reference data), so they are kept in memory. Staff edits call
// invalidate(); the time limit covers edits made by another server process (several processes behind
// a load balancer each hold their own copy).
import type { CategoryRow } from './repository';

export const CATEGORY_CACHE_TTL_MS = 60_000;

export type ListCache<T> = {
  /**
   * The list, loaded once and then served from memory. `load` replaces the cache's own loader for a
   * load this call causes: a caller inside a transaction passes one that reads through it (PGlite
   * has one session, which a query outside the transaction would wait on forever).
   */
  get(load?: () => Promise<T[]>): Promise<readonly T[]>;
  /** Forget the cached list; the next get() reloads it. */
  invalidate(): void;
};

/** The categories in rank order. */
export type CategoryCache = ListCache<CategoryRow>;

export function createListCache<T>(
  load: () => Promise<T[]>,
  options: { ttlMs?: number; now?: () => number } = {},
): ListCache<T> {
  const ttlMs = options.ttlMs ?? CATEGORY_CACHE_TTL_MS;
  const now = options.now ?? Date.now;
  let entry: { value: Promise<readonly T[]>; loadedAt: number } | null = null;
  let generation = 0;

  return {
    get(loadNow = load) {
      if (entry && now() - entry.loadedAt < ttlMs) return entry.value;
      const loadedIn = generation;
      // Concurrent callers share one query; a failed load is not cached.
      const value = loadNow().then(
        (rows) => Object.freeze(rows),
        (error: unknown) => {
          if (generation === loadedIn) entry = null;
          throw error;
        },
      );
      entry = { value, loadedAt: now() };
      return value;
    },
    invalidate() {
      generation += 1;
      entry = null;
    },
  };
}

export const createCategoryCache: (
  load: () => Promise<CategoryRow[]>,
  options?: { ttlMs?: number; now?: () => number },
) => CategoryCache = createListCache;
