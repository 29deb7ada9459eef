// A payment the portal cannot honour (decisions 013, 021, 022): the membership was paid already by
// another order, the application was cancelled (its order voided), or the order's coupon was used up
// before the payment came. The money was taken, so the payment is recorded as refund_due with its
// reason and the provider's ids and amount, its order marked refund_due, and an audit entry put on
// the application's page; nothing is activated, no invoice is numbered. Staff list them at
// GET /api/staff/refunds.
import type { ProviderPayment } from '../../adapters/payments/payment-provider';
import type { Executor } from '../../db/client';
import type { RefundReason } from '../../db/schema';
import { recordAudit } from '../audit';
import { updateOrder } from './orders.repository';
import { recordPayment } from './payment-records.repository';
import type { OrderRow } from './payment-rows';

/** What the payer is told (a 409 to the browser's callback: the page must not say it succeeded). */
export const REFUND_MESSAGES: Record<RefundReason, string> = {
  already_paid:
    'This membership was already paid for. Your second payment has been recorded and will be refunded.',
  cancelled:
    'This application was cancelled, so your payment was not applied. It has been recorded and will be refunded.',
  coupon_used_up:
    'The coupon was used up before your payment arrived, so your payment was not applied. It has been recorded and will be refunded; please pay again.',
};

/**
 * Is a payment for this order (read under its lock) refunded because its application was
 * cancelled? Voided by the cancel, or made while the cancel committed (its history says so).
 */
export function cancelledMeanwhile(order: OrderRow, historyCancelled: boolean): boolean {
  return order.status === 'voided' || historyCancelled;
}

export async function recordRefundDue(
  tx: Executor,
  order: OrderRow,
  payment: ProviderPayment,
  reason: RefundReason,
): Promise<OrderRow> {
  await recordPayment(tx, {
    orderId: order.id,
    providerPaymentId: payment.providerPaymentId,
    amountPaise: payment.amountPaise,
    status: 'refund_due',
    refundReason: reason,
    raw: payment.raw,
  });
  // A paid order stays paid: the refund is of this second payment only.
  if (order.status !== 'paid') await updateOrder(tx, order.id, { status: 'refund_due' });
  const owner =
    order.applicationId !== null
      ? { entity: 'application', entityId: String(order.applicationId) }
      : { entity: 'member', entityId: String(order.memberId) };
  await recordAudit(tx, {
    actor: 'system',
    action: 'payment.refund_due',
    ...owner,
    after: {
      order: order.uniqueOrderId,
      order_status: order.status,
      payment: payment.providerPaymentId,
      amount_paise: payment.amountPaise,
      reason,
    },
  });
  return order.status === 'paid' ? order : { ...order, status: 'refund_due' };
}
