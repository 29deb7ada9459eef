import type { MemberAutoRenewal } from '@portico/domain/contracts/auto-renewal.contract';
import { formatIndiaDate } from '@portico/domain/format';

/**
 * A debit's period is the one that ends at the plan's expiry (not yet renewed): the same day in
 * India, Plan_Expiry being India's 'YYYY-MM-DD-HH-mm-ss'.
 */
export function endsAtPlanExpiry(periodEndsAt: string, planExpiry: string): boolean {
  const [year, month, day] = planExpiry.split('-');
  return formatIndiaDate(new Date(periodEndsAt)) === `${day}-${month}-${year}`;
}

/** What the active mandate will take to renew the period ending at the plan's expiry. */
export type PaymentThisPeriod = { amount: number; date: string; methodLabel: string };

/**
 * The payment auto-renewal will make for this period, or null when the member must renew by hand:
 * no mandate, paused, or the server plans no debit for this period (held, lapsed, already paid).
 */
export function paymentThisPeriod(
  view: MemberAutoRenewal | undefined,
  planExpiry: string,
): PaymentThisPeriod | null {
  const mandate = view?.mandate;
  const next = mandate?.next_debit;
  if (!mandate || mandate.status !== 'active' || !next) return null;
  if (!endsAtPlanExpiry(next.period_ends_at, planExpiry)) return null;
  return { amount: next.amount, date: next.date, methodLabel: mandate.method_label };
}
