// A credit note as a document: drawn from its record as issued (frozen-documents.ts): its stored
// figures and number, the seller when it was issued, and the buyer, place of supply and member
// number of the invoice it is issued against, as that invoice was issued.
import type { OrderRow } from '../../lib/payment-rows';
import { renderCreditNote } from './credit-note-pdf';
import { eInvoiceMarkOf } from './einvoice-block';
import type { CreditNote } from './credit-note-types';
import type { CreditNoteRow } from './credit-notes.repository';
import { frozenCreditNote } from './frozen-documents';
import type { ReceiptDeps } from './receipt-deps';
import { signedDocument } from './signed-document';

export async function creditNoteOf(
  deps: Pick<ReceiptDeps, 'db' | 'association' | 'files' | 'signer'>,
  row: CreditNoteRow,
  order: OrderRow,
): Promise<{ fileName: string; pdf: Buffer; note: CreditNote }> {
  const note = await frozenCreditNote(deps, row, order);
  return {
    fileName: `Credit-Note-${row.number.replace(/[^\w-]/g, '_')}.pdf`,
    pdf: await signedDocument(deps.signer, await renderCreditNote(note, eInvoiceMarkOf(row)), {
      signedAt: note.issuedAt,
      reason: `Credit note ${note.number}`,
      seller: note.seller,
    }),
    note,
  };
}
