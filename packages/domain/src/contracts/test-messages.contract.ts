// The Getting started test messages (admin only, issue #27): GET /api/staff/getting-started/test-messages
// says, per channel, whether a transport is set up (else the setting to add) and where the admin's last
// test message stands in the outbox; POST sends one on each channel set up, to the admin's own email
// and mobile (a mobile given here is saved on their staff account).
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { numericText, phoneRule, rule } from '../schemas/fields';
import { dataResponse } from './common';
import { CHANNEL_VALUES, OUTBOX_STATUS_VALUES } from './values';
import { registerRequestContracts } from './request-contract';

export const testMessagesBody = z.object({
  /** Needed once, when SMS or WhatsApp is set up and the account has no mobile yet. */
  mobile_number: numericText
    .superRefine(rule(phoneRule(MESSAGES.mobileRequired, MESSAGES.mobileInvalid)))
    .optional(),
});
export type TestMessagesBody = z.output<typeof testMessagesBody>;

/** The outbox's states that are final for a test: it reached the provider, or it never will. */
export const FINAL_TEST_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export const DELIVERED_TEST_STATUSES = ['sent', 'delivered', 'read'] as const;

export const testMessageChannel = z.object({
  channel: z.enum(CHANNEL_VALUES),
  /** A transport delivers this channel; else the outbox keeps its messages and `setting` says what to add. */
  configured: z.boolean(),
  setting: z.string(),
  /** Where a test goes: the admin's email, or their mobile (null until they give one). */
  to: z.string().nullable(),
  last: z
    .object({
      id: z.number().int(),
      status: z.enum(OUTBOX_STATUS_VALUES),
      /** The transport's error, as safe to show staff. */
      error: z.string().nullable(),
      created_at: z.string(),
    })
    .nullable(),
});
export type TestMessageChannel = z.infer<typeof testMessageChannel>;

export const testMessages = z.object({
  mobile_number: z.string().nullable(),
  channels: z.array(testMessageChannel),
});
export type TestMessages = z.infer<typeof testMessages>;

export const testMessagesResponse = dataResponse(testMessages);

registerRequestContracts({ testMessagesBody });
