// Queries of money received by hand (decision 081): the open order a part payment left, its
// receipts so far, a new receipt, and the TDS awaiting its certificate.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { OrderType } from '@portico/domain/checkout';
import type { Settlement } from '@portico/domain/offline-payment';
import type { Executor } from '../../db/client';
import { offlineReceipts, orders } from '../../db/schema';
import type { OrderRow } from './payment-rows';
import { insertRow } from '../../lib/insert-row';
import { firstRow } from '../../lib/first-row';

export type OfflineReceiptRow = typeof offlineReceipts.$inferSelect;
export type NewOfflineReceipt = typeof offlineReceipts.$inferInsert;

/** The offline order a part payment left open for this application and purpose, if any. */
export async function findOpenOfflineOrder(
  db: Executor,
  applicationId: number,
  purpose: OrderType,
): Promise<OrderRow | undefined> {
  return firstRow(
    db,
    orders,
    and(
      eq(orders.applicationId, applicationId),
      eq(orders.purpose, purpose),
      eq(orders.provider, 'offline'),
      eq(orders.status, 'created'),
    ),
    asc(orders.id),
  );
}

export async function receiptsOfOrder(db: Executor, orderId: number): Promise<OfflineReceiptRow[]> {
  return db
    .select()
    .from(offlineReceipts)
    .where(eq(offlineReceipts.orderId, orderId))
    .orderBy(asc(offlineReceipts.receivedOn), asc(offlineReceipts.id));
}

export async function insertOfflineReceipt(
  db: Executor,
  values: NewOfflineReceipt,
): Promise<OfflineReceiptRow> {
  return insertRow(db, offlineReceipts, values);
}

/** What the receipts settled between them. */
export function settledBy(receipts: readonly OfflineReceiptRow[]): Settlement {
  return receipts.reduce<Settlement>(
    (sum, receipt) => ({
      receivedPaise: sum.receivedPaise + receipt.amountPaise,
      tdsPaise: sum.tdsPaise + receipt.tdsPaise,
      writtenOffPaise: sum.writtenOffPaise + receipt.writtenOffPaise,
    }),
    { receivedPaise: 0, tdsPaise: 0, writtenOffPaise: 0 },
  );
}

/** The receipt's TDS certificate, only while none is recorded; undefined if there is none to record. */
export async function recordTdsCertificateRow(
  db: Executor,
  id: number,
  values: { number: string; date: string; staffId: number; at: Date },
): Promise<OfflineReceiptRow | undefined> {
  const [row] = await db
    .update(offlineReceipts)
    .set({
      tdsCertificateNumber: values.number,
      tdsCertificateDate: values.date,
      tdsCertificateBy: values.staffId,
      tdsCertificateAt: values.at,
    })
    .where(
      and(
        eq(offlineReceipts.id, id),
        sql`${offlineReceipts.tdsPaise} > 0`,
        isNull(offlineReceipts.tdsCertificateNumber),
      ),
    )
    .returning();
  return row;
}
