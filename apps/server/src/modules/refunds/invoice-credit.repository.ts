// SQL of an invoice's credit (decision 083): the order that carries an invoice, locked while it is
// credited (a refund's credit note and one issued without a refund take turns on it), the invoice
// that re-billed it, what is credited or being refunded of it, and a re-billed invoice's row.
import { and, eq, sql } from 'drizzle-orm';
import { resultRows, type Executor } from '../../db/client';
import { creditNotes, orders } from '../../db/schema';
import type { CreditNoteRow, OrderRow } from './refunds.repository';
import { insertRow } from '../../lib/insert-row';
import { firstRow, lockedRow } from '../../lib/first-row';

export async function lockOrder(tx: Executor, id: number): Promise<OrderRow | undefined> {
  return lockedRow(tx, orders, eq(orders.id, id));
}

/** The order whose invoice re-billed this one's, if any. */
export async function findRebillOf(tx: Executor, orderId: number): Promise<OrderRow | undefined> {
  return firstRow(tx, orders, eq(orders.rebilledFromOrderId, orderId));
}

/** The invoice standing for an order's supply now: its own, or the last that re-billed it. */
export async function currentInvoiceOrder(tx: Executor, order: OrderRow): Promise<OrderRow> {
  let current = order;
  for (
    let next = await findRebillOf(tx, current.id);
    next;
    next = await findRebillOf(tx, next.id)
  ) {
    current = next;
  }
  return current;
}

/** The order that was paid (and holds the payment) for an invoice that may have re-billed it. */
export async function paidOrderOf(tx: Executor, order: OrderRow): Promise<OrderRow> {
  let current = order;
  while (current.rebilledFromOrderId !== null) {
    const [earlier] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, current.rebilledFromOrderId));
    if (!earlier) break;
    current = earlier;
  }
  return current;
}

/** Paise of the paid order's refunds still pending: each will credit the invoice when processed. */
export async function pendingRefundsOfOrder(tx: Executor, paidOrderId: number): Promise<number> {
  const [row] = resultRows<{ total: number | string }>(
    await tx.execute(sql`select coalesce(sum(amount_paise), 0) as total from refunds
      where order_id = ${paidOrderId} and status = 'pending'`),
  );
  return Number(row?.total ?? 0);
}

export async function findCreditNoteByKey(
  tx: Executor,
  orderId: number,
  idempotencyKey: string,
): Promise<CreditNoteRow | undefined> {
  return firstRow(
    tx,
    creditNotes,
    and(eq(creditNotes.orderId, orderId), eq(creditNotes.idempotencyKey, idempotencyKey)),
  );
}

export async function insertOrder(
  tx: Executor,
  values: typeof orders.$inferInsert,
): Promise<OrderRow> {
  return insertRow(tx, orders, values, 'order not inserted');
}

/** Credit notes issued without a refund against these orders' invoices, oldest first. */
export async function standaloneCreditNotesOf(
  db: Executor,
  orderIds: number[],
): Promise<CreditNoteRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(creditNotes)
    .where(
      and(
        sql`${creditNotes.orderId} in (${sql.join(
          orderIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
        sql`${creditNotes.refundId} is null`,
      ),
    )
    .orderBy(creditNotes.id);
}
