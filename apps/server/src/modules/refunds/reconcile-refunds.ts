// The refunds job (issue #28 item 8, decision 084): card refunds still pending some minutes after
// they were asked (their webhook lost, or the provider's answer never reached us) are asked of the
// provider, and what it says is applied through the webhook's own path (applyRefundEvent): under the
// refund's lock, so the job, the webhook and a redelivery together settle a refund once, with one
// credit note.
import { subDays, subMinutes } from 'date-fns';
import type { ProviderRefund } from '../../adapters/payments/payment-provider';
import type { RefundWebhookEvent } from '../../adapters/payments/webhook-event';
import { applyRefundEvent } from './apply-refund-event';
import { findRefundsLeftPending, type RefundRow } from './refunds.repository';
import type { RefundsDeps } from './refunds-deps';

/** A refund asked this long ago without an end is asked of the provider (its webhook is late). */
export const REFUND_RECONCILE_AFTER_MINUTES = 15;
/** Older refunds are left to staff: the provider settles a refund within days, never weeks. */
export const REFUND_RECONCILE_WITHIN_DAYS = 30;
/** How often the job runs: a refund pending for days is asked ~150 times a day, not 1,440. */
export const REFUND_RECONCILE_EVERY_MS = 10 * 60 * 1000;
const BATCH = 50;

export type RefundReconciliation = { checked: number; processed: number; failed: number };

export async function reconcileRefunds(
  deps: Pick<RefundsDeps, 'db' | 'provider' | 'now' | 'logger' | 'onCreditNote'>,
): Promise<RefundReconciliation> {
  const at = deps.now();
  const pending = await findRefundsLeftPending(deps.db, {
    createdBefore: subMinutes(at, REFUND_RECONCILE_AFTER_MINUTES),
    createdAfter: subDays(at, REFUND_RECONCILE_WITHIN_DAYS),
    limit: BATCH,
  });
  const result: RefundReconciliation = { checked: pending.length, processed: 0, failed: 0 };
  for (const { refund, providerPaymentId } of pending) {
    try {
      const known = await deps.provider.fetchRefunds(providerPaymentId);
      const answer = known.find((candidate) => isTheRefund(refund, candidate));
      if (!answer || answer.status === 'pending') continue;
      const outcome = await applyRefundEvent(deps, eventOf(answer, at));
      if (outcome === 'refund_processed') result.processed += 1;
      if (outcome === 'refund_failed') result.failed += 1;
    } catch (error) {
      deps.logger.error({ err: error, refund: refund.id }, 'reconciliation of a refund failed');
    }
  }
  return result;
}

/** The provider's refund by its id, or (its answer to us lost) by our id in its notes. */
function isTheRefund(refund: RefundRow, candidate: ProviderRefund): boolean {
  if (refund.providerRefundId !== null) {
    return candidate.providerRefundId === refund.providerRefundId;
  }
  const notes = candidate.raw['notes'];
  if (typeof notes !== 'object' || notes === null) return false;
  return (notes as Record<string, unknown>)['portico_refund_id'] === String(refund.id);
}

/** The provider's answer as the webhook it would have sent (an id of our own: not a delivery). */
function eventOf(refund: ProviderRefund, at: Date): RefundWebhookEvent {
  return {
    type: refund.status === 'processed' ? 'refund.processed' : 'refund.failed',
    eventId: `reconcile-${refund.providerRefundId}`,
    refund,
    createdAt: at,
    raw: { refund: refund.raw },
  };
}
