// GET and POST /api/staff/getting-started/test-messages (admin only): the admin's test messages on
// each channel, and sending them (see test-messages.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  testMessagesBody,
  testMessagesResponse,
} from '@portico/domain/contracts/test-messages.contract';
import { requireStaff } from '../auth';
import { staffOnly } from '../auth';
import type { SettingsService } from './settings.service';
import { dataReply } from '../../lib/replies';

const PATH = '/api/staff/getting-started/test-messages';

export const testMessageRoutes: FastifyPluginAsyncZod<{
  service: Pick<SettingsService, 'testMessages' | 'sendTestMessages'>;
}> = async (app, { service }) => {
  app.get(
    PATH,
    { onRequest: staffOnly('admin'), schema: { response: { 200: testMessagesResponse } } },
    async (request) => {
      const principal = await requireStaff(request, 'admin');
      return dataReply(await service.testMessages(principal));
    },
  );

  app.post(
    PATH,
    {
      onRequest: staffOnly('admin'),
      schema: { body: testMessagesBody, response: { 200: testMessagesResponse } },
    },
    async (request) => {
      const principal = await requireStaff(request, 'admin');
      return dataReply(await service.sendTestMessages(principal, request.body));
    },
  );
};
