// The money tables' row types (orders, payments, coupons, periods, categories), named once for every
// module that reads them: payments writes them, receipts and refunds read orders.
import type {
  coupons,
  membershipCategories,
  membershipPeriods,
  orders,
  payments,
} from '../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderInsert = typeof orders.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type PeriodRow = typeof membershipPeriods.$inferSelect;
export type CategoryRow = typeof membershipCategories.$inferSelect;
