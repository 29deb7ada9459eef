// What a checkout asks to pay (member-area spec §2.5–2.7, §4.6): the four purposes, each computed
// on the server in integer paise from the category, the coupon and GST, for a caller who may see
// that application. The same resolution backs the checkout pages and create_order, so the amount
// shown is the amount charged.
import type { CheckoutCoupon, CheckoutData, OrderType } from '@portico/domain/checkout';
import { isManualUpdateRequired } from '@portico/domain/constants';
import {
  DOCUMENTS_CONFIRMATION_FIELD,
  DOCUMENTS_CONFIRMATION_REQUIRED,
} from '@portico/domain/member';
import { MESSAGES } from '@portico/domain/messages';
import {
  feeBreakdown,
  paiseToRupees,
  upgradeFeeDifferences,
  type Coupon,
  type FeeBreakdown,
} from '@portico/domain/money';
import { isBeyondRenewalWindow, isRenewalDue, renewalPeriod } from '@portico/domain/renewal';
import { addYears } from 'date-fns';
import type { Database } from '../../db/client';
import { BadRequestError, ConflictError } from '../../errors';
import type { Principal } from '../auth/principal';
import { findLatestHistory, findMember } from '../applications/applications.repository';
import { findCouponByCode, type CouponWithCategories } from './coupons.repository';
import { findLatestPeriod, findMemberOfApplication } from './membership.repository';
import type { ApplicationRow, CategoryRow, HistoryRow, MemberRow } from './payment-rows';
import { findJourneyHistory, findOpenRevival, isPlanHistoryPaid } from './plan-history.repository';

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

const NO_COUPON: CheckoutCoupon = { status: false, msg: '', code: null };

const refuse = (reason: NotPayable['reason'], message: string): NotPayable => ({
  ok: false,
  reason,
  message,
});

/** The coupon's verdict for this category at this moment (checked again when the order is made). */
export function judgeCoupon(
  coupon: CouponWithCategories | undefined,
  categoryId: number,
  now: Date,
): { applies: boolean; verdict: CheckoutCoupon } {
  const failed = (message: string | null | undefined) => ({
    applies: false,
    verdict: { status: false, msg: message || MESSAGES.couponExpired, code: null },
  });
  if (!coupon || !coupon.active) return failed(coupon?.message);
  if (coupon.validFrom && now < coupon.validFrom) return failed(coupon.message);
  if (coupon.validUntil && now > coupon.validUntil) return failed(coupon.message);
  // Uses held by others' open orders are taken too (decision 022).
  if (coupon.usageLimit !== null && coupon.usedCount + coupon.heldCount >= coupon.usageLimit) {
    return failed(coupon.message);
  }
  if (coupon.categoryIds.length > 0 && !coupon.categoryIds.includes(categoryId)) {
    return failed(coupon.message);
  }
  return {
    applies: true,
    verdict: { status: true, msg: MESSAGES.couponApplied, code: coupon.code.toUpperCase() },
  };
}

function couponDiscount(coupon: CouponWithCategories): Coupon {
  return coupon.kind === 'percent'
    ? { kind: 'percent', percent: coupon.value }
    : { kind: 'flat', amountPaise: coupon.value };
}

/** Reference data read from memory (the catalog module's caches); fees charged from their row. */
export type PaymentsCatalog = {
  findCategory(id: number): Promise<CategoryRow | undefined>;
  currentCategory(id: number): Promise<CategoryRow | undefined>;
  findState(id: number): Promise<{ id: number; name: string; zone: string } | undefined>;
};

export type CheckoutService = ReturnType<typeof createCheckoutService>;

export function createCheckoutService(deps: {
  db: Database;
  catalog: PaymentsCatalog;
  now: () => Date;
  /** The application if the principal may see it (401/403/404 otherwise). */
  authorize: (principal: Principal | null, applicationId: number) => Promise<ApplicationRow>;
}) {
  const { db, now } = deps;

  /** Fees as committed now: another process may have changed them a moment ago (decision 027). */
  async function category(id: number): Promise<CategoryRow> {
    const row = await deps.catalog.currentCategory(id);
    if (!row) throw new Error(`category ${id} is missing`);
    return row;
  }

  /** Cancelled, already paid or not yet approved: the gates of a reviewed application. */
  function reviewGate(history: HistoryRow | undefined): NotPayable | null {
    if (!history) return refuse('not_payable', CHECKOUT_MESSAGES.notApproved);
    if (history.cancelled || history.reviewStage === 'cancelled') {
      return refuse('cancelled', CHECKOUT_MESSAGES.cancelled);
    }
    if (isPlanHistoryPaid(history)) return refuse('already_paid', CHECKOUT_MESSAGES.alreadyPaid);
    if (history.reviewStage !== 'approved') {
      return refuse('not_payable', CHECKOUT_MESSAGES.notApproved);
    }
    return null;
  }

  async function registration(
    application: ApplicationRow,
    couponCode: string | null,
  ): Promise<Resolution> {
    const history = await findJourneyHistory(db, application.id, 'new');
    const gate = reviewGate(history);
    if (gate || !history) return gate ?? refuse('not_payable', CHECKOUT_MESSAGES.notApproved);
    const plan = await category(history.categoryId);
    let coupon: CouponWithCategories | null = null;
    let couponVerdict = NO_COUPON;
    if (couponCode !== null) {
      const found = await findCouponByCode(db, couponCode, {
        at: now(),
        planHistoryId: history.id,
      });
      const judged = judgeCoupon(found, plan.id, now());
      couponVerdict = judged.verdict;
      if (judged.applies && found) coupon = found;
    }
    return {
      ok: true,
      type: 'register',
      application,
      member: null,
      history,
      category: plan,
      previous: null,
      fees: feeBreakdown({
        joiningFeePaise: plan.joiningFeePaise,
        annualFeePaise: plan.annualFeePaise,
        coupon: coupon ? couponDiscount(coupon) : null,
      }),
      coupon,
      couponVerdict,
      period: null,
      expiry: null,
    };
  }

  async function upgrade(application: ApplicationRow): Promise<Resolution> {
    if (application.journey !== 'upgrade' || application.memberId === null) {
      return refuse('not_payable', CHECKOUT_MESSAGES.notUpgrade);
    }
    const history = await findJourneyHistory(db, application.id, 'upgrade');
    const gate = reviewGate(history);
    if (gate || !history) return gate ?? refuse('not_payable', CHECKOUT_MESSAGES.notApproved);
    const member = await findMember(db, application.memberId);
    if (!member) return refuse('not_payable', CHECKOUT_MESSAGES.notMember);
    const [plan, previous] = await Promise.all([
      category(history.categoryId),
      category(member.categoryId),
    ]);
    if (plan.rank <= previous.rank) return refuse('not_payable', CHECKOUT_MESSAGES.notHigher);
    const differences = upgradeFeeDifferences(plan, previous);
    return {
      ok: true,
      type: 'upgrade',
      application,
      member,
      history,
      category: plan,
      previous,
      fees: feeBreakdown(differences),
      coupon: null,
      couponVerdict: NO_COUPON,
      period: null,
      expiry: null,
    };
  }

  async function renewal(application: ApplicationRow, type: 'renew' | 'revive_renew') {
    const member = await findMemberOfApplication(db, application);
    if (!member) return refuse('not_payable', CHECKOUT_MESSAGES.notMember);
    // Manual 1 or 4: the documents confirmation (or the self-update) comes first, whatever the way
    // in (the plan status, a reminder's link, a direct call); a 409, not an outcome page.
    if (isManualUpdateRequired(member.manual)) {
      throw new ConflictError(DOCUMENTS_CONFIRMATION_REQUIRED, {
        [DOCUMENTS_CONFIRMATION_FIELD]: DOCUMENTS_CONFIRMATION_REQUIRED,
      });
    }
    const latest = await findLatestPeriod(db, member.id);
    if (!latest) return refuse('not_payable', CHECKOUT_MESSAGES.notMember);
    const at = now();
    const expiry = latest.endsAt;
    if (type === 'renew') {
      if (isBeyondRenewalWindow(expiry, at)) {
        return refuse('not_payable', CHECKOUT_MESSAGES.beyondWindow);
      }
      if (!isRenewalDue(expiry, at)) return refuse('not_payable', CHECKOUT_MESSAGES.notDue);
    } else if (!isBeyondRenewalWindow(expiry, at)) {
      return refuse('not_payable', CHECKOUT_MESSAGES.insideWindow);
    }
    const plan = await category(member.categoryId);
    const history =
      type === 'revive_renew'
        ? ((await findOpenRevival(db, application.id)) ?? null)
        : member.applicationId === null
          ? null
          : ((await findLatestHistory(db, member.applicationId)) ?? null);
    return {
      ok: true as const,
      type,
      application,
      member,
      history,
      category: plan,
      previous: null,
      fees: feeBreakdown({ joiningFeePaise: 0, annualFeePaise: plan.annualFeePaise }),
      coupon: null,
      couponVerdict: NO_COUPON,
      // A revival starts when it is paid; a renewal continues the lapsed or ending period.
      period: type === 'renew' ? renewalPeriod(expiry) : { start: at, end: addYears(at, 1) },
      expiry,
    };
  }

  /**
   * The checkout of `type` for application (or user) `id`, if the principal may see it. A coupon is
   * judged only for a new registration (400 for any other purpose). A renewal of a member whose
   * documents await confirmation (manual 1 or 4) is a 409.
   */
  async function resolve(
    principal: Principal | null,
    type: OrderType,
    id: number,
    couponCode: string | null = null,
  ): Promise<Resolution> {
    const application = await deps.authorize(principal, id);
    if (couponCode !== null && type !== 'register') {
      throw new BadRequestError(CHECKOUT_MESSAGES.couponOnlyNew, {
        coupon: CHECKOUT_MESSAGES.couponOnlyNew,
      });
    }
    switch (type) {
      case 'register':
        return registration(application, couponCode);
      case 'upgrade':
        return upgrade(application);
      case 'renew':
      case 'revive_renew':
        return renewal(application, type);
    }
  }

  return { resolve };
}

const rupees = paiseToRupees;

/** The checkout as the page shows it (spec §3 'Checkout data'), in rupees. */
export function toCheckoutData(payable: Payable): CheckoutData {
  const { fees, application, member, history } = payable;
  const data: CheckoutData = {
    type: payable.type,
    Plan_Name: payable.category.name,
    Name: member?.companyName ?? application.companyName ?? '',
    Authorized_Person: member?.name ?? application.name ?? '',
    Email: member?.email ?? application.email ?? '',
    Mobile: member?.mobileNumber ?? application.mobileNumber ?? '',
    Joining_Fees: rupees(fees.joiningFee),
    Discount: rupees(fees.discount),
    Annual_Fees: rupees(fees.annualFee),
    gst: rupees(fees.gst),
    total: rupees(fees.total),
    plan_history: {
      id: history?.id ?? 0,
      history_type: payable.type === 'renew' ? 'renew' : (history?.historyType ?? 'revive_renew'),
      app_id: application.id,
    },
    coupon: payable.couponVerdict,
    period: payable.period
      ? { from: payable.period.start.toISOString(), to: payable.period.end.toISOString() }
      : null,
  };
  if (payable.previous) {
    data.Pervious_Plan_Name = payable.previous.name;
    data.Pervious_Joining_Fees = rupees(payable.previous.joiningFeePaise);
    data.diff_Joining_Fees = rupees(fees.joiningFee);
    data.Pervious_Annual_Fees = rupees(payable.previous.annualFeePaise);
    data.diff_Annual_Fees = rupees(fees.annualFee);
  }
  return data;
}
