// Hits per key in fixed windows, counted in PostgreSQL so every server process shares them: one row
// per key and window (decision 019).
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rateCounters } from '../../db/schema';
import { statement } from '../../db/statement';

/**
 * A key's hits in a window as a scalar subquery (null before the first), over the placeholders
 * `key` and `windowStart`: for a statement that reads them with something else in one round trip.
 */
export const windowHitsSubquery = sql`(select ${rateCounters.hits} from ${rateCounters}
    where ${rateCounters.key} = ${sql.placeholder('key')}
      and ${rateCounters.windowStart} = ${sql.placeholder('windowStart')}::timestamptz)`;

const addHit = statement<{ hits: number }>(
  'rate_counters_add',
  sql`insert into ${rateCounters} (key, window_start, hits)
    values (${sql.placeholder('key')}, ${sql.placeholder('windowStart')}::timestamptz, 1)
    on conflict (key, window_start) do update set hits = ${rateCounters.hits} + 1
    returning ${rateCounters.hits} as hits`,
);

export type Window = { start: Date; end: Date };

/** The window of `windowSeconds` that holds `at`. */
export function windowOf(at: Date, windowSeconds: number): Window {
  const size = windowSeconds * 1000;
  const start = Math.floor(at.getTime() / size) * size;
  return { start: new Date(start), end: new Date(start + size) };
}

/** Counts one more hit for the key in the window; the count after it. */
export async function addWindowHit(db: Executor, key: string, window: Window): Promise<number> {
  const [row] = await addHit(db, { key, windowStart: window.start.toISOString() });
  return row?.hits ?? 1;
}
