// Per-client-IP limits on public look-ups (@fastify/rate-limit, registered once for the whole app,
// off unless a route asks): a route names its limit and its message with `perIpLimit`, and a caller
// past it gets a 429 with Retry-After in the API's envelope. Counts live in each server process's
// memory; request.ip follows TRUST_PROXY, so behind a trusted proxy each client has its own count.
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { TooManyRequestsError } from '../errors';

export type PerIpLimit = { readonly max: number; readonly timeWindow: number };

export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false });
}

/**
 * A route's `config` for a limit: `max` requests per `timeWindow` ms per client IP, refused with
 * `message(after)` (`after`: how long to wait, in words, e.g. '1 minute').
 */
export function perIpLimit(
  limit: PerIpLimit,
  message: (after: string) => string,
): { rateLimit: RateLimitOptions } {
  return {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.timeWindow,
      errorResponseBuilder: (_request, context) =>
        new TooManyRequestsError(message(context.after), context.ttl / 1000),
    },
  };
}
