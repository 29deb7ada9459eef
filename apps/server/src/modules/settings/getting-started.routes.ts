// GET /api/staff/getting-started (admin only): the "Getting started" checklist of a new association.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gettingStartedResponse } from '@portico/domain/contracts/getting-started.contract';
import { requireStaff } from '../auth';
import { guardedRoute } from '../../lib/guarded-route';
import type { SettingsService } from './settings.service';
import { testMessageRoutes } from './test-messages.routes';
import { dataReply } from '../../lib/replies';

const forAdmins = guardedRoute((request) => requireStaff(request, 'admin'));

export const gettingStartedRoutes: FastifyPluginAsyncZod<{
  service: Pick<SettingsService, 'gettingStarted' | 'testMessages' | 'sendTestMessages'>;
}> = async (app, { service }) => {
  await app.register(testMessageRoutes, { service });

  app.get(
    '/api/staff/getting-started',
    forAdmins({ response: { 200: gettingStartedResponse } }, async (principal) =>
      dataReply(await service.gettingStarted(principal)),
    ),
  );
};
