import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { inList, id, createdAt, at } from './columns';
import { CHANNEL_VALUES } from '@portico/domain/contracts/values';
import type { Channel } from './value-sets';

/** Every message sent (or, in development, only recorded): the dev outbox reads it. */
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
    error: text('error'),
  },
  (t) => [
    index('outbox_to_created_idx').on(t.to, t.createdAt),
    check('outbox_channel_check', inList(t.channel, CHANNEL_VALUES)),
  ],
);
