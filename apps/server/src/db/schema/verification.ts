// Verification codes (login and contact checks) and the failed guesses at them.
import { check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { inList, id, createdAt, at } from './columns';
import { CHANNEL_VALUES } from '@portico/domain/contracts/values';
import type { Channel } from './value-sets';

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    channel: text('channel').$type<Channel>().notNull(),
    /** Normalised email or mobile number. */
    address: text('address').notNull(),
    /** Codes are stored hashed (keyed with APP_SECRET), never in clear. */
    codeHash: text('code_hash').notNull(),
    /** What the code proves: e.g. 'verify' (application contact) or 'login'. */
    purpose: text('purpose').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** Guesses judged from any IP but the one that asked for the code (decision 054). */
    attempts: smallint('attempts').notNull().default(0),
    /** Guesses judged from the IP that asked for the code: strangers elsewhere cannot use them up. */
    requesterAttempts: smallint('requester_attempts').notNull().default(0),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
    ip: text('ip'),
  },
  (t) => [
    index('one_time_codes_lookup_idx').on(t.address, t.purpose, t.createdAt),
    index('one_time_codes_ip_idx').on(t.ip, t.createdAt),
    check('one_time_codes_channel_check', inList(t.channel, CHANNEL_VALUES)),
  ],
);

/**
 * One row per failed code check, whatever the purpose. `codeId` names the issued code the guess was
 * judged against (null when the address had no live code): only those count towards hardening the
 * address's next codes (decision 019), so guesses at an address nobody sent a code to change nothing.
 */
export const oneTimeCodeFailures = pgTable(
  'one_time_code_failures',
  {
    id: id(),
    channel: text('channel').$type<Channel>().notNull(),
    /** Normalised email or mobile number. */
    address: text('address').notNull(),
    failedAt: at('failed_at').notNull(),
    codeId: integer('code_id').references(() => oneTimeCodes.id, { onDelete: 'set null' }),
    ip: text('ip'),
  },
  (t) => [
    index('one_time_code_failures_lookup_idx').on(t.address, t.failedAt),
    check('one_time_code_failures_channel_check', inList(t.channel, CHANNEL_VALUES)),
  ],
);
