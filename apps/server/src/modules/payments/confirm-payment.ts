// Confirming a payment whose authenticity the caller established (the browser callback's signature,
// the webhook's, or the provider's own record when reconciling). The amount must be the order's.
// Idempotent: the order row is locked, and a payment id seen before returns the earlier outcome, so
// a repeated callback, a webhook after it, or both at once give one payment, one activation, one
// invoice number. Everything a payment writes happens in one transaction.
import {
  financialYearOf,
  INVOICE_SEQUENCE_DIGITS,
  invoiceNumberHead,
} from '@portico/domain/invoice';
import type { FastifyBaseLogger } from 'fastify';
import type { ProviderPayment } from '../../adapters/payments/payment-provider';
import type { AssociationConfig } from '../../config';
import type { Database, Executor } from '../../db/client';
import type { RefundReason } from '../../db/schema';
import { BadRequestError, ConflictError } from '../../errors';
import { recordAudit } from '../audit';
import type { Scheduler } from '../jobs';
import { emailReceiptAfterPayment, freezeIssuedInvoice, type OfflineSettlement } from '../receipts';
import type { AssociationSource } from '../settings';
import { activate, paidByAnotherOrder } from './activation';
import { billedParty } from './billing-supply';
import type { PaymentsCatalog } from './checkout-resolution';
import { redeemCouponUse } from './coupon-holds';
import { PAYMENT_MESSAGES } from './payment-messages';
import {
  findPaymentStatus,
  lockOrderForConfirmation,
  recordPayment,
  settlePaidOrder,
  type PaymentContext,
} from './payment-records.repository';
import type { ApplicationRow, OrderRow, PaymentRow } from './payment-rows';
import { updateOrder } from './orders.repository';

/** What a confirmation is handed, each by what it does for it. */
export type ConfirmDeps = {
  db: Database;
  /** The seller as the payment's context read it: its prefixes name the member and the invoice. */
  association: Pick<AssociationSource, 'fromRow'>;
  /** The billed party's state, for the place of supply. */
  catalog: Pick<PaymentsCatalog, 'findState'>;
  now: () => Date;
  logger: FastifyBaseLogger;
  /** Wakes the receipt job once the payment has committed (receipts' emailReceiptAfterPayment). */
  jobs: Pick<Scheduler, 'kick'>;
  /** What else follows a committed payment, above payments (metrics, auto-renewal, passes). */
  onPaid?: (order: OrderRow) => void;
};

/** What a confirmation answers. */
export type ConfirmOutcome = {
  outcome: 'paid' | 'already_paid' | 'refund_due';
  order: OrderRow;
  /** Known when this call activated the membership. */
  memberNumber?: string;
  /** Why a refund_due payment is refunded. */
  refundReason?: RefundReason;
};

type BilledParty = Awaited<ReturnType<typeof billedParty>>;

export async function confirmPayment(
  deps: ConfirmDeps,
  context: PaymentContext,
  payment: ProviderPayment,
): Promise<ConfirmOutcome> {
  const { order, application } = context;
  if (payment.providerOrderId !== order.providerOrderId) {
    throw new BadRequestError(PAYMENT_MESSAGES.signatureInvalid);
  }
  if (payment.amountPaise !== order.totalPaise) {
    deps.logger.error(
      { order: order.uniqueOrderId, paid: payment.amountPaise, expected: order.totalPaise },
      'payment amount differs from the order',
    );
    throw new BadRequestError(PAYMENT_MESSAGES.amountMismatch);
  }
  if (payment.status !== 'captured') throw new ConflictError(PAYMENT_MESSAGES.notCaptured);
  // A report heard before (the webhook after the callback, a replay) needs no transaction.
  if (context.seen) {
    return seenBefore(order, { status: context.seen, refundReason: context.seenRefundReason });
  }
  // Settled before the transaction: the paying application does not change while it pays, and
  // the catalog must not load through the database while a PGlite transaction holds its session.
  // The association as the context's statement read it a moment ago.
  const association = deps.association.fromRow(context.associationSettings);
  const billed = await billedParty(deps, order, context.billing ?? application, association);
  const result = await deps.db.transaction((tx) =>
    confirmLocked(deps, tx, { order, application, payment, billed, association }),
  );
  if (result.outcome === 'paid') {
    emailReceiptAfterPayment(deps.jobs);
    deps.onPaid?.(result.order);
  }
  return result;
}

/** The outcome of a payment recorded before (a replay, the webhook after the callback). */
function seenBefore(
  order: OrderRow,
  seen: { status: PaymentRow['status']; refundReason: RefundReason | null },
): ConfirmOutcome {
  if (seen.status === 'captured') return { outcome: 'already_paid', order };
  return { outcome: 'refund_due', order, refundReason: seen.refundReason ?? 'already_paid' };
}

/**
 * What a confirmation works on: the order, the application paying, the payment, who is billed, and
 * the association as read once just before the transaction (its prefixes name the member and the
 * invoice; the billed party's place of supply came from its state).
 */
export type Confirming = {
  order: OrderRow;
  application: ApplicationRow | null;
  payment: ProviderPayment;
  billed: BilledParty;
  association: AssociationConfig;
  /**
   * Money received by hand (decision 081): the invoice is dated when the last of it arrived, not
   * when staff record it, and prints each receipt. The membership still starts now.
   */
  invoicedAt?: Date;
  offline?: OfflineSettlement;
};

/** Inside the transaction: the order locked, then refunded, or activated and settled. */
export async function confirmLocked(
  deps: Pick<ConfirmDeps, 'now' | 'logger'>,
  tx: Executor,
  input: Confirming,
): Promise<ConfirmOutcome> {
  const { payment } = input;
  const locked = await lockOrderForConfirmation(tx, input.order);
  if (!locked) throw new Error(`order ${input.order.id} vanished`);
  const current = locked.order;
  // An order still open has no payment recorded; one that moved on may have this very payment
  // (recorded by whoever held the lock before us, seen only by a statement after the lock).
  if (current.status !== 'created') {
    const seen = await findPaymentStatus(tx, payment.providerPaymentId);
    if (seen) return seenBefore(current, seen);
  }
  const paidAt = deps.now();
  const refund = async (reason: RefundReason): Promise<ConfirmOutcome> => {
    deps.logger.warn({ order: current.uniqueOrderId, reason }, 'payment recorded for refund');
    const refunded = await recordRefundDue(tx, current, payment, reason);
    return { outcome: 'refund_due', order: refunded, refundReason: reason };
  };
  if (current.status === 'paid' || (await paidByAnotherOrder(tx, current, locked.historyPaid))) {
    return refund('already_paid');
  }
  if (cancelledMeanwhile(current, locked.historyCancelled)) return refund('cancelled');
  // The coupon's use, held since the order was made; counted never beyond its limit.
  if (
    current.couponId !== null &&
    !(await redeemCouponUse(
      tx,
      {
        couponId: current.couponId,
        orderNumber: current.uniqueOrderId,
        planHistoryId: current.planHistoryId,
      },
      paidAt,
    ))
  ) {
    return refund('coupon_used_up');
  }
  return activateAndSettle(tx, { ...input, order: current, paidAt });
}

/** The membership activated, then the order settled last and its audit entry recorded. */
async function activateAndSettle(
  tx: Executor,
  input: Confirming & { paidAt: Date },
): Promise<ConfirmOutcome> {
  const { order, payment, paidAt, association } = input;
  const activation = await activate(tx, order, {
    paidAt,
    memberNumberPrefix: association.memberNumberPrefix,
    application: input.application,
  });
  // Last, so the invoice series' row is held for as short a time as possible.
  const invoicedAt = input.invoicedAt ?? paidAt;
  const financialYear = financialYearOf(invoicedAt);
  const { split, ...billed } = input.billed;
  const settled = {
    paidAt: invoicedAt,
    memberId: activation.memberId,
    ...billed,
    cgstPaise: split.cgst,
    sgstPaise: split.sgst,
    igstPaise: split.igst,
  };
  const named = await settlePaidOrder(tx, order.id, {
    ...settled,
    financialYear,
    invoiceHead: invoiceNumberHead(association.invoicePrefix, financialYear),
    digits: INVOICE_SEQUENCE_DIGITS,
    payment,
  });
  await recordAudit(tx, {
    actor: 'system',
    action: 'payment.confirmed',
    entity: 'order',
    entityId: order.uniqueOrderId,
    after: {
      payment: payment.providerPaymentId,
      amount_paise: payment.amountPaise,
      member_id: activation.memberId,
      expiry: activation.periodEndsAt.toISOString(),
      invoice: named.invoiceNumber,
    },
  });
  const paid: OrderRow = { ...order, ...settled, ...named, status: 'paid' };
  // Issued means frozen (decision 076): the invoice as it prints now, in the same transaction.
  await freezeIssuedInvoice(tx, paid, association, input.offline);
  return {
    outcome: 'paid',
    order: paid,
    ...(activation.memberNumber ? { memberNumber: activation.memberNumber } : {}),
  };
}

// ── A payment kept for refund ───────────────────────────────────────────────────────────────────
// A payment the portal cannot honour (decisions 013, 021, 022): the membership was paid already by
// another order, the application was cancelled (its order voided), or the order's coupon was used up
// before the payment came. The money was taken, so the payment is recorded as refund_due with its
// reason and the provider's ids and amount, its order marked refund_due, and an audit entry put on
// the application's page; nothing is activated, no invoice is numbered. Staff list them at
// GET /api/staff/refunds.

/**
 * Is a payment for this order (read under its lock) refunded because its application was
 * cancelled? Voided by the cancel, or made while the cancel committed (its history says so).
 */
function cancelledMeanwhile(order: OrderRow, historyCancelled: boolean): boolean {
  return order.status === 'voided' || historyCancelled;
}

async function recordRefundDue(
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
