// A refund.* webhook (issue #15): the refund it names settled once, however often or in whatever
// order the events arrive. It is found by the provider's refund id, or by our id in its notes (the
// webhook may come before the API's answer was recorded); a refund made on the provider's dashboard
// is recorded when first heard of (no staff, no membership change), so it is counted and credited.
import type { WebhookOutcome } from '@portico/domain/contracts/payments.contract';
import type { RefundWebhookEvent } from '../../adapters/payments/webhook-event';
import type { Executor } from '../../db/client';
import {
  findPaymentByProviderId,
  insertRefund,
  lockPaymentWithOrder,
  lockRefund,
  updateRefund,
  type RefundRow,
} from './refunds.repository';
import type { RefundsDeps } from './refunds-deps';
import { failRefund, processRefund } from './settle-refund';

export const DASHBOARD_REFUND_REASON = 'Refunded at the payment provider';

/** What a refund webhook needs: no orders service, so orders can be handed this before refunds exist. */
export type RefundEventDeps = Pick<RefundsDeps, 'db' | 'now' | 'onCreditNote'>;

export async function applyRefundEvent(
  deps: RefundEventDeps,
  event: RefundWebhookEvent,
): Promise<WebhookOutcome> {
  const result = await deps.db.transaction(async (tx): Promise<WebhookOutcome> => {
    const refund = await refundOfEvent(tx, event);
    if (!refund) return 'ignored';
    if (event.type === 'refund.processed') {
      const settled = await processRefund(tx, refund, deps.now(), 'provider');
      return settled.changed ? 'refund_processed' : 'recorded';
    }
    if (event.type === 'refund.failed') {
      await failRefund(tx, refund, 'provider', 'reported failed by the provider');
      return 'refund_failed';
    }
    return 'recorded';
  });
  if (result === 'refund_processed') deps.onCreditNote?.();
  return result;
}

/** The refund row the event is about, locked; made for a refund we did not ask for. */
async function refundOfEvent(
  tx: Executor,
  event: RefundWebhookEvent,
): Promise<RefundRow | undefined> {
  const { refund } = event;
  const known = await lockRefund(tx, { providerRefundId: refund.providerRefundId });
  if (known) return known;
  const payment = await findPaymentByProviderId(tx, refund.providerPaymentId);
  if (!payment) return undefined;
  const ours = Number(noteOf(refund.raw, 'portico_refund_id'));
  if (Number.isSafeInteger(ours) && ours > 0) {
    const asked = await lockRefund(tx, { id: ours });
    if (asked && asked.paymentId === payment.id && asked.providerRefundId === null) {
      return updateRefund(tx, asked.id, { providerRefundId: refund.providerRefundId });
    }
  }
  const locked = await lockPaymentWithOrder(tx, payment.id);
  if (!locked) return undefined;
  return insertRefund(tx, {
    paymentId: payment.id,
    orderId: locked.order.id,
    amountPaise: refund.amountPaise,
    method: 'provider',
    providerRefundId: refund.providerRefundId,
    status: 'pending',
    reason: DASHBOARD_REFUND_REASON,
    membershipEffect: 'keep',
    staffId: null,
  });
}

function noteOf(raw: Record<string, unknown>, key: string): string | undefined {
  const notes = raw['notes'];
  if (typeof notes !== 'object' || notes === null) return undefined;
  const value = (notes as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}
