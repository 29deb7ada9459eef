// The job that freezes documents not frozen yet (decision 076): invoices first, then their credit
// notes.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { creditNotes, orders } from '../../db/schema';
import { creditNoteSnapshotOf } from './credit-note-of';
import { invoiceSnapshotOf, type FreezeDeps } from './frozen-documents';

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
