// A limit of N hits per key in fixed windows, counted in PostgreSQL so every server process shares it.
// Taking a hit is one conditional upsert: however many requests arrive at once, at most N are let in
// for a key and window (decision 019).
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rateCounters } from '../../db/schema';
import { statement } from '../../db/statement';

export type WindowCounterRules = { limit: number; windowSeconds: number };

export type Hit =
  { allowed: true; windowStart: Date } | { allowed: false; retryAfterSeconds: number };

const takeHit = statement<{ hits: number }>(
  'rate_counters_take',
  sql`insert into ${rateCounters} (key, window_start, hits)
    values (${sql.placeholder('key')}, ${sql.placeholder('windowStart')}::timestamptz, 1)
    on conflict (key, window_start) do update set hits = ${rateCounters.hits} + 1
      where ${rateCounters.hits} < ${sql.placeholder('limit')}::integer
    returning ${rateCounters.hits}`,
);

const giveHitBack = statement<{ hits: number }>(
  'rate_counters_give_back',
  sql`update ${rateCounters} set hits = greatest(${rateCounters.hits} - 1, 0)
    where ${rateCounters.key} = ${sql.placeholder('key')}
      and ${rateCounters.windowStart} = ${sql.placeholder('windowStart')}::timestamptz
    returning ${rateCounters.hits}`,
);

/** The start of the window that holds `at`. */
export function windowStartOf(at: Date, windowSeconds: number): Date {
  const size = windowSeconds * 1000;
  return new Date(Math.floor(at.getTime() / size) * size);
}

/** Counts one hit for the key, unless the key already has `limit` hits in the current window. */
export async function takeWindowHit(
  db: Executor,
  key: string,
  rules: WindowCounterRules,
  at: Date,
): Promise<Hit> {
  const windowStart = windowStartOf(at, rules.windowSeconds);
  const rows = await takeHit(db, {
    key,
    windowStart: windowStart.toISOString(),
    limit: rules.limit,
  });
  if (rows.length > 0) return { allowed: true, windowStart };
  const windowEnd = windowStart.getTime() + rules.windowSeconds * 1000;
  return { allowed: false, retryAfterSeconds: Math.max(1, (windowEnd - at.getTime()) / 1000) };
}

/** Undoes a hit taken in the given window (a request that turned out not to count). */
export async function giveWindowHitBack(
  db: Executor,
  key: string,
  windowStart: Date,
): Promise<void> {
  await giveHitBack(db, { key, windowStart: windowStart.toISOString() });
}
