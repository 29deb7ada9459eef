import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  healthResponse,
  liveResponse,
  readyResponse,
} from '@portico/domain/contracts/health.contract';
import type { DriverName } from '../../db/client';
import type { HealthService } from './health.service';
import { dataReply } from '../../lib/replies';

// Probes for load balancers, orchestrators and the e2e runner (decision 026):
// - /api/health: 200 when the database answers (kept as it was: the e2e runner waits on it);
// - /api/health/live: the process answers (restart it when this fails);
// - /api/health/ready: the database answers and holds every migration of this build (send it
//   traffic only then).
export const healthRoutes: FastifyPluginAsyncZod<{
  service: HealthService;
  driver: DriverName;
}> = async (app, { service, driver }) => {
  app.get('/api/health', { schema: { response: healthResponse } }, async (request, reply) => {
    try {
      await service.ping();
      return dataReply({ database: 'up' as const, driver });
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      return reply.code(503).send({
        success: false,
        message: 'Database unavailable',
        data: { database: 'down', driver },
      });
    }
  });

  app.get('/api/health/live', { schema: { response: liveResponse } }, async () =>
    dataReply({ status: 'live' as const }),
  );

  app.get('/api/health/ready', { schema: { response: readyResponse } }, async (request, reply) => {
    const { reason, ...data } = await service.readiness(request.log);
    if (reason === undefined) return dataReply(data);
    return reply.code(503).send({ success: false, message: reason, data });
  });
};
