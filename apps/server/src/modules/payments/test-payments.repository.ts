// The admins' test payments (decision 072): their own table, read and changed here only. Each change
// is conditional on the status it leaves, so a callback and a webhook racing capture it once.
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { testPayments } from '../../db/schema';
import { insertRow } from '../../lib/insert-row';
import { firstRow } from '../../lib/first-row';

export type TestPaymentRow = typeof testPayments.$inferSelect;

export async function insertTestPayment(tx: Executor, values: typeof testPayments.$inferInsert) {
  return insertRow(tx, testPayments, values);
}

export async function latestTestPayment(db: Executor): Promise<TestPaymentRow | undefined> {
  return firstRow(db, testPayments, undefined, desc(testPayments.id));
}

export async function findTestPaymentByOrder(
  db: Executor,
  providerOrderId: string,
): Promise<TestPaymentRow | undefined> {
  return firstRow(db, testPayments, eq(testPayments.providerOrderId, providerOrderId));
}

export async function countTestPaymentsSince(db: Executor, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(testPayments)
    .where(gte(testPayments.createdAt, since));
  return row?.n ?? 0;
}

/** Captures a created test payment; undefined when it was not `created` (already captured). */
export async function captureTestPayment(
  tx: Executor,
  id: number,
  providerPaymentId: string,
  at: Date,
): Promise<TestPaymentRow | undefined> {
  const [row] = await tx
    .update(testPayments)
    .set({ status: 'captured', providerPaymentId, capturedAt: at })
    .where(and(eq(testPayments.id, id), eq(testPayments.status, 'created')))
    .returning();
  return row;
}

export async function markTestPaymentRefunded(
  tx: Executor,
  id: number,
  providerRefundId: string,
  at: Date,
): Promise<TestPaymentRow | undefined> {
  const [row] = await tx
    .update(testPayments)
    .set({ status: 'refunded', providerRefundId, refundedAt: at })
    .where(and(eq(testPayments.id, id), eq(testPayments.status, 'captured')))
    .returning();
  return row;
}
