// The row types the payments module reads and writes: the money tables' (lib/payment-rows.ts) and the
// application, plan-history and member rows, which are their owners'.
export type { ApplicationRow, PlanHistoryRow as HistoryRow } from '../records';
export type { MemberRow } from '../records';
export type {
  CategoryRow,
  CouponRow,
  OrderInsert,
  OrderRow,
  PaymentRow,
  PeriodRow,
} from '../../lib/payment-rows';
