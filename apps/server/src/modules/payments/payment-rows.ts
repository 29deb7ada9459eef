// The row types the payments module reads and writes, named once for its repositories and services;
// the application, plan-history and member rows are their owners'.
import type {
  coupons,
  membershipCategories,
  membershipPeriods,
  orders,
  payments,
} from '../../db/schema';

export type {
  ApplicationRow,
  PlanHistoryRow as HistoryRow,
} from '../applications/applications.repository';
export type { MemberRow } from '../members/members.repository';
export type OrderRow = typeof orders.$inferSelect;
export type OrderInsert = typeof orders.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type PeriodRow = typeof membershipPeriods.$inferSelect;
export type CategoryRow = typeof membershipCategories.$inferSelect;
