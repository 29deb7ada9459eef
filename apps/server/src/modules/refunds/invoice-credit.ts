// A credit note against an invoice (decisions 038, 077 and 083): the invoice's figures less what its
// credit notes took, split head by head (creditNoteSplit), numbered in the financial year's series.
// The caller holds the invoice's order row locked, so two credit notes of one invoice take turns.
import {
  CREDIT_NOTE_SEQUENCE_DIGITS,
  creditNoteNumberHead,
  creditNoteSplit,
  sumSplits,
  type TaxSplit,
} from '@portico/domain/credit-note';
import { financialYearOf } from '@portico/domain/invoice';
import type { Executor } from '../../db/client';
import {
  creditNotesOfOrder,
  insertCreditNote,
  nextCreditNoteSequence,
  type CreditNoteRow,
  type OrderRow,
} from './refunds.repository';

export type InvoiceCredit = {
  /** Paise, taxes included; 'rest': all that is left of the invoice. */
  amountPaise: number | 'rest';
  reason: string;
  refundId: number | null;
  staffId: number | null;
  idempotencyKey: string | null;
  at: Date;
};

const figuresOf = (order: OrderRow): TaxSplit => ({
  taxablePaise: order.taxablePaise,
  cgstPaise: order.cgstPaise,
  sgstPaise: order.sgstPaise,
  igstPaise: order.igstPaise,
  roundOffPaise: order.roundOffPaise,
  totalPaise: order.totalPaise,
});

/** Paise of the invoice not yet credited by a credit note. */
export async function leftToCredit(tx: Executor, invoice: OrderRow): Promise<number> {
  const earlier = sumSplits(await creditNotesOfOrder(tx, invoice.id));
  return invoice.totalPaise - earlier.totalPaise;
}

/** The credit note, issued now; the amount must be within what is left (the caller checked). */
export async function issueInvoiceCredit(
  tx: Executor,
  invoice: OrderRow,
  credit: InvoiceCredit,
): Promise<CreditNoteRow> {
  if (!invoice.invoiceNumber) throw new Error(`order ${invoice.id} has no invoice`);
  const earlier = sumSplits(await creditNotesOfOrder(tx, invoice.id));
  const amount =
    credit.amountPaise === 'rest' ? invoice.totalPaise - earlier.totalPaise : credit.amountPaise;
  const split = creditNoteSplit(figuresOf(invoice), amount, earlier, invoice.gstRateBasisPoints);
  const financialYear = financialYearOf(credit.at);
  // Last, so the series row is held for as short a time as possible.
  const sequence = await nextCreditNoteSequence(tx, financialYear);
  return insertCreditNote(tx, {
    number: `${creditNoteNumberHead(financialYear)}${String(sequence).padStart(CREDIT_NOTE_SEQUENCE_DIGITS, '0')}`,
    financialYear,
    refundId: credit.refundId,
    orderId: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    issuedAt: credit.at,
    ...split,
    reason: credit.reason,
    staffId: credit.staffId,
    idempotencyKey: credit.idempotencyKey,
  });
}
