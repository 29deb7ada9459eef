// POST /api/upgrade/start: the lighter upgrade's first step (decision 114), a signed-in member only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { startUpgradeBody, startUpgradeResponse } from '@portico/domain/contracts/upgrade.contract';
import { signedInOnly } from '../auth';
import type { SaveTools } from './save-types';
import { startUpgrade } from './start-upgrade';
import type { FinalSubmitHook } from './submit-application';

export const upgradeRoutes: FastifyPluginAsyncZod<
  SaveTools & { onFinalSubmit?: FinalSubmitHook }
> = async (app, options) => {
  app.post(
    '/api/upgrade/start',
    {
      onRequest: signedInOnly,
      schema: { body: startUpgradeBody, response: { 200: startUpgradeResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await startUpgrade(options, await request.principal(), request.body),
    }),
  );
};
