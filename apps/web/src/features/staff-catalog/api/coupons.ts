import { useQuery } from '@tanstack/react-query';
import type { COUPON_KIND_VALUES } from '@portico/domain/contracts/values';
import type { z } from 'zod';
import {
  couponListResponse,
  couponResponse,
  type Coupon,
  type couponCreateBody,
} from '@portico/domain/contracts/staff-catalog.contract';
import { useSaveRecord } from '../../../app/staff/api/save-record';
import { staffRecordQuery } from '../../../app/staff/api/staff-record';

export type CouponKind = (typeof COUPON_KIND_VALUES)[number];
export type { Coupon };

/** What the coupon form sends: the contract's body. */
export type CouponInput = z.input<typeof couponCreateBody>;

/** GET /api/staff/coupons (admin, accounts). */
export const couponsQuery = staffRecordQuery(
  ['staff', 'coupons'],
  '/staff/coupons',
  couponListResponse,
);

export function useCoupons(enabled = true) {
  return useQuery(couponsQuery(enabled));
}

/** POST /api/staff/coupons or PATCH /api/staff/coupons/:id; resolves with the server's message. */
export function useSaveCoupon() {
  return useSaveRecord<CouponInput>({
    path: '/staff/coupons',
    schema: couponResponse,
    invalidates: [['staff', 'coupons']],
  });
}
