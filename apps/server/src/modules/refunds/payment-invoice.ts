// The invoice that stands for a payment's supply now, as the payments panel shows it (decision 083):
// the order's own or the one that re-billed it, what is left to credit of it and its deadline, and
// the credit notes issued without a refund along the way.
import type { PaymentView } from '@portico/domain/contracts/refunds.contract';
import { creditNoteDeadline } from '@portico/domain/credit-note-deadline';
import { paiseToRupees } from '@portico/domain/money';
import type { Executor } from '../../db/client';
import { creditableOf } from './issue-credit-note';
import { findRebillOf, standaloneCreditNotesOf } from './invoice-credit.repository';
import type { OrderRow, PaymentRow } from './refunds.repository';

export async function invoiceOfPayment(
  db: Executor,
  payment: PaymentRow,
  order: OrderRow,
): Promise<Pick<PaymentView, 'invoice' | 'credit_notes'>> {
  if (payment.status !== 'captured' || !order.invoiceNumber || !order.paidAt) {
    return { invoice: null, credit_notes: [] };
  }
  const chain = [order];
  for (let next = await findRebillOf(db, order.id); next; next = await findRebillOf(db, next.id)) {
    chain.push(next);
  }
  const current = chain[chain.length - 1] ?? order;
  const notes = await standaloneCreditNotesOf(
    db,
    chain.map((link) => link.id),
  );
  return {
    invoice: {
      order_id: current.id,
      number: current.invoiceNumber ?? '',
      issued_at: (current.paidAt ?? order.paidAt).toISOString(),
      creditable: paiseToRupees(Math.max(0, await creditableOf(db, current))),
      credit_deadline: creditNoteDeadline(order.paidAt).toISOString(),
    },
    credit_notes: notes.map((note) => ({
      id: note.id,
      number: note.number,
      issued_at: note.issuedAt.toISOString(),
      total: paiseToRupees(note.totalPaise),
      invoice_number: note.invoiceNumber,
      reason: note.reason,
    })),
  };
}
