// An offline payment (issue #15): accounts staff record money received by cheque, NEFT/RTGS, UPI or
// cash against an approved application, a renewal or an upgrade. The amount must be the checkout's
// total as the server computes it (coupon included, as the checkout applies it). It is then paid
// exactly as a card payment is: an order of provider 'offline', the same confirmation under the
// same locks (activation, member number, invoice number from the same series, coupon use), the
// same receipt email. A payment that would not be honoured (paid meanwhile, cancelled, coupon used
// up) is refused with a 409 and nothing is kept: staff hand the money back instead.
import { eq, sql } from 'drizzle-orm';
import type { OrderType } from '@portico/domain/checkout';
import { paiseToRupees } from '@portico/domain/money';
import type { ProviderPayment } from '../../adapters/payments/payment-provider';
import { resultRows, type Executor } from '../../db/client';
import { payments, type OfflinePaymentMethod } from '../../db/schema';
import { BadRequestError, ConflictError } from '../../errors';
import { recordAudit } from '../audit';
import type { StaffPrincipal } from '../auth';
import { lockApplicationRow } from '../records';
import { billingOf } from './billing-supply';
import { CHECKOUT_MESSAGES, type Payable } from './checkout-resolution';
import { billedParty, confirmLocked } from './confirm-payment';
import { newOrderRow, revivalHistory } from './create-order';
import { formatSerial } from './number-series';
import { insertOrder } from './orders.repository';
import type { ConfirmOutcome, OrdersDeps } from './orders-deps';
import { REFUND_MESSAGES } from './refund-due';

export type OfflinePaymentInput = {
  applicationId: number;
  purpose: OrderType;
  amountPaise: number;
  method: OfflinePaymentMethod;
  reference: string;
  bank: string | null;
  /** 'YYYY-MM-DD', the day the money arrived (not after today). */
  receivedOn: string;
  coupon: string | null;
};

export const OFFLINE_MESSAGES = {
  amountMismatch: (total: number) =>
    `The amount must be the checkout's total of ₹${paiseToRupees(total).toFixed(2)}.`,
  futureDate: 'The date received must be today or in the past.',
} as const;

export async function recordOfflinePayment(
  deps: OrdersDeps,
  principal: StaffPrincipal,
  input: OfflinePaymentInput,
): Promise<ConfirmOutcome> {
  const payable = await payableFor(deps, principal, input);
  const historyId =
    payable.type === 'revive_renew'
      ? await revivalHistory(deps, payable)
      : (payable.history?.id ?? null);
  const uniqueOrderId = await nextOrderNumber(deps);
  const draft = {
    ...newOrderRow(deps, payable, uniqueOrderId, historyId),
    provider: 'offline' as const,
  };
  // Settled before the transaction, as a card payment's is (confirm-payment.ts).
  const association = await deps.association.current();
  const billed = await billedParty(deps, draft, await billingOf(deps.db, payable), association);
  const payment: ProviderPayment = {
    providerOrderId: `offline_${uniqueOrderId}`,
    providerPaymentId: `offline_${uniqueOrderId}`,
    amountPaise: input.amountPaise,
    status: 'captured',
    raw: {
      method: input.method,
      reference: input.reference,
      bank: input.bank,
      received_on: input.receivedOn,
      recorded_by: principal.staffId,
    },
  };
  const result = await deps.db.transaction(async (tx) => {
    // The application's row first: inserting the order takes a key-share lock on it (the foreign
    // key), and two recordings each holding one while waiting to lock it for the confirmation
    // deadlocked (a 500 for one of them on PostgreSQL). Now the second waits here, then is refused.
    await lockApplicationRow(tx, payable.application.id);
    const order = await insertOrder(tx, {
      ...draft,
      providerOrderId: payment.providerOrderId,
      status: 'created',
    });
    const outcome = await confirmLocked(deps, tx, {
      order,
      application: payable.application,
      payment,
      billed,
      association,
    });
    // Anything but a payment honoured now rolls back: no order, no payment, nothing to refund.
    if (outcome.outcome !== 'paid') {
      throw new ConflictError(
        outcome.refundReason
          ? REFUND_MESSAGES[outcome.refundReason]
          : CHECKOUT_MESSAGES.alreadyPaid,
      );
    }
    await recordOfflineDetails(tx, principal, input, payable, outcome);
    return outcome;
  });
  deps.onPaid?.(result.order);
  return result;
}

/** The checkout as staff would pay it, the amount and date checked against it. */
async function payableFor(
  deps: OrdersDeps,
  principal: StaffPrincipal,
  input: OfflinePaymentInput,
): Promise<Payable> {
  const payable = await deps.checkout.resolve(
    principal,
    input.purpose,
    input.applicationId,
    input.coupon,
  );
  // Paid already, cancelled, not approved, not due: the checkout's own refusal, as a 409.
  if (!payable.ok) throw new ConflictError(payable.message);
  if (input.coupon !== null && !payable.couponVerdict.status) {
    throw new BadRequestError(payable.couponVerdict.msg, { coupon: payable.couponVerdict.msg });
  }
  if (input.amountPaise !== payable.fees.total) {
    const message = OFFLINE_MESSAGES.amountMismatch(payable.fees.total);
    throw new BadRequestError(message, { amount: message });
  }
  if (input.receivedOn > isoDay(deps.now())) {
    throw new BadRequestError(OFFLINE_MESSAGES.futureDate, {
      received_on: OFFLINE_MESSAGES.futureDate,
    });
  }
  return payable;
}

/** How the money came, on the payment row, and the staff member's audit entry. */
async function recordOfflineDetails(
  tx: Executor,
  principal: StaffPrincipal,
  input: OfflinePaymentInput,
  payable: Payable,
  outcome: ConfirmOutcome,
): Promise<void> {
  await tx
    .update(payments)
    .set({
      offlineMethod: input.method,
      offlineReference: input.reference,
      offlineBank: input.bank,
      receivedOn: input.receivedOn,
      recordedBy: principal.staffId,
    })
    .where(eq(payments.orderId, outcome.order.id));
  const ofApplication = payable.type === 'register' || payable.type === 'upgrade';
  await recordAudit(tx, {
    actor: `staff:${principal.staffId}`,
    action: 'payment.offline_recorded',
    entity: ofApplication ? 'application' : 'member',
    entityId: String(
      ofApplication ? payable.application.id : (payable.member?.id ?? payable.application.id),
    ),
    after: {
      order: outcome.order.uniqueOrderId,
      purpose: payable.type,
      amount_paise: input.amountPaise,
      method: input.method,
      reference: input.reference,
      bank: input.bank,
      received_on: input.receivedOn,
      invoice: outcome.order.invoiceNumber,
    },
  });
}

async function nextOrderNumber(deps: OrdersDeps): Promise<string> {
  const [row] = resultRows<{ n: string | number }>(
    await deps.db.execute(sql`select nextval('order_number_seq') as n`),
  );
  return formatSerial('PO-', Number(row?.n));
}

/** The calendar day in India of an instant, 'YYYY-MM-DD'. */
function isoDay(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}
