// GET and POST /api/staff/getting-started/test-messages (admin only): the admin's test messages on
// each channel, and sending them (see test-messages.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  testMessagesBody,
  testMessagesResponse,
} from '@portico/domain/contracts/test-messages.contract';
import { requireStaff } from '../auth';
import { guardedRoute } from '../../lib/guarded-route';
import type { SettingsService } from './settings.service';
import { dataReply } from '../../lib/replies';

const PATH = '/api/staff/getting-started/test-messages';
const forAdmins = guardedRoute((request) => requireStaff(request, 'admin'));

export const testMessageRoutes: FastifyPluginAsyncZod<{
  service: Pick<SettingsService, 'testMessages' | 'sendTestMessages'>;
}> = async (app, { service }) => {
  app.get(
    PATH,
    forAdmins({ response: { 200: testMessagesResponse } }, async (principal) =>
      dataReply(await service.testMessages(principal)),
    ),
  );

  app.post(
    PATH,
    forAdmins(
      { body: testMessagesBody, response: { 200: testMessagesResponse } },
      async (principal, request) =>
        dataReply(await service.sendTestMessages(principal, request.body)),
    ),
  );
};
