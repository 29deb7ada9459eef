import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api-client';
import { num, text, type Row } from '../../../app/staff/read';
import { parsePage } from '../../../app/staff/api/page';
import { sendChange } from '../../../app/staff/api/send';

export type CouponKind = 'percent' | 'flat';

export type Coupon = {
  id: number;
  code: string;
  kind: CouponKind;
  value: number;
  message: string;
  valid_from: string;
  valid_until: string;
  usage_limit: number | null;
  used_count: number | null;
  category_ids: number[];
};

/** What the coupon form sends. */
export type CouponInput = {
  code: string;
  kind: CouponKind;
  value: number;
  message: string;
  valid_from: string | null;
  valid_until: string | null;
  usage_limit: number | null;
  category_ids: number[];
};

function dateOnly(value: unknown): string {
  const match = /^\d{4}-\d{2}-\d{2}/.exec(text(value));
  return match ? match[0] : '';
}

function parseCoupon(row: Row): Coupon | null {
  const id = num(row.id);
  if (id === null) return null;
  return {
    id,
    code: text(row.code),
    kind: text(row.kind) === 'flat' ? 'flat' : 'percent',
    value: num(row.value) ?? 0,
    message: text(row.message),
    valid_from: dateOnly(row.valid_from),
    valid_until: dateOnly(row.valid_until),
    usage_limit: num(row.usage_limit),
    used_count: num(row.used_count),
    category_ids: Array.isArray(row.category_ids)
      ? row.category_ids.map(num).filter((n): n is number => n !== null)
      : [],
  };
}

/** GET /api/staff/coupons (admin, accounts). */
export async function getCoupons(signal?: AbortSignal): Promise<Coupon[]> {
  const envelope = await apiRequest<unknown>('/staff/coupons', { signal });
  return parsePage(envelope, parseCoupon).items;
}

export function useCoupons(enabled = true) {
  return useQuery({
    queryKey: ['staff', 'coupons'],
    queryFn: ({ signal }) => getCoupons(signal),
    enabled,
  });
}

/** POST /api/staff/coupons or PATCH /api/staff/coupons/:id. */
export async function saveCoupon(id: number | null, input: CouponInput): Promise<string> {
  const { message } =
    id === null
      ? await sendChange('/staff/coupons', 'POST', input, 'Coupon created')
      : await sendChange(`/staff/coupons/${id}`, 'PATCH', input, 'Coupon updated');
  return message;
}

export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CouponInput }) => saveCoupon(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'coupons'] }),
  });
}
