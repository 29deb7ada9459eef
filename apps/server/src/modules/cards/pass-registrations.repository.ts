// The rows of Apple Wallet's web service (decision 116): a card's pass tokens (digests), the devices
// registered for its updates, the card's update tag and pass state, and the pushes waiting to go.
import { and, desc, eq, gte, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  membershipCards,
  walletPassPushes,
  walletPassRegistrations,
  walletPassTokens,
} from '../../db/schema';

/** Tokens kept per card: a member who downloads the pass again keeps their other devices' passes. */
const TOKENS_KEPT = 10;

export async function addPassToken(db: Executor, cardId: number, tokenHash: string) {
  await db.insert(walletPassTokens).values({ cardId, tokenHash });
  const kept = db
    .select({ id: walletPassTokens.id })
    .from(walletPassTokens)
    .where(eq(walletPassTokens.cardId, cardId))
    .orderBy(desc(walletPassTokens.id))
    .limit(TOKENS_KEPT);
  await db
    .delete(walletPassTokens)
    .where(and(eq(walletPassTokens.cardId, cardId), notInArray(walletPassTokens.id, kept)));
}

export async function passTokenHashes(db: Executor, cardId: number): Promise<string[]> {
  const rows = await db
    .select({ hash: walletPassTokens.tokenHash })
    .from(walletPassTokens)
    .where(eq(walletPassTokens.cardId, cardId));
  return rows.map((row) => row.hash);
}

/** Registers the device for the card's updates: true when new, false when it was (token updated). */
export async function registerDevice(
  db: Executor,
  cardId: number,
  device: string,
  pushToken: string,
): Promise<boolean> {
  const updated = await db
    .update(walletPassRegistrations)
    .set({ pushToken })
    .where(
      and(
        eq(walletPassRegistrations.cardId, cardId),
        eq(walletPassRegistrations.deviceLibraryIdentifier, device),
      ),
    )
    .returning({ id: walletPassRegistrations.id });
  if (updated.length > 0) return false;
  const inserted = await db
    .insert(walletPassRegistrations)
    .values({ cardId, deviceLibraryIdentifier: device, pushToken })
    .onConflictDoNothing()
    .returning({ id: walletPassRegistrations.id });
  return inserted.length > 0;
}

export async function unregisterDevice(db: Executor, cardId: number, device: string) {
  await db
    .delete(walletPassRegistrations)
    .where(
      and(
        eq(walletPassRegistrations.cardId, cardId),
        eq(walletPassRegistrations.deviceLibraryIdentifier, device),
      ),
    );
}

/**
 * The device's registered cards updated after the tag `since` (epoch milliseconds; all of them
 * without). Tags are whole milliseconds and the job writes whole milliseconds, so "after" is "from
 * the next millisecond": a first tag with microseconds is not answered again.
 */
export async function updatedCardsOf(db: Executor, device: string, since: number | null) {
  return db
    .select({
      memberId: membershipCards.memberId,
      serial: membershipCards.serial,
      updatedAt: membershipCards.updatedAt,
    })
    .from(walletPassRegistrations)
    .innerJoin(membershipCards, eq(membershipCards.id, walletPassRegistrations.cardId))
    .where(
      and(
        eq(walletPassRegistrations.deviceLibraryIdentifier, device),
        since === null ? undefined : gte(membershipCards.updatedAt, new Date(since + 1)),
      ),
    )
    .orderBy(membershipCards.id);
}

/** Every card some device is registered for: what the pass job compares. */
export async function registeredCards(db: Executor) {
  return db
    .select({
      id: membershipCards.id,
      memberId: membershipCards.memberId,
      revokedAt: membershipCards.revokedAt,
      passState: membershipCards.passState,
    })
    .from(membershipCards)
    .where(
      inArray(
        membershipCards.id,
        db.selectDistinct({ id: walletPassRegistrations.cardId }).from(walletPassRegistrations),
      ),
    )
    .orderBy(membershipCards.id);
}

/** The card's pass state when none was kept yet (a first registration): no push for it. */
export async function keepFirstPassState(db: Executor, cardId: number, state: string) {
  await db
    .update(membershipCards)
    .set({ passState: state })
    .where(and(eq(membershipCards.id, cardId), isNull(membershipCards.passState)));
}

/**
 * Moves the card's pass state from `from` to `to` and its update tag to `at`: false when another
 * process moved it first (it then queued the pushes).
 */
export async function movePassState(
  db: Executor,
  cardId: number,
  from: string | null,
  to: string,
  at: Date,
): Promise<boolean> {
  const moved = await db
    .update(membershipCards)
    .set({ passState: to, updatedAt: at })
    .where(
      and(
        eq(membershipCards.id, cardId),
        from === null ? isNull(membershipCards.passState) : eq(membershipCards.passState, from),
      ),
    )
    .returning({ id: membershipCards.id });
  return moved.length > 0;
}

/** Queues a push to every device registered for the card (one row per push token). */
export async function queuePushes(db: Executor, cardId: number, at: Date) {
  await db.execute(sql`
    insert into wallet_pass_pushes (push_token, requested_at, attempts, due_at)
    select distinct push_token, ${at.toISOString()}::timestamptz, 0, ${at.toISOString()}::timestamptz
      from wallet_pass_registrations where card_id = ${cardId}
    on conflict (push_token) do update
      set requested_at = excluded.requested_at, attempts = 0, due_at = excluded.due_at`);
}

export async function duePushes(db: Executor, at: Date, limit: number) {
  return db
    .select()
    .from(walletPassPushes)
    .where(lte(walletPassPushes.dueAt, at))
    .orderBy(walletPassPushes.dueAt)
    .limit(limit);
}

/** Done with the push as it was requested; a change queued meanwhile keeps its row. */
export async function pushDone(db: Executor, pushToken: string, requestedAt: Date) {
  await db
    .delete(walletPassPushes)
    .where(
      and(eq(walletPassPushes.pushToken, pushToken), eq(walletPassPushes.requestedAt, requestedAt)),
    );
}

export async function pushLater(
  db: Executor,
  push: { pushToken: string; requestedAt: Date },
  attempts: number,
  dueAt: Date,
) {
  await db
    .update(walletPassPushes)
    .set({ attempts, dueAt })
    .where(
      and(
        eq(walletPassPushes.pushToken, push.pushToken),
        eq(walletPassPushes.requestedAt, push.requestedAt),
      ),
    );
}

/** APNs says the token is gone: the device no longer has the pass (or the app). */
export async function forgetPushToken(db: Executor, pushToken: string) {
  await db.delete(walletPassRegistrations).where(eq(walletPassRegistrations.pushToken, pushToken));
  await db.delete(walletPassPushes).where(eq(walletPassPushes.pushToken, pushToken));
}
