// GET /metrics and the request metrics every route feeds. Registered before any route, straight on the
// root instance, so its onResponse hook sees every request, 404s included.
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from '../../plugins/error-handler';
import { carriesToken, type MetricsAccess } from './access';
import type { AppMetrics } from './metrics';

/** The route label of a request no route matched (a 404, or a client-side route of the web app). */
export const UNMATCHED_ROUTE = 'unmatched';

export function registerMetrics(
  app: FastifyInstance,
  { metrics, access }: { metrics: AppMetrics; access: MetricsAccess },
): void {
  // Counting costs every request a little; with nobody allowed to read the figures it is not done.
  if (access.kind !== 'off') {
    app.addHook('onResponse', (request, reply, done) => {
      metrics.request(
        {
          method: request.method,
          route: request.routeOptions.url ?? UNMATCHED_ROUTE,
          statusCode: reply.statusCode,
        },
        reply.elapsedTime / 1000,
      );
      done();
    });
  }

  app.get('/metrics', async (request, reply) => {
    if (access.kind === 'off') return apiNotFound(reply);
    if (access.kind === 'token' && !carriesToken(request.headers.authorization, access.token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ success: false, message: 'Unauthorized' });
    }
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.contentType)
      .send(await metrics.render());
  });
}
