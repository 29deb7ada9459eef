// The renewal reminders sent: GET /api/staff/reminders (search, member, stage, paging).
import { z } from 'zod';
import { idParam, optionalParam, pageQuery, pageResponse, searchParam } from './common';
import { CHANNEL_VALUES, REMINDER_STAGE_VALUES } from './values';
import { registerRequestContracts } from './request-contract';

export const reminderListQuery = z.object({
  q: searchParam,
  member_id: optionalParam(idParam('member_id')),
  stage: optionalParam(
    z.enum(REMINDER_STAGE_VALUES, {
      error: `stage must be one of ${REMINDER_STAGE_VALUES.join(', ')}`,
    }),
  ),
  ...pageQuery,
});

export const reminderItem = z.object({
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
  channels: z.array(z.enum(CHANNEL_VALUES)),
});

export const reminderListResponse = pageResponse(reminderItem);
export type ReminderItem = z.infer<typeof reminderItem>;

registerRequestContracts({ reminderListQuery });
