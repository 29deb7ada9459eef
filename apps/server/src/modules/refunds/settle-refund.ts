// A refund's end, once and only once (the API's answer and the webhook may both tell it, a webhook
// may be delivered twice or at the same moment): under the refund's lock, a refund still pending
// becomes processed (its credit note issued, its membership effect applied) or failed. A refund of
// a payment that was never honoured (refund_due) has no invoice, so no credit note.
import { financialYearOf } from '@portico/domain/invoice';
import {
  CREDIT_NOTE_SEQUENCE_DIGITS,
  creditNoteNumberHead,
  creditNoteSplit,
  sumSplits,
} from '@portico/domain/credit-note';
import type { Executor } from '../../db/client';
import { recordAudit } from '../audit';
import { applyMembershipEffect } from './membership-effect';
import {
  creditNotesOfOrder,
  insertCreditNote,
  lockPaymentWithOrder,
  nextCreditNoteSequence,
  updateRefund,
  type CreditNoteRow,
  type OrderRow,
  type PaymentRow,
  type RefundRow,
} from './refunds.repository';

export type SettleResult = {
  refund: RefundRow;
  creditNote: CreditNoteRow | null;
  changed: boolean;
};

/** The refund (locked by the caller) processed: credit note, membership effect, audit. */
export async function processRefund(
  tx: Executor,
  locked: RefundRow,
  at: Date,
  actor: string,
): Promise<SettleResult> {
  if (locked.status !== 'pending') return { refund: locked, creditNote: null, changed: false };
  const context = await lockPaymentWithOrder(tx, locked.paymentId);
  if (!context) throw new Error(`refund ${locked.id} has no payment`);
  const refund = await updateRefund(tx, locked.id, { status: 'processed', processedAt: at });
  if (context.payment.status === 'captured') {
    await applyMembershipEffect(tx, refund, context.order, at, actor);
  }
  const creditNote = await issueCreditNote(tx, refund, context, at);
  await recordAudit(tx, {
    actor,
    action: 'refund.processed',
    entity: 'order',
    entityId: context.order.uniqueOrderId,
    after: {
      refund: refund.id,
      payment: context.payment.providerPaymentId,
      amount_paise: refund.amountPaise,
      method: refund.method,
      membership_effect: refund.membershipEffect,
      credit_note: creditNote?.number ?? null,
    },
  });
  return { refund, creditNote, changed: true };
}

/** The refund (locked by the caller) failed at the provider: nothing was returned. */
export async function failRefund(
  tx: Executor,
  locked: RefundRow,
  actor: string,
  why: string,
): Promise<SettleResult> {
  if (locked.status !== 'pending') return { refund: locked, creditNote: null, changed: false };
  const refund = await updateRefund(tx, locked.id, { status: 'failed' });
  await recordAudit(tx, {
    actor,
    action: 'refund.failed',
    entity: 'refund',
    entityId: String(refund.id),
    after: { payment_id: refund.paymentId, amount_paise: refund.amountPaise, why },
  });
  return { refund, creditNote: null, changed: true };
}

/** The credit note of a refund of a captured payment of an invoiced order; null for any other. */
async function issueCreditNote(
  tx: Executor,
  refund: RefundRow,
  { payment, order }: { payment: PaymentRow; order: OrderRow },
  at: Date,
): Promise<CreditNoteRow | null> {
  if (payment.status !== 'captured' || !order.invoiceNumber) return null;
  const split = creditNoteSplit(
    {
      taxablePaise: order.taxablePaise,
      cgstPaise: order.cgstPaise,
      sgstPaise: order.sgstPaise,
      igstPaise: order.igstPaise,
      roundOffPaise: order.roundOffPaise,
      totalPaise: order.totalPaise,
    },
    refund.amountPaise,
    sumSplits(await creditNotesOfOrder(tx, order.id)),
    order.gstRateBasisPoints,
  );
  const financialYear = financialYearOf(at);
  // Last, so the series row is held for as short a time as possible.
  const sequence = await nextCreditNoteSequence(tx, financialYear);
  return insertCreditNote(tx, {
    number: `${creditNoteNumberHead(financialYear)}${String(sequence).padStart(CREDIT_NOTE_SEQUENCE_DIGITS, '0')}`,
    financialYear,
    refundId: refund.id,
    orderId: order.id,
    invoiceNumber: order.invoiceNumber,
    issuedAt: at,
    ...split,
    reason: refund.reason,
  });
}
