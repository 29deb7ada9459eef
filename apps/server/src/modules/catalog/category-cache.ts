// Categories are read on every step of every journey and change only when staff edit them, so they
// are kept in memory. Staff edits call invalidate(); the time limit covers edits made by another
// server process (several processes behind a load balancer each hold their own copy).
import type { CategoryRow } from './repository';

export const CATEGORY_CACHE_TTL_MS = 60_000;

export type CategoryCache = {
  /** The categories in rank order, loaded once and then served from memory. */
  get(): Promise<readonly CategoryRow[]>;
  /** Forget the cached list; the next get() reloads it. */
  invalidate(): void;
};

export function createCategoryCache(
  load: () => Promise<CategoryRow[]>,
  options: { ttlMs?: number; now?: () => number } = {},
): CategoryCache {
  const ttlMs = options.ttlMs ?? CATEGORY_CACHE_TTL_MS;
  const now = options.now ?? Date.now;
  let entry: { value: Promise<readonly CategoryRow[]>; loadedAt: number } | null = null;
  let generation = 0;

  return {
    get() {
      if (entry && now() - entry.loadedAt < ttlMs) return entry.value;
      const loadedIn = generation;
      // Concurrent callers share one query; a failed load is not cached.
      const value = load().then(
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
