// GET /api/staff/getting-started (admin only): the "Getting started" checklist of a new association.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gettingStartedResponse } from '@portico/domain/contracts/getting-started.contract';
import { requireStaff, staffOnly } from '../auth';
import type { SettingsService } from './settings.service';
import { testMessageRoutes } from './test-messages.routes';
import { dataReply } from '../../lib/replies';

export const gettingStartedRoutes: FastifyPluginAsyncZod<{
  service: Pick<SettingsService, 'gettingStarted' | 'testMessages' | 'sendTestMessages'>;
}> = async (app, { service }) => {
  await app.register(testMessageRoutes, { service });

  app.get(
    '/api/staff/getting-started',
    { onRequest: staffOnly('admin'), schema: { response: { 200: gettingStartedResponse } } },
    async (request) => {
      const principal = await requireStaff(request, 'admin');
      return dataReply(await service.gettingStarted(principal));
    },
  );
};
