import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { inList, id, createdAt, at } from './columns';
import { CHANNEL_VALUES, OUTBOX_STATUS_VALUES } from '@portico/domain/contracts/values';
import type { Channel } from './value-sets';
import { applications, members } from './applications';

/**
 * Every message the portal sends, by email, SMS or WhatsApp (issue #16: the notification outbox). A
 * message is written here in the same transaction as the change that causes it; a worker delivers it
 * with retries and back-off under a lease (so a process that dies mid-send leaves it to another, never
 * to two), and the provider's reports (delivered, read, failed) are recorded against it. In development
 * the outbox is the delivery: the dev outbox route reads codes and links from it.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    channel: text('channel').$type<Channel>().notNull(),
    to: text('to_address').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
    /** Null until delivered (always set at once when there is no real transport). */
    sentAt: at('sent_at'),
    /** The last delivery error, as safe to show staff. */
    error: text('error'),
    /** What the message is (a template kind such as 'rejected_email', or 'login_code'); null on old rows. */
    kind: text('kind'),
    status: text('status').$type<(typeof OUTBOX_STATUS_VALUES)[number]>().notNull().default('sent'),
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may (next) try it; null once it needs no more tries. */
    nextAttemptAt: at('next_attempt_at'),
    /** A worker's lease while sending: another takes it over only after this passes. */
    lockedUntil: at('locked_until'),
    /** The provider's id for the message (WhatsApp message id, gateway id), to match its reports. */
    providerMessageId: text('provider_message_id'),
    deliveredAt: at('delivered_at'),
    readAt: at('read_at'),
    failedAt: at('failed_at'),
    /** Whose message it is, so staff see every message on the applicant's or member's page. */
    applicationId: integer('application_id').references(() => applications.id),
    memberId: integer('member_id').references(() => members.id),
    /** Channel-specific parts: a WhatsApp template's name, language and parameters; an SMS's DLT ids. */
    payload: text('payload'),
    /**
     * The message as written, encrypted (decision 053), when its stored text hides a code, a link's
     * token or an erased person: the worker sends from it. Dropped once done for codes and erasures.
     */
    sealed: text('sealed'),
  },
  (t) => [
    index('outbox_to_created_idx').on(t.to, t.createdAt),
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index('outbox_provider_message_idx').on(t.providerMessageId),
    index('outbox_application_idx').on(t.applicationId),
    index('outbox_member_idx').on(t.memberId),
    index('outbox_failed_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'failed'`),
    check('outbox_channel_check', inList(t.channel, CHANNEL_VALUES)),
    check('outbox_status_check', inList(t.status, OUTBOX_STATUS_VALUES)),
  ],
);
