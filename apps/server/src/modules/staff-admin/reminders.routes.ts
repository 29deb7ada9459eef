import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REMINDER_STAGE_VALUES } from '../../db/schema';
import { staffOnly } from '../auth/staff-only';
import { idParam, optionalParam, pageQuery, pageResponse, searchParam } from './list-query';
import type { RemindersService } from './reminders.service';

const listQuery = z.object({
  q: searchParam,
  member_id: optionalParam(idParam('member_id')),
  stage: optionalParam(
    z.enum(REMINDER_STAGE_VALUES, {
      error: `stage must be one of ${REMINDER_STAGE_VALUES.join(', ')}`,
    }),
  ),
  ...pageQuery,
});

const reminderItem = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  member_number: z.string().nullable(),
  name: z.string(),
  company_name: z.string(),
  stage: z.enum(REMINDER_STAGE_VALUES),
  period_ends_on: z.string(),
  sent_at: z.string(),
  email_sent_at: z.string().nullable(),
  sms_sent_at: z.string().nullable(),
  channels: z.array(z.enum(['email', 'sms'])),
});

export const reminderRoutes: FastifyPluginAsyncZod<{
  service: RemindersService;
}> = async (app, { service }) => {
  // Who was reminded of their renewal when (the member-area reminders job), newest first.
  app.get(
    '/api/staff/reminders',
    {
      onRequest: staffOnly(),
      schema: { querystring: listQuery, response: { 200: pageResponse(reminderItem) } },
    },
    async (request) => {
      const { page, pageSize, q, member_id: memberId, stage } = request.query;
      return {
        success: true as const,
        data: await service.list({ q, memberId, stage }, { page, pageSize }),
      };
    },
  );
};
