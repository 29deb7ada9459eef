// Per-client-IP limits on public look-ups (@fastify/rate-limit, registered once for the whole app,
// off unless a route asks): a route names its limit and its message with `perIpLimit`, and a caller
// past it gets a 429 with Retry-After in the API's envelope. request.ip follows TRUST_PROXY, so behind
// a trusted proxy each client has its own count.
//
// The counts are shared by every server process (decision 027): in Redis when REDIS_URL is set, else
// in PostgreSQL; a PGlite database belongs to one process, whose memory is then the whole truth. A
// counting store that fails lets the request through (a Redis outage is logged): a limit must not take the
// registration form's checks down with it.
import { randomBytes } from 'node:crypto';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Database, DriverName } from '../db/client';
import { TooManyRequestsError } from '../errors';
import { postgresRateLimitStore } from '../lib/rate-limits';

export type PerIpLimit = { readonly max: number; readonly timeWindow: number };

export type RateLimitStorage = { db: Database; driver: DriverName; redisUrl: string | undefined };

/** How long a command to Redis may take before the limit is skipped for that request. */
const REDIS_TIMEOUT_MS = 1_000;

export async function registerRateLimit(
  app: FastifyInstance,
  storage: RateLimitStorage,
): Promise<void> {
  const shared = { global: false, skipOnError: true } as const;
  if (storage.redisUrl) {
    await app.register(rateLimit, {
      ...shared,
      redis: await connectRedis(app, storage.redisUrl),
      nameSpace: 'portico-rate-limit:',
    });
  } else if (storage.driver === 'postgres') {
    await app.register(rateLimit, { ...shared, store: postgresRateLimitStore(storage.db) });
  } else {
    await app.register(rateLimit, shared);
  }
}

/** Connected before the app serves (a wrong REDIS_URL stops the start), closed with the app. */
async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 5_000,
    commandTimeout: REDIS_TIMEOUT_MS,
    // While Redis is away a request is not held up waiting for it: its command fails at once.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
  });
  let warned = false;
  redis.on('error', (error: unknown) => {
    if (warned) return; // one line per outage, not one per reconnection attempt
    warned = true;
    app.log.warn(
      { err: error },
      'rate-limit Redis unavailable; limits are skipped until it is back',
    );
  });
  redis.on('ready', () => {
    if (warned) app.log.info('rate-limit Redis available again');
    warned = false;
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL: cannot connect to Redis (${(error as Error).message})`, {
      cause: error,
    });
  }
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

/**
 * The server's page renderer calls the API in-process (decision 029) for every visitor, from one
 * address: it marks its calls with this header and a key only this process knows, and a route whose
 * page is itself limited per visitor (web.ts) lets them through.
 */
export const PAGE_RENDER_HEADER = 'x-portico-page-render';
export const PAGE_RENDER_KEY = randomBytes(18).toString('base64url');

const isPageRender = (request: { headers: Record<string, unknown> }) =>
  request.headers[PAGE_RENDER_HEADER] === PAGE_RENDER_KEY;

/**
 * A route's `config` for a limit: `max` requests per `timeWindow` ms per client IP, refused with
 * `message(after)` (`after`: how long to wait, in words, e.g. '1 minute').
 */
export function perIpLimit(
  limit: PerIpLimit,
  message: (after: string) => string,
  options: { exceptPageRenders?: boolean } = {},
): { rateLimit: RateLimitOptions } {
  return {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.timeWindow,
      ...(options.exceptPageRenders ? { allowList: isPageRender } : {}),
      errorResponseBuilder: (_request, context) =>
        new TooManyRequestsError(message(context.after), context.ttl / 1000),
    },
  };
}
