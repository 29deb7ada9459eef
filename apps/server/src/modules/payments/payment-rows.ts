// The row types the payments module reads and writes, named once for its repositories and services.
import type {
  applications,
  coupons,
  members,
  membershipCategories,
  membershipPeriods,
  orders,
  payments,
  planHistory,
} from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderInsert = typeof orders.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type MemberRow = typeof members.$inferSelect;
export type PeriodRow = typeof membershipPeriods.$inferSelect;
export type HistoryRow = typeof planHistory.$inferSelect;
export type CategoryRow = typeof membershipCategories.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;
