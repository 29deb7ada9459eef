// SQL of the list of payments to refund (security review finding 3): payments recorded as refund_due,
// with their order and who paid, newest first (payments_refund_due_idx). A list joining orders,
// applications and members, so it stays here as the back office's read model.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  applications,
  members,
  orders,
  payments,
  refunds,
  type RefundReason,
} from '../../db/schema';
import { offsetOf, type Paging } from '../../lib/list-query';

export type RefundListRow = {
  paymentId: number;
  refundedPaise: number;
  pendingPaise: number;
  providerPaymentId: string;
  amountPaise: number;
  reason: RefundReason | null;
  recordedAt: Date;
  uniqueOrderId: string;
  purpose: (typeof orders.$inferSelect)['purpose'];
  orderStatus: (typeof orders.$inferSelect)['status'];
  applicationId: number | null;
  memberId: number | null;
  name: string | null;
  email: string | null;
};

/** Refunded so far, by status: a payment is settled once processed refunds cover it. */
const refundedBy = (status: 'processed' | 'pending') =>
  sql<number>`(select coalesce(sum(r.amount_paise), 0) from ${refunds} r
    where r.payment_id = ${payments.id} and r.status = ${status})`.mapWith(Number);

/** Due for refund and not yet settled (refunded by the provider or by hand, in full). */
const refundDue = and(
  eq(payments.status, 'refund_due'),
  sql`${refundedBy('processed')} < ${payments.amountPaise}`,
);

export async function refundsPage(db: Executor, paging: Paging): Promise<RefundListRow[]> {
  return db
    .select({
      paymentId: payments.id,
      refundedPaise: refundedBy('processed'),
      pendingPaise: refundedBy('pending'),
      providerPaymentId: payments.providerPaymentId,
      amountPaise: payments.amountPaise,
      reason: payments.refundReason,
      recordedAt: payments.createdAt,
      uniqueOrderId: orders.uniqueOrderId,
      purpose: orders.purpose,
      orderStatus: orders.status,
      applicationId: orders.applicationId,
      memberId: orders.memberId,
      name: sql<string | null>`coalesce(${applications.name}, ${members.name})`,
      email: sql<string | null>`coalesce(${applications.email}, ${members.email})`,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(applications, eq(applications.id, orders.applicationId))
    .leftJoin(members, eq(members.id, orders.memberId))
    .where(refundDue)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
}

export async function countRefunds(db: Executor): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(payments)
    .where(refundDue);
  return row?.total ?? 0;
}
