// A credit note as a document: drawn from its record as issued (frozen, decision 076, as invoices are
// in frozen-documents.ts): its stored figures and number, the seller when it was issued, and the
// buyer, place of supply and member number of the invoice it is issued against, as that invoice was
// issued.
import { and, eq, isNull } from 'drizzle-orm';
import { creditNotes } from '../../db/schema';
import type { OrderRow } from '../../lib/payment-rows';
import { renderCreditNote } from './credit-note-pdf';
import { eInvoiceMarkOf } from './einvoice-block';
import type { CreditNote } from './credit-note-types';
import type { CreditNoteRow } from './credit-notes.repository';
import {
  creditNoteFromSnapshot,
  creditNoteSnapshot,
  creditNoteSnapshotSchema,
  type CreditNoteSnapshot,
} from './document-snapshot';
import { invoiceSnapshotOf, sellerOf, type FreezeDeps } from './frozen-documents';
import { invoiceTax } from './invoice-types';
import { logoBytes } from '../settings';
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

/** The credit note as issued: the seller then, the buyer and supply of the invoice it corrects. */
export async function frozenCreditNote(
  deps: FreezeDeps,
  row: CreditNoteRow,
  order: OrderRow,
): Promise<CreditNote> {
  const snapshot = await creditNoteSnapshotOf(deps, row, order);
  return creditNoteFromSnapshot(snapshot, await logoBytes(deps.files, snapshot.seller.logo));
}

export async function creditNoteSnapshotOf(
  deps: FreezeDeps,
  row: CreditNoteRow,
  order: OrderRow,
): Promise<CreditNoteSnapshot> {
  if (row.document) return creditNoteSnapshotSchema.parse(row.document);
  const invoice = await invoiceSnapshotOf(deps, order);
  const association = await deps.association.current();
  const note: CreditNote = {
    seller: sellerOf(association),
    number: row.number,
    issuedAt: row.issuedAt,
    invoiceNumber: row.invoiceNumber,
    invoiceDate: new Date(invoice.invoiceDate),
    member: invoice.member,
    memberNumber: invoice.memberNumber,
    description: invoice.membershipCategory,
    orderId: order.uniqueOrderId,
    // The supply the note corrects: the invoice's SAC and rate.
    sacCode: invoice.sacCode,
    taxablePaise: row.taxablePaise,
    tax: invoiceTax(invoice.tax.kind === 'intra-state', row),
    gstRateBasisPoints: invoice.gstRateBasisPoints,
    roundOffPaise: row.roundOffPaise,
    totalPaise: row.totalPaise,
    reason: row.reason,
  };
  const snapshot = creditNoteSnapshot(note, association.logo);
  const stored = await deps.db
    .update(creditNotes)
    .set({ document: snapshot })
    .where(and(eq(creditNotes.id, row.id), isNull(creditNotes.document)))
    .returning({ id: creditNotes.id });
  if (stored.length > 0) return snapshot;
  const [again] = await deps.db
    .select({ document: creditNotes.document })
    .from(creditNotes)
    .where(eq(creditNotes.id, row.id));
  return creditNoteSnapshotSchema.parse(again?.document);
}
