// The money tables' row types (orders, payments, coupons, periods, categories), named once for every
// module that reads them: payments writes them, receipts and refunds read orders. Also what both
// payments and receipts read alike: the one condition for an order that carries a tax invoice, and
// the period an order paid for.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  membershipPeriods,
  orders,
  type coupons,
  type membershipCategories,
  type payments,
} from '../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderInsert = typeof orders.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type PeriodRow = typeof membershipPeriods.$inferSelect;
export type CategoryRow = typeof membershipCategories.$inferSelect;

/** An order with a tax invoice: paid, or paid and since re-billed (decision 083), and numbered. */
export const hasTaxInvoice = and(
  inArray(orders.status, ['paid', 'rebilled']),
  isNotNull(orders.invoiceNumber),
);

/** The membership period an order paid for, if it made one. */
export async function findPeriodOfOrder(
  db: Executor,
  orderId: number,
): Promise<{ from: Date; to: Date } | undefined> {
  const [row] = await db
    .select({ from: membershipPeriods.startsAt, to: membershipPeriods.endsAt })
    .from(membershipPeriods)
    .where(eq(membershipPeriods.orderId, orderId))
    .limit(1);
  return row;
}
