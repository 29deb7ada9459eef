import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { COUPON_KIND_VALUES } from '@portico/domain/contracts/values';
import type { z } from 'zod';
import {
  couponListResponse,
  couponResponse,
  type Coupon,
  type couponCreateBody,
} from '@portico/domain/contracts/staff-catalog.contract';
import { apiCall } from '../../../app/api-client';

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
export async function saveCoupon(id: number | null, input: CouponInput): Promise<string> {
  const answer = await apiCall(
    id === null ? '/staff/coupons' : `/staff/coupons/${id}`,
    couponResponse,
    { method: id === null ? 'POST' : 'PATCH', body: input },
  );
  return answer.message;
}

export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CouponInput }) => saveCoupon(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'coupons'] }),
  });
}
