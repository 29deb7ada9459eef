// Who may read /metrics (decision 026). The figures name routes, job names and traffic; they are for
// the operator's scraper, not the public: with METRICS_TOKEN set a scrape must carry it as a bearer
// token (any environment); in production without one the endpoint does not exist; in development and
// tests it is open.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';

export type MetricsAccess = { kind: 'open' } | { kind: 'token'; token: string } | { kind: 'off' };

export function metricsAccess(
  config: Pick<Config, 'isProduction' | 'metricsToken'>,
): MetricsAccess {
  if (config.metricsToken) return { kind: 'token', token: config.metricsToken };
  return config.isProduction ? { kind: 'off' } : { kind: 'open' };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when the Authorization header is `Bearer <token>`; compared in constant time. */
export function carriesToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/i.exec(authorization ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}
