// Members' digital cards (decision 092): each card a member is issued has a serial of its own, which
// its signed QR token names. Revoking a card (a lost phone) sets revoked_at; the next card the member
// opens is a new serial, so the old QR says "revoked" while the new one verifies.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, id } from './columns';
import { members } from './applications';

export const membershipCards = pgTable(
  'membership_cards',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** 1 for the member's first card, then one more for each reissue. */
    serial: integer('serial').notNull(),
    issuedAt: at('issued_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('membership_cards_member_serial_idx').on(t.memberId, t.serial),
    check('membership_cards_serial_check', sql`${t.serial} >= 1`),
  ],
);
