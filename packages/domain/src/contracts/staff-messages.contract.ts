// Every message the portal sent or is sending (the notification outbox, issue #16):
// GET /api/staff/messages (failed first; filters), GET /api/staff/messages/:id (with its text) and
// POST /api/staff/messages/:id/resend (a new copy, queued).
import { z } from 'zod';
import {
  dataResponse,
  idParam,
  optionalParam,
  pageQuery,
  pageResponse,
  savedResponse,
  searchParam,
} from './common';
import { CHANNEL_VALUES, OUTBOX_STATUS_VALUES } from './values';
import { registerRequestContracts } from './request-contract';

export const messageListQuery = z.object({
  /** The recipient: part of an email address or mobile number. */
  q: searchParam,
  status: optionalParam(
    z.enum(OUTBOX_STATUS_VALUES, {
      error: `status must be one of ${OUTBOX_STATUS_VALUES.join(', ')}`,
    }),
  ),
  channel: optionalParam(
    z.enum(CHANNEL_VALUES, { error: `channel must be one of ${CHANNEL_VALUES.join(', ')}` }),
  ),
  kind: optionalParam(
    z
      .string({ error: 'kind must be text' })
      .trim()
      .max(60, 'kind must be at most 60 characters')
      .regex(/^[a-z0-9_]*$/, 'kind must be a message kind such as rejected_email')
      .transform((value) => (value === '' ? undefined : value)),
  ),
  application_id: optionalParam(idParam('application_id')),
  member_id: optionalParam(idParam('member_id')),
  ...pageQuery,
});

export const messageItem = z.object({
  id: z.number().int(),
  channel: z.enum(CHANNEL_VALUES),
  to: z.string(),
  subject: z.string().nullable(),
  kind: z.string().nullable(),
  status: z.enum(OUTBOX_STATUS_VALUES),
  attempts: z.number().int(),
  /** The last delivery error, safe to show. */
  error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  read_at: z.string().nullable(),
  failed_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  application_id: z.number().int().nullable(),
  member_id: z.number().int().nullable(),
  /** Null when staff may resend it; else why not (a code, a message with attachments, still sending). */
  not_resendable_reason: z.string().nullable(),
});

export const messageDetail = messageItem.extend({ text: z.string(), html: z.string().nullable() });

export const messageIdParams = z.object({ id: idParam('id') });
export const messageListResponse = pageResponse(messageItem);
export const messageDetailResponse = dataResponse(messageDetail);
export const messageResendResponse = savedResponse(z.object({ id: z.number().int() }));

export type MessageItem = z.infer<typeof messageItem>;
export type MessageDetail = z.infer<typeof messageDetail>;
export type MessageListQuery = z.infer<typeof messageListQuery>;

registerRequestContracts({ messageListQuery });
