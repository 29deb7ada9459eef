// A refund's end, once and only once (the API's answer and the webhook may both tell it, a webhook
// may be delivered twice or at the same moment): under the refund's lock, a refund still pending
// becomes processed (its credit note issued, its membership effect applied) or failed. A refund of
// a payment that was never honoured (refund_due) has no invoice, so no credit note.
import { isWithinCreditNoteDeadline } from '@portico/domain/credit-note-deadline';
import type { Executor } from '../../db/client';
import { recordAudit } from '../audit';
import { currentInvoiceOrder, lockOrder } from './invoice-credit.repository';
import { issueInvoiceCredit, leftToCredit } from './invoice-credit';
import { applyMembershipEffect } from './membership-effect';
import {
  lockPaymentWithOrder,
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

/**
 * The credit note of a refund of a captured payment of an invoiced order; null for any other. It
 * credits the invoice that stands for the supply now (the order's own, or the one that re-billed
 * it, decision 083), no more than is left of it, and none past the Section 34(2) deadline: the money
 * still goes back, but the tax can no longer be reduced (recorded in the audit log).
 */
async function issueCreditNote(
  tx: Executor,
  refund: RefundRow,
  { payment, order }: { payment: PaymentRow; order: OrderRow },
  at: Date,
): Promise<CreditNoteRow | null> {
  if (payment.status !== 'captured' || !order.invoiceNumber || !order.paidAt) return null;
  const invoice = await lockOrder(tx, (await currentInvoiceOrder(tx, order)).id);
  if (!invoice?.invoiceNumber) return null;
  if (!isWithinCreditNoteDeadline(order.paidAt, at)) {
    await recordAudit(tx, {
      actor: 'system',
      action: 'credit_note.past_deadline',
      entity: 'order',
      entityId: invoice.uniqueOrderId,
      after: { refund: refund.id, invoice: invoice.invoiceNumber },
    });
    return null;
  }
  const amountPaise = Math.min(refund.amountPaise, await leftToCredit(tx, invoice));
  if (amountPaise <= 0) return null;
  return issueInvoiceCredit(tx, invoice, {
    amountPaise,
    reason: refund.reason,
    refundId: refund.id,
    staffId: null,
    idempotencyKey: null,
    at,
  });
}
