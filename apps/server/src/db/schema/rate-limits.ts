import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/** Fixed-window counters shared by every server process: one row per key and window (decision 019). */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_counters_window_idx').on(t.windowStart),
  ],
);

/**
 * Per-IP request limits (@fastify/rate-limit's store on PostgreSQL, decision 027): one row per key,
 * whose window starts at its first hit, as in the memory and Redis stores.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: at('window_start').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStart)],
);
