// Categories and states are read on every step of every journey and change only when staff edit
// them (states: never, they are reference data), so they are kept in memory. Staff edits call
// invalidate() in the process that made them; other processes hear of them through PostgreSQL
// (change-notices.ts) and invalidate too, and while they cannot hear (`isTrusted` false) they read
// the database on every call instead (decision 027).
import type { CategoryRow } from './catalog.repository';

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

export type ListCacheOptions = {
  /**
   * Whether a kept list can be served: false while this process could miss another's edit (its
   * listening connection is down). Then every get() reads the database and nothing is kept.
   * Default: always (one process, or reference data nobody edits).
   */
  isTrusted?: () => boolean;
};

export function createListCache<T>(
  load: () => Promise<T[]>,
  options: ListCacheOptions = {},
): ListCache<T> {
  const isTrusted = options.isTrusted ?? (() => true);
  let entry: { value: Promise<readonly T[]> } | null = null;
  let generation = 0;

  return {
    get(loadNow = load) {
      if (!isTrusted()) {
        entry = null;
        return loadNow().then((rows) => Object.freeze(rows));
      }
      if (entry) return entry.value;
      const loadedIn = generation;
      // Concurrent callers share one query; a failed load is not cached.
      const value = loadNow().then(
        (rows) => Object.freeze(rows),
        (error: unknown) => {
          if (generation === loadedIn) entry = null;
          throw error;
        },
      );
      entry = { value };
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
  options?: ListCacheOptions,
) => CategoryCache = createListCache;
