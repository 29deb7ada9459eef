// The orders of an application that part payments left open (decision 081), with what each receipt
// brought and the balance still due: shown to staff on the application's payments.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PartPaidView } from '@portico/domain/contracts/refunds.contract';
import { paiseToRupees } from '@portico/domain/money';
import { balanceDuePaise } from '@portico/domain/offline-payment';
import type { Executor } from '../../db/client';
import { offlineReceipts, orders } from '../../db/schema';
import { settledBy } from './offline-receipts.repository';

export async function partPaidOrders(db: Executor, applicationId: number): Promise<PartPaidView[]> {
  const open = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.applicationId, applicationId),
        eq(orders.provider, 'offline'),
        eq(orders.status, 'created'),
      ),
    )
    .orderBy(asc(orders.id));
  if (open.length === 0) return [];
  const receipts = await db
    .select()
    .from(offlineReceipts)
    .where(
      inArray(
        offlineReceipts.orderId,
        open.map((order) => order.id),
      ),
    )
    .orderBy(asc(offlineReceipts.receivedOn), asc(offlineReceipts.id));
  return open.map((order) => {
    const own = receipts.filter((receipt) => receipt.orderId === order.id);
    const settled = settledBy(own);
    return {
      unique_order_id: order.uniqueOrderId,
      purpose: order.purpose,
      total: paiseToRupees(order.totalPaise),
      received: paiseToRupees(settled.receivedPaise),
      tds: paiseToRupees(settled.tdsPaise),
      written_off: paiseToRupees(settled.writtenOffPaise),
      balance_due: paiseToRupees(balanceDuePaise(order.totalPaise, settled)),
      receipts: own.map((receipt) => ({
        received_on: receipt.receivedOn,
        method: receipt.method,
        reference: receipt.reference,
        bank: receipt.bank,
        amount: paiseToRupees(receipt.amountPaise),
      })),
    };
  });
}
