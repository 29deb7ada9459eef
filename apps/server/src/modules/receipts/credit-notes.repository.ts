// SQL of credit notes as documents: one with its order, and those waiting to be emailed (each claimed
// by one sender, like receipts: at most once, never twice).
import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { creditNotes, orders } from '../../db/schema';
import type { OrderRow } from '../../lib/payment-rows';

export type CreditNoteRow = typeof creditNotes.$inferSelect;

/** Credit notes, each with the order it is issued against: the query these reads start from. */
export function creditNotesWithOrders(db: Executor) {
  return db
    .select({ note: creditNotes, order: orders })
    .from(creditNotes)
    .innerJoin(orders, eq(orders.id, creditNotes.orderId));
}

export async function findCreditNoteWithOrder(
  db: Executor,
  id: number,
): Promise<{ note: CreditNoteRow; order: OrderRow } | undefined> {
  const [row] = await creditNotesWithOrders(db).where(eq(creditNotes.id, id));
  return row;
}

export function findCreditNotesToEmail(db: Executor, limit: number) {
  return creditNotesWithOrders(db)
    .where(
      and(
        isNull(creditNotes.emailedAt),
        // A credit note of an e-invoiced invoice is sent once it has its own IRN (decision 086).
        or(eq(orders.irnRequired, false), isNotNull(creditNotes.irn)),
      ),
    )
    .orderBy(creditNotes.id)
    .limit(limit);
}

export async function claimCreditNote(db: Executor, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(creditNotes)
    .set({ emailedAt: at })
    .where(and(eq(creditNotes.id, id), isNull(creditNotes.emailedAt)))
    .returning({ id: creditNotes.id });
  return rows.length > 0;
}

export async function releaseCreditNote(db: Executor, id: number): Promise<void> {
  await db.update(creditNotes).set({ emailedAt: null }).where(eq(creditNotes.id, id));
}
