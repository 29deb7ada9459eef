// Issued means frozen (issue #28 item 1, decision 076): a tax invoice or credit note is drawn once,
// from the order and the association's settings at that moment, and stored with its row as JSON
// (everything it prints, the logo by its file key). Every later PDF is drawn from that record, so an
// edit of Settings (name, address, GSTIN, state, SAC, logo, contact) changes the next document only.
// A document not frozen yet (issued before this, or read before the freezing job reached it) is
// frozen on its first read, by whichever process reads it first (a conditional update).
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AssociationConfig } from '../../config';
import type { Executor } from '../../db/client';
import { creditNotes, orders } from '../../db/schema';
import type { OrderRow } from '../../lib/payment-rows';
import { logoBytes } from '../settings';
import type { CreditNote } from './credit-note-types';
import type { CreditNoteRow } from './credit-notes.repository';
import {
  creditNoteFromSnapshot,
  creditNoteSnapshot,
  creditNoteSnapshotSchema,
  invoiceFromSnapshot,
  invoiceSnapshot,
  invoiceSnapshotSchema,
  type CreditNoteSnapshot,
  type InvoiceSnapshot,
} from './document-snapshot';
import type { OfflineSettlement, TaxInvoice } from './invoice-types';
import type { ReceiptDeps } from './receipt-deps';
import { issuedInvoiceOf, sellerOf } from './tax-invoice-of';

type FreezeDeps = Pick<ReceiptDeps, 'db' | 'association' | 'files'>;

/** The order's tax invoice as issued, its logo's bytes read from the file store. */
export async function frozenInvoice(deps: FreezeDeps, order: OrderRow): Promise<TaxInvoice> {
  const snapshot = await invoiceSnapshotOf(deps, order);
  return invoiceFromSnapshot(snapshot, await logoBytes(deps.files, snapshot.seller.logo));
}

/**
 * Freezes the invoice of an order just paid, inside the paying transaction (`order` as it is being
 * settled there): a Settings change committed afterwards reaches the next invoice only.
 */
export async function freezeIssuedInvoice(
  tx: Executor,
  order: OrderRow,
  association: AssociationConfig,
  offline?: OfflineSettlement,
): Promise<void> {
  const snapshot = invoiceSnapshot(
    await issuedInvoiceOf(tx, order, association, offline),
    association.logo,
  );
  // A B2B invoice issued while e-invoicing applies waits for its IRN (decision 086).
  const irnRequired = association.eInvoicing && snapshot.member.gstin !== null;
  await tx
    .update(orders)
    .set({ invoiceDocument: snapshot, irnRequired })
    .where(and(eq(orders.id, order.id), isNull(orders.invoiceDocument)));
}

/** The record of the order's tax invoice, frozen now if it was not yet. */
export async function invoiceSnapshotOf(
  deps: FreezeDeps,
  order: OrderRow,
): Promise<InvoiceSnapshot> {
  if (order.invoiceDocument) return invoiceSnapshotSchema.parse(order.invoiceDocument);
  const association = await deps.association.current();
  const snapshot = invoiceSnapshot(
    await issuedInvoiceOf(deps.db, order, association),
    association.logo,
  );
  const stored = await deps.db
    .update(orders)
    .set({ invoiceDocument: snapshot })
    .where(and(eq(orders.id, order.id), isNull(orders.invoiceDocument)))
    .returning({ id: orders.id });
  if (stored.length > 0) return snapshot;
  // Another process froze it a moment ago: its record is the document.
  return invoiceSnapshotSchema.parse(await storedInvoiceDocument(deps.db, order.id));
}

async function storedInvoiceDocument(db: Executor, orderId: number): Promise<unknown> {
  const [row] = await db
    .select({ document: orders.invoiceDocument })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.document;
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
    tax:
      invoice.tax.kind === 'intra-state'
        ? { kind: 'intra-state', cgstPaise: row.cgstPaise, sgstPaise: row.sgstPaise }
        : { kind: 'inter-state', igstPaise: row.igstPaise },
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

/** Documents frozen per run of the freezing job. */
const FREEZE_BATCH = 200;

/**
 * The job that freezes documents issued before documents were frozen (the migration's backfill,
 * decision 076) and any issued since that no one has read yet: invoices first, then their credit
 * notes. Once a run finds none, this process stops looking.
 */
export function createDocumentFreezer(deps: FreezeDeps) {
  let done = false;
  return async function freezePending(): Promise<{ invoices: number; creditNotes: number }> {
    if (done) return { invoices: 0, creditNotes: 0 };
    const pendingOrders = await deps.db
      .select()
      .from(orders)
      .where(and(isNotNull(orders.invoiceNumber), isNull(orders.invoiceDocument)))
      .orderBy(orders.id)
      .limit(FREEZE_BATCH);
    for (const order of pendingOrders) await invoiceSnapshotOf(deps, order);
    const pendingNotes = await deps.db
      .select({ note: creditNotes, order: orders })
      .from(creditNotes)
      .innerJoin(orders, eq(orders.id, creditNotes.orderId))
      .where(isNull(creditNotes.document))
      .orderBy(creditNotes.id)
      .limit(FREEZE_BATCH);
    for (const { note, order } of pendingNotes) await creditNoteSnapshotOf(deps, note, order);
    done = pendingOrders.length === 0 && pendingNotes.length === 0;
    return { invoices: pendingOrders.length, creditNotes: pendingNotes.length };
  };
}
