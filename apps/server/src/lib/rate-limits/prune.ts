// Ended windows are dead rows: per-IP limits leave one row per client address and route, code-check
// failures one per address and hour. A scheduled job deletes those whose window ended long ago.
import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateCounters, rateLimits } from '../../db/schema';

/** Longer than any window (the longest is an hour), so only ended windows go. */
export const RATE_WINDOWS_KEPT_MS = 24 * 60 * 60 * 1000;
export const RATE_WINDOWS_PRUNE_EVERY_MS = 60 * 60 * 1000;

export async function pruneRateWindows(db: Database, now: Date): Promise<{ removed: number }> {
  const before = new Date(now.getTime() - RATE_WINDOWS_KEPT_MS);
  const limits = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, before))
    .returning({ key: rateLimits.key });
  const counters = await db
    .delete(rateCounters)
    .where(lt(rateCounters.windowStart, before))
    .returning({ key: rateCounters.key });
  return { removed: limits.length + counters.length };
}
