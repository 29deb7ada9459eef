// A staff refund of a payment, in full or in part (issue #15). Card payments go back through the
// provider's refund API: the refund is recorded pending first (its amount counted against what is
// left of the payment), then asked of the provider, and processed when the provider says so (its
// answer, or the refund.processed webhook). Offline payments were received by hand and are
// refunded by hand: recorded processed at once. Processing issues the credit note and applies the
// membership effect staff chose (settle-refund.ts).
import { paiseToRupees } from '@portico/domain/money';
import { PaymentProviderError } from '../../adapters/payments/payment-provider';
import type { Executor } from '../../db/client';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { recordAudit } from '../audit';
import { findLatestPeriod, PaymentProviderUnavailableError } from '../payments';
import {
  findRefundByKey,
  insertRefund,
  lockPaymentWithOrder,
  lockRefund,
  refundedOfPayment,
  updateRefund,
  type OrderRow,
  type PaymentRow,
  type RefundRow,
} from './refunds.repository';
import { REFUND_MESSAGES, type RefundsDeps } from './refunds-deps';
import { failRefund, processRefund, type SettleResult } from './settle-refund';

export type RefundRequest = {
  paymentId: number;
  amountPaise: number;
  reason: string;
  membershipEffect: RefundRow['membershipEffect'];
  /** The new expiry, for 'shorten'. */
  shortenTo: Date | null;
  /** What identifies a refund made by hand (cheque number, UTR). */
  reference: string | null;
  /** Returned outside the provider: offline payments always, card payments due for refund if asked. */
  byHand?: boolean;
  /**
   * The refund form's key: a second request with it answers the refund the first recorded. None for
   * a reversal, which takes all that is left, so a second one finds nothing to refund.
   */
  idempotencyKey?: string;
};

export type RefundCaller = { staffId: number };

/** The provider's codes for a call that got no answer (ours: see razorpay-client.ts). */
const UNANSWERED = new Set(['TIMEOUT', 'UNREACHABLE']);

const actorOf = (caller: RefundCaller) => `staff:${caller.staffId}`;

export async function refundPayment(
  deps: RefundsDeps,
  caller: RefundCaller,
  request: RefundRequest,
): Promise<SettleResult> {
  const started = await deps.db.transaction((tx) => startRefund(deps, tx, caller, request));
  if (started.replayed) return started;
  if (started.refund.method === 'manual') {
    if (started.creditNote) deps.onCreditNote?.();
    return started;
  }
  return askProvider(deps, caller, started.refund, started.providerPaymentId);
}

/** The payment locked, the request checked against it, the refund recorded (and, by hand, processed). */
async function startRefund(
  deps: RefundsDeps,
  tx: Executor,
  caller: RefundCaller,
  request: RefundRequest,
): Promise<SettleResult & { providerPaymentId: string; replayed: boolean }> {
  const locked = await lockPaymentWithOrder(tx, request.paymentId);
  if (!locked) throw new NotFoundError(REFUND_MESSAGES.paymentNotFound);
  const { payment, order } = locked;
  // Read under the payment's lock: a concurrent submit with the same key waits here and finds ours.
  const earlier = request.idempotencyKey
    ? await findRefundByKey(tx, payment.id, request.idempotencyKey)
    : undefined;
  if (earlier) {
    if (earlier.refund.amountPaise !== request.amountPaise) {
      throw new ConflictError(REFUND_MESSAGES.keyReused);
    }
    const providerPaymentId = payment.providerPaymentId;
    return { ...earlier, changed: false, providerPaymentId, replayed: true };
  }
  if (payment.status !== 'captured' && payment.status !== 'refund_due') {
    throw new ConflictError(REFUND_MESSAGES.notRefundable);
  }
  const left = payment.amountPaise - (await refundedOfPayment(tx, payment.id));
  if (left <= 0) throw new ConflictError(REFUND_MESSAGES.nothingLeft);
  if (request.amountPaise > left) {
    const message = REFUND_MESSAGES.tooMuch(paiseToRupees(left).toFixed(2));
    throw new BadRequestError(message, { amount: message });
  }
  await checkEffect(deps, tx, request, payment, order);
  const manual = order.provider === 'offline' || request.byHand === true;
  if (manual && order.provider !== 'offline' && payment.status !== 'refund_due') {
    throw new ConflictError(REFUND_MESSAGES.byHandCaptured);
  }
  const now = deps.now();
  const refund = await insertRefund(tx, {
    paymentId: payment.id,
    orderId: order.id,
    amountPaise: request.amountPaise,
    method: manual ? 'manual' : 'provider',
    reference: manual ? request.reference : null,
    status: 'pending',
    reason: request.reason,
    membershipEffect: request.membershipEffect,
    shortenTo: request.membershipEffect === 'shorten' ? request.shortenTo : null,
    staffId: caller.staffId,
    idempotencyKey: request.idempotencyKey ?? null,
  });
  await recordAudit(tx, {
    actor: actorOf(caller),
    action: 'refund.requested',
    entity: 'order',
    entityId: order.uniqueOrderId,
    after: {
      refund: refund.id,
      payment: payment.providerPaymentId,
      amount_paise: refund.amountPaise,
      method: refund.method,
      reason: refund.reason,
      membership_effect: refund.membershipEffect,
      shorten_to: refund.shortenTo?.toISOString() ?? null,
    },
  });
  const settled = manual
    ? await processRefund(tx, refund, now, actorOf(caller))
    : { refund, creditNote: null, changed: true };
  return { ...settled, providerPaymentId: payment.providerPaymentId, replayed: false };
}

/** End or shorten only a membership this payment bought; a shortened expiry before the current. */
async function checkEffect(
  deps: RefundsDeps,
  tx: Executor,
  request: RefundRequest,
  payment: PaymentRow,
  order: OrderRow,
): Promise<void> {
  if (request.membershipEffect === 'keep') return;
  const latest =
    payment.status === 'captured' && order.memberId !== null
      ? await findLatestPeriod(tx, order.memberId)
      : undefined;
  if (!latest) {
    throw new BadRequestError(REFUND_MESSAGES.noMembership, {
      membership_effect: REFUND_MESSAGES.noMembership,
    });
  }
  if (request.membershipEffect !== 'shorten') return;
  const field = (message: string) => new BadRequestError(message, { shorten_to: message });
  if (!request.shortenTo) throw field(REFUND_MESSAGES.shortenNeedsDate);
  if (request.shortenTo >= latest.endsAt) throw field(REFUND_MESSAGES.shortenBefore);
  if (request.shortenTo <= deps.now()) throw field(REFUND_MESSAGES.shortenAfterToday);
}

/** The provider asked; its answer settles the refund now (processed, failed) or leaves it pending. */
async function askProvider(
  deps: RefundsDeps,
  caller: RefundCaller,
  refund: RefundRow,
  providerPaymentId: string,
): Promise<SettleResult> {
  const actor = actorOf(caller);
  try {
    const answer = await deps.provider.refund(providerPaymentId, refund.amountPaise, {
      portico_refund_id: String(refund.id),
      reason: refund.reason.slice(0, 256),
    });
    const result = await deps.db.transaction(async (tx) => {
      const locked = await lockRefund(tx, { id: refund.id });
      if (!locked) throw new Error(`refund ${refund.id} vanished`);
      // The webhook may have told the end already, under the provider's id it learnt from the notes.
      const named =
        locked.providerRefundId === null
          ? await updateRefund(tx, locked.id, { providerRefundId: answer.providerRefundId })
          : locked;
      if (answer.status === 'processed') return processRefund(tx, named, deps.now(), actor);
      if (answer.status === 'failed')
        return failRefund(tx, named, actor, 'refused by the provider');
      return { refund: named, creditNote: null, changed: false };
    });
    if (result.creditNote) deps.onCreditNote?.();
    return result;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.logger.error({ err: error, refund: refund.id }, 'the provider refused a refund');
    // No answer is no refusal: the refund may have been made, and stays pending until its webhook.
    if (UNANSWERED.has(error.code)) {
      throw new PaymentProviderUnavailableError(REFUND_MESSAGES.providerSilent);
    }
    await deps.db.transaction(async (tx) => {
      const locked = await lockRefund(tx, { id: refund.id });
      if (locked) await failRefund(tx, locked, actor, error.description);
    });
    const message = REFUND_MESSAGES.providerRefused(error.description);
    // The provider answered and refused (an unknown payment, more than it holds): a 409, not a 502.
    const refusedByProvider = error.statusCode !== undefined && error.statusCode < 500;
    throw refusedByProvider
      ? new ConflictError(message)
      : new PaymentProviderUnavailableError(message);
  }
}
