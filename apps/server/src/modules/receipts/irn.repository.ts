// SQL of e-invoice registrations (decision 086): the invoices waiting for an IRN whose next attempt
// is due (within the IRP's 30 days of their date), the IRP's answer stored once, and each attempt.
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { creditNotes, orders } from '../../db/schema';
import type { OrderRow } from '../../lib/payment-rows';
import { creditNotesWithOrders } from './credit-notes.repository';

export type StoredIrn = { irn: string; ackNo: string; ackDate: Date; signedQrCode: string };

/** Invoices to report now: required, no IRN yet, their attempt due, dated after `since`. */
export function findInvoicesDueForIrn(
  db: Executor,
  now: Date,
  since: Date,
  limit: number,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.irnRequired, true),
        isNull(orders.irn),
        eq(orders.status, 'paid'),
        gt(orders.paidAt, since),
        or(isNull(orders.irnNextAttemptAt), lte(orders.irnNextAttemptAt, now)),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(limit);
}

/** The IRP's answer as both documents keep it; the wait and its reason end. */
const storedIrnColumns = (irn: StoredIrn) => ({
  irn: irn.irn,
  irnAckNo: irn.ackNo,
  irnAckDate: irn.ackDate,
  irnSignedQr: irn.signedQrCode,
  irnLastError: null,
  irnNextAttemptAt: null,
});

type IrnAttempt = { attempts: number; nextAt: Date; error: string };

/** A failed try as both documents keep it: when to try next, and why it failed. */
const attemptColumns = (attempt: IrnAttempt) => ({
  irnAttempts: attempt.attempts,
  irnNextAttemptAt: attempt.nextAt,
  irnLastError: attempt.error.slice(0, 500),
});

/** Keeps the IRP's answer; a second process that registered it too finds it already kept. */
export async function storeInvoiceIrn(db: Executor, orderId: number, irn: StoredIrn) {
  await db
    .update(orders)
    .set(storedIrnColumns(irn))
    .where(and(eq(orders.id, orderId), isNull(orders.irn)));
}

export async function recordInvoiceIrnAttempt(db: Executor, orderId: number, attempt: IrnAttempt) {
  await db
    .update(orders)
    .set(attemptColumns(attempt))
    .where(and(eq(orders.id, orderId), isNull(orders.irn)));
}

/**
 * Credit notes to report now: their invoice was e-invoiced (`irn_required`), no IRN yet, their
 * attempt due, issued after `since`.
 */
export function findCreditNotesDueForIrn(db: Executor, now: Date, since: Date, limit: number) {
  return creditNotesWithOrders(db)
    .where(
      and(
        eq(orders.irnRequired, true),
        isNull(creditNotes.irn),
        gt(creditNotes.issuedAt, since),
        or(isNull(creditNotes.irnNextAttemptAt), lte(creditNotes.irnNextAttemptAt, now)),
      ),
    )
    .orderBy(asc(creditNotes.id))
    .limit(limit);
}

export async function storeCreditNoteIrn(db: Executor, id: number, irn: StoredIrn) {
  await db
    .update(creditNotes)
    .set({ irnRequired: true, ...storedIrnColumns(irn) })
    .where(and(eq(creditNotes.id, id), isNull(creditNotes.irn)));
}

export async function recordCreditNoteIrnAttempt(db: Executor, id: number, attempt: IrnAttempt) {
  await db
    .update(creditNotes)
    .set({ irnRequired: true, ...attemptColumns(attempt) })
    .where(and(eq(creditNotes.id, id), isNull(creditNotes.irn)));
}

/** Invoices and credit notes marked for an IRN that have none, oldest first (the staff's list). */
export async function findDocumentsWaitingForIrn(db: Executor, limit: number) {
  const waitingInvoices = await db
    .select()
    .from(orders)
    .where(and(eq(orders.irnRequired, true), isNull(orders.irn)))
    .orderBy(asc(orders.id))
    .limit(limit);
  const waitingNotes = await creditNotesWithOrders(db)
    .where(and(eq(orders.irnRequired, true), isNull(creditNotes.irn)))
    .orderBy(asc(creditNotes.id))
    .limit(limit);
  return { waitingInvoices, waitingNotes };
}

/** Marks a document's IRN cancelled, once. */
export async function markIrnCancelled(
  db: Executor,
  document: 'invoice' | 'credit_note',
  id: number,
  at: Date,
): Promise<boolean> {
  const table = document === 'invoice' ? orders : creditNotes;
  const rows = await db
    .update(table)
    .set({ irnCancelledAt: at })
    .where(and(eq(table.id, id), isNull(table.irnCancelledAt)))
    .returning({ id: table.id });
  return rows.length > 0;
}
