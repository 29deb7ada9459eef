// SQL of refunds and credit notes: a payment locked with its order while a refund is taken from it,
// what is already refunded of it, refund rows, and a credit note numbered in its financial year's
// series (the series row held until commit, so numbers have no gaps and never repeat).
import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { TaxSplit } from '@portico/domain/credit-note';
import { resultRows, type Executor } from '../../db/client';
import { creditNotes, orders, payments, refunds } from '../../db/schema';
import type { OrderRow } from '../../lib/payment-rows';
import type { CreditNoteRow } from '../receipts';
import { requireRow } from '../../lib/require-row';
import { insertRow } from '../../lib/insert-row';
import { firstRow, lockedRow } from '../../lib/first-row';

export type RefundRow = typeof refunds.$inferSelect;
// One definition each: the credit note row is the receipts module's, the order row the payments'.
export type { CreditNoteRow } from '../receipts';
export type PaymentRow = typeof payments.$inferSelect;
export type { OrderRow } from '../../lib/payment-rows';

/** The payment and its order, the payment's row locked: refunds of one payment take turns. */
export async function lockPaymentWithOrder(
  tx: Executor,
  paymentId: number,
): Promise<{ payment: PaymentRow; order: OrderRow } | undefined> {
  const [row] = await tx
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, paymentId))
    .for('update', { of: payments });
  return row;
}

/** Paise of the payment refunded or being refunded (pending and processed refunds). */
export async function refundedOfPayment(tx: Executor, paymentId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)`.mapWith(Number) })
    .from(refunds)
    .where(
      and(eq(refunds.paymentId, paymentId), inArray(refunds.status, ['pending', 'processed'])),
    );
  return row?.total ?? 0;
}

/** Paise of the order's payments refunded already (processed refunds). */
export async function refundedOfOrder(tx: Executor, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)`.mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'processed')));
  return row?.total ?? 0;
}

export async function insertRefund(
  tx: Executor,
  values: typeof refunds.$inferInsert,
): Promise<RefundRow> {
  return insertRow(tx, refunds, values, 'refund not inserted');
}

/** The refund a form's key recorded on this payment, with its credit note once issued. */
export async function findRefundByKey(
  tx: Executor,
  paymentId: number,
  idempotencyKey: string,
): Promise<{ refund: RefundRow; creditNote: CreditNoteRow | null } | undefined> {
  const [row] = await tx
    .select({ refund: refunds, creditNote: creditNotes })
    .from(refunds)
    .leftJoin(creditNotes, eq(creditNotes.refundId, refunds.id))
    .where(and(eq(refunds.paymentId, paymentId), eq(refunds.idempotencyKey, idempotencyKey)));
  return row;
}

export async function updateRefund(
  tx: Executor,
  id: number,
  values: Partial<typeof refunds.$inferInsert>,
): Promise<RefundRow> {
  return requireRow(
    await tx.update(refunds).set(values).where(eq(refunds.id, id)).returning(),
    `refund ${id} vanished`,
  );
}

/** A refund locked for settling: by our id, or by the provider's. */
export async function lockRefund(
  tx: Executor,
  by: { id: number } | { providerRefundId: string },
): Promise<RefundRow | undefined> {
  const where =
    'id' in by ? eq(refunds.id, by.id) : eq(refunds.providerRefundId, by.providerRefundId);
  return lockedRow(tx, refunds, where);
}

export async function findPaymentByProviderId(
  tx: Executor,
  providerPaymentId: string,
): Promise<PaymentRow | undefined> {
  return firstRow(tx, payments, eq(payments.providerPaymentId, providerPaymentId));
}

/** The credit notes issued against an order so far (their figures add up to what was credited). */
export async function creditNotesOfOrder(tx: Executor, orderId: number): Promise<TaxSplit[]> {
  return tx
    .select({
      taxablePaise: creditNotes.taxablePaise,
      cgstPaise: creditNotes.cgstPaise,
      sgstPaise: creditNotes.sgstPaise,
      igstPaise: creditNotes.igstPaise,
      roundOffPaise: creditNotes.roundOffPaise,
      totalPaise: creditNotes.totalPaise,
    })
    .from(creditNotes)
    .where(eq(creditNotes.orderId, orderId));
}

/** The next number of the financial year's credit note series; its row stays locked until commit. */
export async function nextCreditNoteSequence(tx: Executor, financialYear: string): Promise<number> {
  const [row] = resultRows<{ n: number | string }>(
    await tx.execute(sql`insert into credit_note_series (financial_year, last_number)
      values (${financialYear}, 1)
      on conflict (financial_year) do update set last_number = credit_note_series.last_number + 1
      returning last_number as n`),
  );
  if (!row) throw new Error('credit note series not advanced');
  return Number(row.n);
}

export async function insertCreditNote(
  tx: Executor,
  values: typeof creditNotes.$inferInsert,
): Promise<CreditNoteRow> {
  return insertRow(tx, creditNotes, values, 'credit note not inserted');
}

/** The payments of an application's orders (and its member's), newest first, with their refunds. */
export async function paymentsOfApplication(db: Executor, applicationId: number) {
  const rows = await db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      sql`${orders.applicationId} = ${applicationId} or ${orders.memberId} in
        (select m.id from members m where m.application_id = ${applicationId})`,
    )
    .orderBy(desc(payments.createdAt), desc(payments.id));
  const ids = rows.map((row) => row.payment.id);
  const refundRows =
    ids.length === 0
      ? []
      : await db
          .select({ refund: refunds, creditNote: creditNotes })
          .from(refunds)
          .leftJoin(creditNotes, eq(creditNotes.refundId, refunds.id))
          .where(inArray(refunds.paymentId, ids))
          .orderBy(refunds.id);
  return rows.map((row) => ({
    ...row,
    refunds: refundRows.filter((r) => r.refund.paymentId === row.payment.id),
  }));
}

/** Card refunds still pending, asked within the window, oldest first, with their payment's provider id. */
export async function findRefundsLeftPending(
  db: Executor,
  window: { createdBefore: Date; createdAfter: Date; limit: number },
): Promise<{ refund: RefundRow; providerPaymentId: string }[]> {
  return db
    .select({ refund: refunds, providerPaymentId: payments.providerPaymentId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(
        eq(refunds.status, 'pending'),
        eq(refunds.method, 'provider'),
        lt(refunds.createdAt, window.createdBefore),
        gt(refunds.createdAt, window.createdAfter),
      ),
    )
    .orderBy(refunds.id)
    .limit(window.limit);
}
