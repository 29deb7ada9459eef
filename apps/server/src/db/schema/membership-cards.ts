// Members' digital cards (decision 092): each card a member is issued has a serial of its own, which
// its signed QR token names. Revoking a card (a lost phone) sets revoked_at; the next card the member
// opens is a new serial, so the old QR says "revoked" while the new one verifies.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, id, ownerId } from './columns';
import { members } from './applications';

export const membershipCards = pgTable(
  'membership_cards',
  {
    id: id(),
    memberId: ownerId('member_id', () => members.id),
    /** 1 for the member's first card, then one more for each reissue. */
    serial: integer('serial').notNull(),
    issuedAt: at('issued_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
    /**
     * Apple Wallet's update tag (decision 116): when what the card's pass shows last changed. The
     * devices' list of updated passes and the pass's Last-Modified read it.
     */
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** A digest of what the pass showed at updated_at; the pass job compares it to push changes. */
    passState: text('pass_state'),
  },
  (t) => [
    uniqueIndex('membership_cards_member_serial_idx').on(t.memberId, t.serial),
    check('membership_cards_serial_check', sql`${t.serial} >= 1`),
  ],
);

/**
 * The authentication tokens of a card's Apple Wallet passes (decision 116), as SHA-256 digests: each
 * pass downloaded carries a new random token, and a device's calls for that pass must present one.
 */
export const walletPassTokens = pgTable(
  'wallet_pass_tokens',
  {
    id: id(),
    cardId: ownerId('card_id', () => membershipCards.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('wallet_pass_tokens_card_idx').on(t.cardId)],
);

/** The devices that added a card's pass and asked for its updates, with their APNs push tokens. */
export const walletPassRegistrations = pgTable(
  'wallet_pass_registrations',
  {
    id: id(),
    cardId: ownerId('card_id', () => membershipCards.id),
    deviceLibraryIdentifier: text('device_library_identifier').notNull(),
    pushToken: text('push_token').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_pass_registrations_device_card_idx').on(
      t.deviceLibraryIdentifier,
      t.cardId,
    ),
    index('wallet_pass_registrations_card_idx').on(t.cardId),
  ],
);

/**
 * Pushes waiting to go to APNs (an outbox): one row per push token, whatever number of its passes
 * changed, since the device then asks which passes did. requested_at moves when another change
 * comes while a push is on its way, so the sender deletes only the request it sent.
 */
export const walletPassPushes = pgTable('wallet_pass_pushes', {
  pushToken: text('push_token').primaryKey(),
  requestedAt: at('requested_at').notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  dueAt: at('due_at').notNull().defaultNow(),
});
