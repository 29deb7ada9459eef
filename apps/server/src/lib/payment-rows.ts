// The money tables' row types (orders, payments, coupons, periods, categories), named once for every
// module that reads them: payments writes them, receipts and refunds read orders. Also the one
// condition for an order that carries a tax invoice, which both payments and receipts select by.
import { and, inArray, isNotNull } from 'drizzle-orm';
import {
  orders,
  type coupons,
  type membershipCategories,
  type membershipPeriods,
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
