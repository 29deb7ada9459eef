// A coupon at the checkout: its verdict for a category at a moment (judged again when the order is
// made), and the discount it gives. A refusal names its reason, so the applicant knows whether to
// fix the code, wait, or give up on it.
import { couponRefusal, type CheckoutCoupon, type CouponRefusal } from '@portico/domain/checkout';
import { formatIndiaDate } from '@portico/domain/invoice';
import { MESSAGES } from '@portico/domain/messages';
import type { Coupon } from '@portico/domain/money';
import type { CouponWithCategories } from './coupons.repository';

export const NO_COUPON: CheckoutCoupon = { status: false, msg: '', code: null, reason: 'none' };

/** Why this coupon cannot be applied to this category now, or null when it can. */
function refusalOf(
  coupon: CouponWithCategories | undefined,
  categoryId: number,
  now: Date,
): { reason: CouponRefusal; from?: string; until?: string } | null {
  if (!coupon) return { reason: 'unknown' };
  if (!coupon.active) return { reason: 'inactive' };
  if (coupon.validFrom && now < coupon.validFrom) {
    return { reason: 'not_yet_valid', from: formatIndiaDate(coupon.validFrom) };
  }
  if (coupon.validUntil && now > coupon.validUntil) {
    return { reason: 'expired', until: formatIndiaDate(coupon.validUntil) };
  }
  // Uses held by others' open orders are taken too (decision 022).
  if (coupon.usageLimit !== null && coupon.usedCount + coupon.heldCount >= coupon.usageLimit) {
    return { reason: 'used_up' };
  }
  if (coupon.categoryIds.length > 0 && !coupon.categoryIds.includes(categoryId)) {
    return { reason: 'not_for_category' };
  }
  return null;
}

/** The coupon's verdict for this category at this moment (checked again when the order is made). */
export function judgeCoupon(
  coupon: CouponWithCategories | undefined,
  category: { id: number; name: string },
  now: Date,
): { applies: boolean; verdict: CheckoutCoupon } {
  const refusal = refusalOf(coupon, category.id, now);
  if (refusal || !coupon) {
    const { reason, ...dates } = refusal ?? { reason: 'unknown' as const };
    return {
      applies: false,
      verdict: {
        status: false,
        msg: couponRefusal(reason, { ...dates, category: category.name }),
        code: null,
        reason,
      },
    };
  }
  return {
    applies: true,
    verdict: {
      status: true,
      msg: MESSAGES.couponApplied,
      code: coupon.code.toUpperCase(),
      reason: 'applied',
    },
  };
}

export function couponDiscount(coupon: CouponWithCategories): Coupon {
  return coupon.kind === 'percent'
    ? { kind: 'percent', percent: coupon.value }
    : { kind: 'flat', amountPaise: coupon.value };
}
