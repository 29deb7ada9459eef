// Coupons as admin and accounts manage them: a percentage or a flat amount (rupees in, paise stored)
// off the joining fee, validity dates (Indian calendar days, both included), a usage limit and an
// optional restriction to some categories. Every change is audited.
import type { Database } from '../../db/client';
import type { StaffPrincipal } from '../auth';
import { toCouponView, type CouponInput, type CouponView } from './coupon-rules';
import { findCoupons } from './coupons.repository';
import { createCoupon } from './create-coupon';
import { updateCouponById } from './update-coupon';

export { toCouponView, type CouponInput, type CouponKind, type CouponView } from './coupon-rules';

export function createCouponsService(db: Database) {
  return {
    async list(): Promise<CouponView[]> {
      return (await findCoupons(db)).map(toCouponView);
    },
    create: (principal: StaffPrincipal, input: CouponInput) => createCoupon(db, principal, input),
    update: (principal: StaffPrincipal, id: number, input: Partial<CouponInput>) =>
      updateCouponById(db, principal, id, input),
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
