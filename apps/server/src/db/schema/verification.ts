// Verification codes (login and contact checks), the failed guesses at them, and the devices that
// proved an address before (decision 071).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { inList, id, createdAt, at } from './columns';
import { CHANNEL_VALUES } from '@portico/domain/contracts/values';
import type { Channel } from './value-sets';

/**
 * A device (a browser holding the device cookie) that entered a right code for an address: its code
 * requests for that address get a reserve of sends and codes only it can guess at (decision 071).
 * The cookie holds a random secret; only its SHA-256 is kept, so a row is revocable and the
 * database alone cannot make a working cookie. It never signs anyone in.
 */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    id: id(),
    /** SHA-256 of the cookie's secret, hex. A sign-in gives the device a new secret (rotation). */
    deviceHash: text('device_hash').notNull(),
    channel: text('channel').$type<Channel>().notNull(),
    /** Normalised email or mobile number, as one_time_codes keeps it. */
    address: text('address').notNull(),
    createdAt: createdAt(),
    /** The address's last right code on this device, plus the cookie's life. */
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('sign_in_devices_device_address_idx').on(t.deviceHash, t.channel, t.address),
    index('sign_in_devices_address_idx').on(t.address),
    check('sign_in_devices_channel_check', inList(t.channel, CHANNEL_VALUES)),
  ],
);

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
    /**
     * Set for a code sent from a device's reserve: no other request replaces it and only guesses
     * that come with the device's cookie are judged against it (decision 071).
     */
    deviceId: integer('device_id').references(() => signInDevices.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('one_time_codes_lookup_idx').on(t.address, t.purpose, t.createdAt),
    index('one_time_codes_ip_idx').on(t.ip, t.createdAt),
    index('one_time_codes_device_idx')
      .on(t.deviceId, t.createdAt)
      .where(sql`${t.deviceId} is not null`),
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
