// The membership_cards rows: a member's current card (issued on first use), one card by its serial,
// and revoking the current card.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { membershipCards } from '../../db/schema';
import { firstRow } from '../../lib/first-row';

export type CardRow = typeof membershipCards.$inferSelect;

export async function findCard(
  db: Executor,
  memberId: number,
  serial: number,
): Promise<CardRow | undefined> {
  return firstRow(
    db,
    membershipCards,
    and(eq(membershipCards.memberId, memberId), eq(membershipCards.serial, serial)),
  );
}

async function findCurrentCard(db: Executor, memberId: number): Promise<CardRow | undefined> {
  return firstRow(
    db,
    membershipCards,
    and(eq(membershipCards.memberId, memberId), isNull(membershipCards.revokedAt)),
    desc(membershipCards.serial),
  );
}

/**
 * The member's unrevoked card, issued (the next serial) when there is none. Two first opens at once
 * race for the same serial: the loser's insert does nothing and it reads the winner's card.
 */
export async function currentCard(db: Executor, memberId: number): Promise<CardRow> {
  const existing = await findCurrentCard(db, memberId);
  if (existing) return existing;
  await db
    .insert(membershipCards)
    .values({
      memberId,
      serial: sql`(select coalesce(max(serial), 0) + 1 from membership_cards where member_id = ${memberId})`,
    })
    .onConflictDoNothing();
  const issued = await findCurrentCard(db, memberId);
  if (!issued) throw new Error(`no card could be issued to member ${memberId}`);
  return issued;
}

/** Revokes the member's unrevoked cards (a lost phone); the next open issues a new serial. */
export async function revokeCards(db: Executor, memberId: number, at: Date): Promise<void> {
  await db
    .update(membershipCards)
    .set({ revokedAt: at })
    .where(and(eq(membershipCards.memberId, memberId), isNull(membershipCards.revokedAt)));
}

/** Every issued card as [member id, serial], revoked or not: the offline scanner's lists. */
export async function listCardSerials(
  db: Executor,
): Promise<{ revoked: [number, number][]; current: [number, number][] }> {
  const rows = await db
    .select({
      memberId: membershipCards.memberId,
      serial: membershipCards.serial,
      revokedAt: membershipCards.revokedAt,
    })
    .from(membershipCards)
    .orderBy(membershipCards.memberId, membershipCards.serial);
  const pair = (row: (typeof rows)[number]): [number, number] => [row.memberId, row.serial];
  return {
    revoked: rows.filter((row) => row.revokedAt !== null).map(pair),
    current: rows.filter((row) => row.revokedAt === null).map(pair),
  };
}
