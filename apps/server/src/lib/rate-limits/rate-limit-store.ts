// @fastify/rate-limit's store on PostgreSQL, so every server process counts the same hits (decision
// 025). One atomic upsert per request: a key's window starts at its first hit and a hit after the
// window has passed starts the next one, as in the plugin's memory and Redis stores. The database's
// clock decides, so processes whose clocks differ still agree.
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { statement } from '../../db/statement';

const expired = sql`${rateLimits.windowStart} + ${sql.placeholder('windowMs')}::int * interval '1 millisecond' <= now()`;

const hit = statement<{ hits: number; ttl_ms: number }>(
  'rate_limits_hit',
  sql`insert into ${rateLimits} (key, window_start, hits)
    values (${sql.placeholder('key')}, now(), 1)
    on conflict (key) do update set
      hits = case when ${expired} then 1 else ${rateLimits.hits} + 1 end,
      window_start = case when ${expired} then now() else ${rateLimits.windowStart} end
    returning ${rateLimits.hits} as hits,
      ceil(extract(epoch from ${rateLimits.windowStart}
        + ${sql.placeholder('windowMs')}::int * interval '1 millisecond' - now()) * 1000)::int
        as ttl_ms`,
);

/** What the plugin passes to `child()`: the route's merged options, with the route itself. */
type ChildOptions = { routeInfo?: { method?: unknown; url?: unknown } };

/** The store class the plugin instantiates; keys are prefixed per route, as the Redis store does. */
export function postgresRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = 'rate-limit:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      hit(db, { key: this.prefix + key, windowMs: Math.round(timeWindow) }).then(
        ([row]) => callback(null, { current: row?.hits ?? 1, ttl: Math.max(row?.ttl_ms ?? 0, 0) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      const route = (routeOptions as ChildOptions).routeInfo;
      return new PostgresRateLimitStore(
        {},
        `rate-limit:${String(route?.method ?? '')}${String(route?.url ?? '')}:`,
      );
    }
  }
  return PostgresRateLimitStore;
}
