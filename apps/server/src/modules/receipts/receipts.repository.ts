// SQL of receipts: the paid orders whose receipt waits to be emailed (each claimed by one sender),
// and what an invoice prints beside its order (the captured payment, the period it bought).
import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { membershipPeriods, orders, payments } from '../../db/schema';
import type { OrderRow } from '../../lib/payment-rows';

/** Paid orders whose receipt has not been emailed yet, oldest first. */
export function findReceiptsToEmail(db: Executor, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'paid'),
        isNull(orders.receiptEmailedAt),
        isNotNull(orders.invoiceNumber),
        // An e-invoice is sent once it has its IRN and QR (decision 086).
        or(eq(orders.irnRequired, false), isNotNull(orders.irn)),
      ),
    )
    .orderBy(orders.id)
    .limit(limit);
}

/** Takes the receipt of an order for sending; false when another sender took it first. */
export async function claimReceipt(db: Executor, orderId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ receiptEmailedAt: at })
    .where(and(eq(orders.id, orderId), isNull(orders.receiptEmailedAt)))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** Gives a claimed receipt back, so the next run sends it (its email failed). */
export async function releaseReceipt(db: Executor, orderId: number): Promise<void> {
  await db.update(orders).set({ receiptEmailedAt: null }).where(eq(orders.id, orderId));
}

/** The provider's id of the order's captured payment ('' when there is none). */
export async function findCapturedPaymentId(db: Executor, orderId: number): Promise<string> {
  const rows = await db
    .select({ id: payments.providerPaymentId, status: payments.status })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  return rows.find((row) => row.status === 'captured')?.id ?? '';
}

/** The membership period the order paid for, if it made one. */
export async function findPeriodOfOrder(db: Executor, orderId: number) {
  const [row] = await db
    .select({ from: membershipPeriods.startsAt, to: membershipPeriods.endsAt })
    .from(membershipPeriods)
    .where(eq(membershipPeriods.orderId, orderId))
    .limit(1);
  return row;
}
