// The checkout of a new registration: the category's joining and annual fees, less a coupon that
// applies, plus GST; payable once the application's review approved it.
import { feeBreakdown } from '@portico/domain/money';
import { findPlanHistory } from '../records';
import { couponDiscount, judgeCoupon, NO_COUPON } from './checkout-coupon';
import {
  CHECKOUT_MESSAGES,
  currentCategory,
  refuse,
  reviewGate,
  type CheckoutDeps,
  type Resolution,
} from './checkout-resolution';
import { findCouponByCode, type CouponWithCategories } from './coupons.repository';
import type { ApplicationRow } from './payment-rows';

export async function resolveRegistration(
  deps: CheckoutDeps,
  application: ApplicationRow,
  couponCode: string | null,
  gstRateBasisPoints: number,
): Promise<Resolution> {
  const history = await findPlanHistory(deps.db, { id: application.id, journey: 'new' });
  const gate = reviewGate(history);
  if (gate || !history) return gate ?? refuse('not_payable', CHECKOUT_MESSAGES.notApproved);
  const plan = await currentCategory(deps, history.categoryId);
  let coupon: CouponWithCategories | null = null;
  let couponVerdict = NO_COUPON;
  if (couponCode !== null) {
    const found = await findCouponByCode(deps.db, couponCode, {
      at: deps.now(),
      planHistoryId: history.id,
    });
    const judged = judgeCoupon(found, plan, deps.now());
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
      gstRateBasisPoints,
    }),
    coupon,
    couponVerdict,
    period: null,
    expiry: null,
  };
}
