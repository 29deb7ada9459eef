// SQL of receipts: the paid orders whose receipt waits to be emailed (each claimed by one sender),
// and what an invoice prints beside its order (the captured payment, the period it bought).
import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { resultRows, type Executor } from '../../db/client';
import { membershipPeriods, orders, payments } from '../../db/schema';
import type { OrderRow } from '../../lib/payment-rows';
import type { OfflineReceiptPrint } from './invoice-types';

/** Paid orders (and re-billed invoices, decision 083) whose receipt has not been emailed yet, oldest first. */
export function findReceiptsToEmail(db: Executor, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.status, ['paid', 'rebilled']),
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

/** The order's captured payment: the provider's id, and how it came when received by hand. */
export type CapturedPayment = {
  providerPaymentId: string;
  offline: Pick<OfflineReceiptPrint, 'method' | 'reference' | 'bank'> | null;
};

/** The order's captured payment (an empty id when there is none). */
export async function findCapturedPayment(db: Executor, orderId: number): Promise<CapturedPayment> {
  const rows = await db
    .select({
      id: payments.providerPaymentId,
      status: payments.status,
      method: payments.offlineMethod,
      reference: payments.offlineReference,
      bank: payments.offlineBank,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  const row = rows.find((candidate) => candidate.status === 'captured');
  if (!row) return { providerPaymentId: '', offline: null };
  const { method, reference, bank } = row;
  return {
    providerPaymentId: row.id,
    offline: method && reference ? { method, reference, bank } : null,
  };
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

/** The order that was paid for an invoice's supply: itself, or the one its re-billing started from. */
export async function paidOrderOf(
  db: Executor,
  order: OrderRow,
): Promise<{ id: number; paidAt: Date | null }> {
  if (order.rebilledFromOrderId === null) return { id: order.id, paidAt: order.paidAt };
  const [row] = resultRows<{ id: number | string; paid_at: Date | string | null }>(
    await db.execute(sql`with recursive chain as (
        select id, rebilled_from_order_id, paid_at from orders
          where id = ${order.rebilledFromOrderId}
        union all
        select o.id, o.rebilled_from_order_id, o.paid_at from orders o
          join chain c on o.id = c.rebilled_from_order_id
      ) select id, paid_at from chain where rebilled_from_order_id is null`),
  );
  if (!row) return { id: order.id, paidAt: order.paidAt };
  return { id: Number(row.id), paidAt: row.paid_at === null ? null : new Date(row.paid_at) };
}
