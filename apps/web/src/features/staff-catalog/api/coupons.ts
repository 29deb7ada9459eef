import { queryOptions, useQuery } from '@tanstack/react-query';
import type { COUPON_KIND_VALUES } from '@portico/domain/contracts/values';
import type { z } from 'zod';
import {
  couponListResponse,
  couponResponse,
  type Coupon,
  type couponCreateBody,
} from '@portico/domain/contracts/staff-catalog.contract';
import { apiCall } from '../../../app/api-client';
import { useSaveRecord } from '../../../app/staff/api/save-record';

export type CouponKind = (typeof COUPON_KIND_VALUES)[number];
export type { Coupon };

/** What the coupon form sends: the contract's body. */
export type CouponInput = z.input<typeof couponCreateBody>;

/** GET /api/staff/coupons (admin, accounts). */
export async function getCoupons(signal?: AbortSignal): Promise<Coupon[]> {
  return (await apiCall('/staff/coupons', couponListResponse, { signal })).data;
}

export function couponsQuery(enabled = true) {
  return queryOptions({
    queryKey: ['staff', 'coupons'],
    queryFn: ({ signal }) => getCoupons(signal),
    enabled,
  });
}

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
