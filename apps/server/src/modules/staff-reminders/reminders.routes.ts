import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  reminderListQuery,
  reminderListResponse,
} from '@portico/domain/contracts/staff-reminders.contract';
import { staffOnly } from '../auth';
import type { RemindersService } from './reminders.service';
import { dataReply } from '../../lib/replies';

export const reminderRoutes: FastifyPluginAsyncZod<{
  service: RemindersService;
}> = async (app, { service }) => {
  // Who was reminded of their renewal when (the member-area reminders job), newest first.
  app.get(
    '/api/staff/reminders',
    {
      onRequest: staffOnly(),
      schema: { querystring: reminderListQuery, response: { 200: reminderListResponse } },
    },
    async (request) => {
      const { page, pageSize, q, member_id: memberId, stage } = request.query;
      return dataReply(await service.list({ q, memberId, stage }, { page, pageSize }));
    },
  );
};
