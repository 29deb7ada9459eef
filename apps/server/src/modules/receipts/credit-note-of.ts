// A credit note as a document: its stored figures and number, with the seller, buyer, place of
// supply and member number of the invoice it is issued against (read as that invoice prints them).
import { DEFAULT_SAC_CODE } from '@portico/domain/invoice';
import type { OrderRow } from '../../lib/payment-rows';
import { renderCreditNote } from './credit-note-pdf';
import type { CreditNote } from './credit-note-types';
import type { CreditNoteRow } from './credit-notes.repository';
import type { ReceiptDeps } from './receipt-deps';
import { taxInvoiceOf } from './tax-invoice-of';

export async function creditNoteOf(
  deps: Pick<ReceiptDeps, 'db' | 'association' | 'files'>,
  row: CreditNoteRow,
  order: OrderRow,
): Promise<{ fileName: string; pdf: Buffer; note: CreditNote }> {
  const invoice = await taxInvoiceOf(deps, order);
  const note: CreditNote = {
    seller: invoice.seller,
    number: row.number,
    issuedAt: row.issuedAt,
    invoiceNumber: row.invoiceNumber,
    invoiceDate: invoice.invoiceDate,
    member: invoice.member,
    memberNumber: invoice.memberNumber,
    description: invoice.membershipCategory,
    orderId: order.uniqueOrderId,
    sacCode: invoice.sacCode ?? DEFAULT_SAC_CODE,
    taxablePaise: row.taxablePaise,
    tax:
      invoice.tax.kind === 'intra-state'
        ? { kind: 'intra-state', cgstPaise: row.cgstPaise, sgstPaise: row.sgstPaise }
        : { kind: 'inter-state', igstPaise: row.igstPaise },
    gstRateBasisPoints: order.gstRateBasisPoints,
    totalPaise: row.totalPaise,
    reason: row.reason,
  };
  return {
    fileName: `Credit-Note-${row.number.replace(/[^\w-]/g, '_')}.pdf`,
    pdf: await renderCreditNote(note),
    note,
  };
}
