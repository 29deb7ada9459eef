// The checkout of an upgrade: the differences of the fees between the member's category and the
// higher one applied for, plus GST; payable once the upgrade's review approved it.
import { feeBreakdown, upgradeFeeDifferences } from '@portico/domain/money';
import { findMember, findPlanHistory } from '../records';
import { NO_COUPON } from './checkout-coupon';
import {
  CHECKOUT_MESSAGES,
  currentCategory,
  refuse,
  reviewGate,
  type CheckoutDeps,
  type Resolution,
} from './checkout-resolution';
import type { ApplicationRow } from './payment-rows';

export async function resolveUpgrade(
  deps: CheckoutDeps,
  application: ApplicationRow,
  gstRateBasisPoints: number,
): Promise<Resolution> {
  if (application.journey !== 'upgrade' || application.memberId === null) {
    return refuse('not_payable', CHECKOUT_MESSAGES.notUpgrade);
  }
  const history = await findPlanHistory(deps.db, { id: application.id, journey: 'upgrade' });
  const gate = reviewGate(history);
  if (gate || !history) return gate ?? refuse('not_payable', CHECKOUT_MESSAGES.notApproved);
  const member = await findMember(deps.db, application.memberId);
  if (!member) return refuse('not_payable', CHECKOUT_MESSAGES.notMember);
  const [plan, previous] = await Promise.all([
    currentCategory(deps, history.categoryId),
    currentCategory(deps, member.categoryId),
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
    fees: feeBreakdown({ ...differences, gstRateBasisPoints }),
    coupon: null,
    couponVerdict: NO_COUPON,
    period: null,
    expiry: null,
  };
}
