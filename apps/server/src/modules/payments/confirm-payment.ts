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
import { gstHeads, splitGst } from '@portico/domain/money';
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
import type { PaymentsCatalog } from './checkout-resolution';
import { redeemCouponUse } from './coupon-holds';
import { PAYMENT_MESSAGES } from './payment-messages';
import { findPaymentStatus, type PaymentContext } from './payment-records.repository';
import type { ApplicationRow, OrderRow, PaymentRow } from './payment-rows';
import { supplyOf } from './billing-supply';
import { cancelledMeanwhile, recordRefundDue } from './refund-due';
import { lockOrderForConfirmation, settlePaidOrder } from './settlement.repository';

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
/** What the tax heads of an order are read from (a draft's rate may be the default). */
type PricedOrder = Pick<OrderRow, 'gstPaise' | 'taxablePaise' | 'uniqueOrderId'> & {
  gstRateBasisPoints?: number;
};

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

/**
 * Who the invoice of a paid order is made out to and where the supply is, as they are now (stored
 * on the order: a later update of the member's details never changes an issued invoice), and the
 * tax lines that follow: CGST + SGST inside the association's state, else IGST.
 */
export async function billedParty(
  deps: Pick<ConfirmDeps, 'catalog' | 'logger'>,
  order: PricedOrder,
  billing: ApplicationRow | null,
  association: AssociationConfig,
) {
  const { gstin, place } = await supplyOf(deps.catalog, billing, association);
  return {
    billedName: billing?.name ?? '',
    billedCompany: billing?.companyName ?? '',
    billedGstin: gstin,
    billedAddress: billing?.registeredAddress || null,
    billedCity: billing?.registeredCity ?? null,
    billedPin: billing?.registeredPin ?? null,
    placeOfSupplyState: place.stateName,
    placeOfSupplyCode: place.stateCode,
    split: taxHeadsOf(deps.logger, order, place.intraState),
  };
}

/**
 * The heads of the order's tax, each rounded on its own as its checkout priced them (gstHeads). A
 * buyer whose place of supply changed between the checkout and the payment (a GSTIN of another
 * state typed meanwhile) was charged a GST a paisa off these heads; the amount charged stands, split
 * the old way, rather than an invoice that does not add up to it.
 */
function taxHeadsOf(
  logger: FastifyBaseLogger,
  order: PricedOrder,
  intraState: boolean,
): { cgst: number; sgst: number; igst: number } {
  const heads = gstHeads({
    taxablePaise: order.taxablePaise,
    rateBasisPoints: order.gstRateBasisPoints,
    intraState,
  });
  if (heads.gst === order.gstPaise) return heads;
  logger.warn({ order: order.uniqueOrderId }, 'place of supply changed since the checkout');
  return splitGst(order.gstPaise, intraState);
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
