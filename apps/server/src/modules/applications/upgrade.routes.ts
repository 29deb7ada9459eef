// POST /api/upgrade/start: the lighter upgrade's first step (decision 114), a signed-in member only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { startUpgradeBody, startUpgradeResponse } from '@portico/domain/contracts/upgrade.contract';
import { signedInOnly } from '../auth';
import type { ApplicationService } from './applications.service';

export const upgradeRoutes: FastifyPluginAsyncZod<{ service: ApplicationService }> = async (
  app,
  { service },
) => {
  app.post(
    '/api/upgrade/start',
    {
      onRequest: signedInOnly,
      schema: { body: startUpgradeBody, response: { 200: startUpgradeResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await service.startUpgrade(await request.principal(), request.body),
    }),
  );
};
