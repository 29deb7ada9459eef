// Queries of mandates, their debits and history (decision 099). A debit's status moves only by a
// conditional update that names the status it leaves, so of racing runs, webhooks and reconciliations
// exactly one makes each move.
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  LIVE_MANDATE_STATUSES,
  type MandateDebitStatus,
  type MandateStatus,
} from '@portico/domain/auto-renewal';
import type { Executor } from '../../db/client';
import { mandateDebits, mandateEvents, mandates } from '../../db/schema';
import { memberExpirySql } from '../records';
import { firstRow } from '../../lib/first-row';
import { insertRow } from '../../lib/insert-row';

export type MandateRow = typeof mandates.$inferSelect;
export type DebitRow = typeof mandateDebits.$inferSelect;
export type MandateEventRow = typeof mandateEvents.$inferSelect;

export async function findLiveMandate(db: Executor, memberId: number) {
  return firstRow(
    db,
    mandates,
    and(eq(mandates.memberId, memberId), inArray(mandates.status, [...LIVE_MANDATE_STATUSES])),
  );
}

export async function findLatestMandate(db: Executor, memberId: number) {
  return firstRow(db, mandates, eq(mandates.memberId, memberId), desc(mandates.id));
}

export async function findMandate(db: Executor, id: number) {
  return firstRow(db, mandates, eq(mandates.id, id));
}

export async function findMandateByOrder(db: Executor, registrationOrderId: string) {
  return firstRow(db, mandates, eq(mandates.registrationOrderId, registrationOrderId));
}

export async function findMandateByToken(db: Executor, providerTokenId: string) {
  return firstRow(db, mandates, eq(mandates.providerTokenId, providerTokenId));
}

export async function insertMandate(db: Executor, values: typeof mandates.$inferInsert) {
  return insertRow(db, mandates, values, 'mandate not inserted');
}

/** Moves a mandate from one of `from` to `to`; undefined when another change came first. */
export async function moveMandate(
  db: Executor,
  id: number,
  from: readonly MandateStatus[],
  values: Partial<typeof mandates.$inferInsert> & { status: MandateStatus },
  at: Date,
) {
  const [row] = await db
    .update(mandates)
    .set({ ...values, updatedAt: at })
    .where(and(eq(mandates.id, id), inArray(mandates.status, [...from])))
    .returning();
  return row;
}

export async function setMandateToken(db: Executor, id: number, providerTokenId: string) {
  await db
    .update(mandates)
    .set({ providerTokenId })
    .where(and(eq(mandates.id, id), sql`${mandates.providerTokenId} is null`));
}

/** Pending mandates the provider may have settled without our hearing of it. */
export async function findPendingMandates(db: Executor, createdBefore: Date, limit: number) {
  return db
    .select()
    .from(mandates)
    .where(and(eq(mandates.status, 'pending'), lte(mandates.createdAt, createdBefore)))
    .orderBy(asc(mandates.id))
    .limit(limit);
}

export async function recordMandateEvent(
  db: Executor,
  mandateId: number,
  kind: string,
  at: Date,
  detail: Record<string, unknown> | null = null,
) {
  await db.insert(mandateEvents).values({ mandateId, kind, at, detail });
}

export async function listMandateEvents(db: Executor, mandateId: number, limit = 100) {
  return db
    .select()
    .from(mandateEvents)
    .where(eq(mandateEvents.mandateId, mandateId))
    .orderBy(desc(mandateEvents.at), desc(mandateEvents.id))
    .limit(limit);
}

export async function findDebit(db: Executor, mandateId: number, periodEndsAt: Date) {
  return firstRow(
    db,
    mandateDebits,
    and(eq(mandateDebits.mandateId, mandateId), eq(mandateDebits.periodEndsAt, periodEndsAt)),
  );
}

/** The cycle's debit, made once: of racing runs one inserts it, the others get undefined. */
export async function insertDebit(db: Executor, values: typeof mandateDebits.$inferInsert) {
  const [row] = await db
    .insert(mandateDebits)
    .values(values)
    .onConflictDoNothing({ target: [mandateDebits.mandateId, mandateDebits.periodEndsAt] })
    .returning();
  return row;
}

/** Moves a debit from one of `from` to its next state; undefined when another run moved it first. */
export async function moveDebit(
  db: Executor,
  id: number,
  from: readonly MandateDebitStatus[],
  values: Partial<typeof mandateDebits.$inferInsert> & { status: MandateDebitStatus },
  at: Date,
) {
  const [row] = await db
    .update(mandateDebits)
    .set({ ...values, updatedAt: at })
    .where(and(eq(mandateDebits.id, id), inArray(mandateDebits.status, [...from])))
    .returning();
  return row;
}

export async function markDebitOutcomeSent(db: Executor, id: number, at: Date) {
  const [row] = await db
    .update(mandateDebits)
    .set({ outcomeSentAt: at })
    .where(and(eq(mandateDebits.id, id), sql`${mandateDebits.outcomeSentAt} is null`))
    .returning({ id: mandateDebits.id });
  return row !== undefined;
}

export async function findDebitsIn(
  db: Executor,
  statuses: readonly MandateDebitStatus[],
  limit: number,
) {
  return db
    .select()
    .from(mandateDebits)
    .where(inArray(mandateDebits.status, [...statuses]))
    .orderBy(asc(mandateDebits.debitAt), asc(mandateDebits.id))
    .limit(limit);
}

export async function listDebitsOfMandate(db: Executor, mandateId: number) {
  return db
    .select()
    .from(mandateDebits)
    .where(eq(mandateDebits.mandateId, mandateId))
    .orderBy(desc(mandateDebits.periodEndsAt));
}

/** Active mandates whose member's latest period ends before `before` (the cycle's candidates). */
export async function findActiveMandatesEndingBefore(db: Executor, before: Date, limit: number) {
  // Qualified by hand: drizzle writes a bare column name, which the subquery would read as its own.
  const expiry = memberExpirySql(sql`"mandates"."member_id"`);
  const rows = await db
    .select({ mandateId: mandates.id, memberId: mandates.memberId, expiry })
    .from(mandates)
    .where(and(eq(mandates.status, 'active'), sql`${expiry} <= ${before.toISOString()}`))
    .orderBy(asc(mandates.id))
    .limit(limit);
  return rows.flatMap((row) =>
    row.expiry === null ? [] : [{ ...row, expiry: new Date(row.expiry as string | Date) }],
  );
}
