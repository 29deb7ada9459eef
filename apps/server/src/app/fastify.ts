import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TrustProxy } from '../config';
import { requestIdOf } from '../plugins/request-id';
import type { RegisteredRoute } from './types';

/** The Fastify instance every wiring step adds to. */
export type WiredApp = ReturnType<typeof createFastify>;

/** The bare Fastify instance, which lists every route registered on it (`registeredRoutes`). */
export function createFastify(logger: FastifyBaseLogger, trustProxy: TrustProxy) {
  const app = Fastify({
    loggerInstance: logger,
    // Behind a reverse proxy request.ip (the per-IP code limit's key) is the proxy's own address
    // unless the proxy is trusted to name the client in X-Forwarded-For.
    trustProxy: fastifyTrustProxy(trustProxy),
    // Payment links carry a signed token as a path segment (api-contract), longer than the default 100.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    // Fastify would take any X-Request-Id as it comes: requestIdOf keeps only a safe one.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // While a stopping process drains, a request that arrives on a connection nginx kept open is
    // served (with Connection: close) rather than refused with 503: nginx does not send a POST that
    // got a 503 to the other process, so an upgrade's restarts would fail it (decision 063).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', ({ method, url, schema }) => {
    for (const one of Array.isArray(method) ? method : [method]) {
      if (one !== 'HEAD') registeredRoutes.push({ method: one, url, schema });
    }
  });
  return app;
}

/** Fastify's form of TRUST_PROXY (a fresh array: Fastify does not take a readonly one). */
function fastifyTrustProxy(trustProxy: TrustProxy): boolean | string[] {
  return typeof trustProxy === 'object' ? [...trustProxy] : trustProxy;
}
