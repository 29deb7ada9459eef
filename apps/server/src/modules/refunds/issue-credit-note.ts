// A credit note staff issue against an invoice without a refund (issue #28 item 7, decision 083):
// the supply stands, no money goes back and the membership is untouched, but the invoice's value is
// reduced, in part or in full, for a reason staff give. Refused past the Section 34(2) deadline.
import {
  creditNoteDeadlineMessage,
  isWithinCreditNoteDeadline,
} from '@portico/domain/credit-note-deadline';
import { paiseToRupees } from '@portico/domain/money';
import type { Executor } from '../../db/client';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { recordAudit } from '../audit';
import { leftToCredit, issueInvoiceCredit } from './invoice-credit';
import {
  findCreditNoteByKey,
  findRebillOf,
  lockOrder,
  paidOrderOf,
  pendingRefundsOfOrder,
} from './invoice-credit.repository';
import type { CreditNoteRow, OrderRow } from './refunds.repository';
import { REFUND_MESSAGES, type RefundsDeps } from './refunds-deps';

export type CreditNoteRequest = {
  orderId: number;
  /** Paise; null: all that is left. */
  amountPaise: number | null;
  reason: string;
  idempotencyKey: string;
};

export type CreditCaller = { staffId: number };

export async function issueStandaloneCreditNote(
  deps: Pick<RefundsDeps, 'db' | 'now' | 'onCreditNote'>,
  caller: CreditCaller,
  request: CreditNoteRequest,
): Promise<CreditNoteRow> {
  const { note, issued } = await deps.db.transaction(async (tx) => {
    const { invoice, earlier } = await creditableInvoice(
      tx,
      request.orderId,
      request.idempotencyKey,
    );
    if (earlier) {
      if (request.amountPaise !== null && earlier.totalPaise !== request.amountPaise) {
        throw new ConflictError(REFUND_MESSAGES.creditKeyReused);
      }
      return { note: earlier, issued: false };
    }
    const at = deps.now();
    await checkCreditable(tx, invoice, at);
    const left = await creditableOf(tx, invoice);
    if (left <= 0) throw new ConflictError(REFUND_MESSAGES.creditedInFull);
    const amountPaise = request.amountPaise ?? left;
    if (amountPaise > left) {
      const message = REFUND_MESSAGES.creditTooMuch(paiseToRupees(left).toFixed(2));
      throw new BadRequestError(message, { amount: message });
    }
    const created = await issueInvoiceCredit(tx, invoice, {
      amountPaise,
      reason: request.reason,
      refundId: null,
      staffId: caller.staffId,
      idempotencyKey: request.idempotencyKey,
      at,
    });
    await auditCreditNote(tx, caller, invoice, created);
    return { note: created, issued: true };
  });
  if (issued) deps.onCreditNote?.();
  return note;
}

/**
 * The invoice's order, locked (a concurrent submit with the same key waits here and finds ours),
 * and the credit note an earlier submit with this key issued.
 */
export async function creditableInvoice(
  tx: Executor,
  orderId: number,
  idempotencyKey: string,
): Promise<{ invoice: OrderRow; earlier: CreditNoteRow | undefined }> {
  const invoice = await lockOrder(tx, orderId);
  if (
    !invoice?.invoiceNumber ||
    !invoice.paidAt ||
    (invoice.status !== 'paid' && invoice.status !== 'rebilled')
  ) {
    throw new NotFoundError(REFUND_MESSAGES.invoiceNotFound);
  }
  return { invoice, earlier: await findCreditNoteByKey(tx, invoice.id, idempotencyKey) };
}

/** Not re-billed (the new invoice is the one to credit) and within the Section 34(2) deadline. */
export async function checkCreditable(tx: Executor, invoice: OrderRow, at: Date): Promise<void> {
  const rebill = await findRebillOf(tx, invoice.id);
  if (rebill?.invoiceNumber)
    throw new ConflictError(REFUND_MESSAGES.wasRebilled(rebill.invoiceNumber));
  // The supply's date is the paid invoice's, whichever invoice stands for it now.
  const supplied = (await paidOrderOf(tx, invoice)).paidAt ?? invoice.paidAt;
  if (supplied && !isWithinCreditNoteDeadline(supplied, at)) {
    throw new ConflictError(creditNoteDeadlineMessage(invoice.invoiceNumber ?? '', supplied));
  }
}

/** What is left to credit: not credited yet, nor promised to a refund still pending. */
export async function creditableOf(tx: Executor, invoice: OrderRow): Promise<number> {
  const paid = await paidOrderOf(tx, invoice);
  return (await leftToCredit(tx, invoice)) - (await pendingRefundsOfOrder(tx, paid.id));
}

export async function auditCreditNote(
  tx: Executor,
  caller: CreditCaller,
  invoice: OrderRow,
  note: CreditNoteRow,
): Promise<void> {
  await recordAudit(tx, {
    actor: `staff:${caller.staffId}`,
    action: 'credit_note.issued',
    entity: 'order',
    entityId: invoice.uniqueOrderId,
    after: {
      credit_note: note.number,
      invoice: note.invoiceNumber,
      total_paise: note.totalPaise,
      reason: note.reason,
    },
  });
}
