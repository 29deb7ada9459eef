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

/** Moves a test payment on from `from`; undefined when it had left `from` (a racing change came first). */
async function moveTestPayment(
  tx: Executor,
  id: number,
  from: TestPaymentRow['status'],
  change: Partial<typeof testPayments.$inferInsert> & { status: TestPaymentRow['status'] },
): Promise<TestPaymentRow | undefined> {
  const [row] = await tx
    .update(testPayments)
    .set(change)
    .where(and(eq(testPayments.id, id), eq(testPayments.status, from)))
    .returning();
  return row;
}

/** Captures a created test payment; undefined when it was not `created` (already captured). */
export function captureTestPayment(
  tx: Executor,
  id: number,
  providerPaymentId: string,
  at: Date,
): Promise<TestPaymentRow | undefined> {
  return moveTestPayment(tx, id, 'created', {
    status: 'captured',
    providerPaymentId,
    capturedAt: at,
  });
}

export function markTestPaymentRefunded(
  tx: Executor,
  id: number,
  providerRefundId: string,
  at: Date,
): Promise<TestPaymentRow | undefined> {
  return moveTestPayment(tx, id, 'captured', {
    status: 'refunded',
    providerRefundId,
    refundedAt: at,
  });
}
