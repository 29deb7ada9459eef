// A coupon at the checkout: its verdict for a category at a moment (judged again when the order is
// made), and the discount it gives.
import type { CheckoutCoupon } from '@portico/domain/checkout';
import { MESSAGES } from '@portico/domain/messages';
import type { Coupon } from '@portico/domain/money';
import type { CouponWithCategories } from './coupons.repository';

export const NO_COUPON: CheckoutCoupon = { status: false, msg: '', code: null };

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

export function couponDiscount(coupon: CouponWithCategories): Coupon {
  return coupon.kind === 'percent'
    ? { kind: 'percent', percent: coupon.value }
    : { kind: 'flat', amountPaise: coupon.value };
}
