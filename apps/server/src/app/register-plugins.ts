import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { poolStatsOf } from '../db/client';
import {
  authPlugin,
  createPageCookies,
  createRevocations,
  createTokenService,
} from '../modules/auth';
import { createMetrics, metricsAccess, registerMetrics } from '../modules/metrics';
import { currentStaffPrincipal } from '../modules/staff-auth';
import { currentTeamSeat } from '../modules/team';
import { createDeviceCookies } from '../modules/verification';
import { registerCompression } from '../plugins/compression';
import { registerErrorHandler } from '../plugins/error-handler';
import { registerInputGuard, registerJsonShapeLimit } from '../plugins/input-guard';
import { registerRateLimit } from '../plugins/rate-limit';
import { registerRequestIdEcho } from '../plugins/request-id';
import { registerSecurityHeaders } from '../plugins/security-headers';
import { registerDrain } from '../plugins/drain';
import type { WiredApp } from './fastify';
import type { Wiring } from './types';

/**
 * What every request passes through before any route: request ids, metrics, validation, errors,
 * limits, security headers, compression and authentication. The order matters (see each step).
 */
export async function registerPlugins(app: WiredApp, { config, db, driver, now }: Wiring) {
  registerRequestIdEcho(app);
  // Before any route: every request is counted (decision 026).
  const metrics = createMetrics();
  const poolStats = poolStatsOf(db);
  if (poolStats) metrics.watchPool(poolStats);
  registerMetrics(app, { metrics, access: metricsAccess(config) });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Before any route: the routes that name a per-IP limit get it wherever they are registered.
  await registerRateLimit(app, { db, driver, redisUrl: config.redisUrl });
  registerInputGuard(app);
  registerJsonShapeLimit(app);
  // Before any route: a route may name its own headers (`config.securityHeaders`).
  registerSecurityHeaders(app, { isProduction: config.isProduction });
  // Before any route: it compresses what the routes send.
  registerCompression(app);
  registerDrain(app);
  const revocations = await createRevocations(db, driver, now);
  const tokens = createTokenService(config.appSecret);
  await app.register(authPlugin, {
    tokens,
    isRevoked: revocations.isRevoked,
    currentStaff: (staffId, revocationIds) => currentStaffPrincipal(db, staffId, revocationIds),
    currentTeamSeat: (memberId, personId) => currentTeamSeat(db, memberId, personId),
  });
  // Lets the server render a member's pages with their data; never read by the API (decision 047).
  app.decorate(
    'pageCookies',
    createPageCookies({
      appSecret: config.appSecret,
      secure: config.publicUrl.startsWith('https:'),
      tokens,
      revocations,
    }),
  );
  // Gives a device that proved an address a reserve of codes; never signs anyone in (decision 071).
  app.decorate(
    'deviceCookies',
    createDeviceCookies({ secure: config.publicUrl.startsWith('https:'), now }),
  );
  return { metrics, revocations };
}

export type Plugins = Awaited<ReturnType<typeof registerPlugins>>;
