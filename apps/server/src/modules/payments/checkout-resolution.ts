// What a checkout resolves to: something to pay (the amounts, computed on the server in integer
// paise) or why there is nothing to pay; what every resolution is given; and the gates a reviewed
// application passes before it can be paid.
import type { CheckoutCoupon, OrderType } from '@portico/domain/checkout';
import type { FeeBreakdown } from '@portico/domain/money';
import type { Database } from '../../db/client';
import type { Principal } from '../auth';
import type { AssociationSource } from '../settings';
import { isPlanHistoryCancelled, isPlanHistoryPaid } from '../records';
import type { CouponWithCategories } from './coupons.repository';
import type { ApplicationRow, CategoryRow, HistoryRow, MemberRow } from './payment-rows';

export const CHECKOUT_MESSAGES = {
  alreadyPaid: 'Payment Already Received!',
  cancelled: 'Application Cancelled!',
  linkExpired: 'Payment Link Expired!',
  notApproved: 'This application has not been approved for payment yet.',
  notDue: 'Your membership is not due for renewal yet.',
  beyondWindow:
    'Your membership lapsed more than 90 days ago. Please renew it through the revival checkout.',
  insideWindow: 'Your membership can still be renewed from your plan status page.',
  notMember: 'There is no membership to renew for this account.',
  notUpgrade: 'This application is not an upgrade of a membership.',
  notHigher: 'An upgrade must be to a higher category.',
  couponOnlyNew: 'A coupon applies to a new registration only.',
} as const;

/** Why a checkout has nothing to pay; the page leaves for the matching outcome (spec §4.6). */
export type NotPayable = {
  ok: false;
  reason: 'cancelled' | 'payment_link_expired' | 'already_paid' | 'not_payable';
  message: string;
  /** A renewal not due yet: when it opens. */
  renewalOpens?: Date;
};

export type Payable = {
  ok: true;
  type: OrderType;
  /** Register/upgrade: the application paid for. Renewals: the member's application (user id). */
  application: ApplicationRow;
  member: MemberRow | null;
  /** Register/upgrade: its plan history; renew: the membership's; revive: an open revival, if any. */
  history: HistoryRow | null;
  category: CategoryRow;
  previous: CategoryRow | null;
  fees: FeeBreakdown;
  coupon: CouponWithCategories | null;
  couponVerdict: CheckoutCoupon;
  /** Renewals: the period paid for (revive: from the payment; this is its estimate at `now`). */
  period: { start: Date; end: Date } | null;
  /** Renewals: the expiry the period continues from. */
  expiry: Date | null;
};

export type Resolution = Payable | NotPayable;

/** Reference data read from memory (the catalog module's caches); fees charged from their row. */
export type PaymentsCatalog = {
  findCategory(id: number): Promise<CategoryRow | undefined>;
  currentCategory(id: number): Promise<CategoryRow | undefined>;
  findState(id: number): Promise<{ id: number; name: string; zone: string } | undefined>;
};

export type CheckoutDeps = {
  db: Database;
  catalog: PaymentsCatalog;
  now: () => Date;
  /** The application if the principal may see it (401/403/404 otherwise). */
  authorize: (principal: Principal | null, applicationId: number) => Promise<ApplicationRow>;
  /** The association now: its GST rate is charged on the checkout (and stored on the order). */
  association: AssociationSource;
};

export const refuse = (reason: NotPayable['reason'], message: string): NotPayable => ({
  ok: false,
  reason,
  message,
});

/** Fees as committed now: another process may have changed them a moment ago (decision 027). */
export async function currentCategory(deps: CheckoutDeps, id: number): Promise<CategoryRow> {
  const row = await deps.catalog.currentCategory(id);
  if (!row) throw new Error(`category ${id} is missing`);
  return row;
}

/** Cancelled, already paid or not yet approved: the gates of a reviewed application. */
export function reviewGate(history: HistoryRow | undefined): NotPayable | null {
  if (!history) return refuse('not_payable', CHECKOUT_MESSAGES.notApproved);
  if (isPlanHistoryCancelled(history)) {
    return refuse('cancelled', CHECKOUT_MESSAGES.cancelled);
  }
  if (isPlanHistoryPaid(history)) return refuse('already_paid', CHECKOUT_MESSAGES.alreadyPaid);
  if (history.reviewStage !== 'approved') {
    return refuse('not_payable', CHECKOUT_MESSAGES.notApproved);
  }
  return null;
}
