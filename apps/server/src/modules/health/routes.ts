import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database, DriverName } from '../../db/client';
import { pingDatabase } from './repository';

// Used by load balancers and the e2e runner: 200 only when the database answers.
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database; driver: DriverName }> = async (
  app,
  { db, driver },
) => {
  app.get('/api/health', async (request, reply) => {
    try {
      await pingDatabase(db);
      return { success: true, data: { database: 'up', driver } };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      return reply.code(503).send({
        success: false,
        message: 'Database unavailable',
        data: { database: 'down', driver },
      });
    }
  });
};
