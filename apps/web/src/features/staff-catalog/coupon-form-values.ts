// The coupon form's values: checked as typed (the discount against its kind, the dates in order)
// and turned into what the API takes.
import { COUPON_KIND_VALUES } from '@portico/domain/contracts/values';
import { z } from 'zod';
import type { Coupon } from './api/coupons';

const optionalDate = z
  .string()
  .trim()
  .refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), 'Please enter a date')
  .transform((value) => (value === '' ? null : value));

export const couponFormSchema = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9_-]{2,29}$/, 'Code must be 3 to 30 letters, digits, - or _'),
    kind: z.enum(COUPON_KIND_VALUES, { error: 'Choose the kind of discount' }),
    value: z
      .string()
      .trim()
      .regex(/^\d{1,9}(\.\d{1,2})?$/, 'Enter the discount as a number, like 10')
      .transform(Number),
    message: z.string().trim().max(200, 'Message must be at most 200 characters'),
    valid_from: optionalDate,
    valid_until: optionalDate,
    usage_limit: z
      .string()
      .trim()
      .refine(
        (value) => value === '' || /^[1-9]\d{0,6}$/.test(value),
        'Enter a whole number, like 100',
      )
      .transform((value) => (value === '' ? null : Number(value))),
    category_ids: z.array(z.string()).transform((ids) => ids.map(Number)),
  })
  .superRefine((coupon, ctx) => {
    if (
      coupon.kind === 'percent' &&
      !(Number.isInteger(coupon.value) && coupon.value >= 1 && coupon.value <= 100)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'A percentage must be a whole number from 1 to 100',
      });
    }
    if (coupon.kind === 'flat' && coupon.value <= 0) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'The amount must be more than 0' });
    }
    if (coupon.valid_from && coupon.valid_until && coupon.valid_until < coupon.valid_from) {
      ctx.addIssue({
        code: 'custom',
        path: ['valid_until'],
        message: 'The end date cannot be before the start date',
      });
    }
  });

export type CouponFormValues = z.input<typeof couponFormSchema>;

/** The fields the server's errors may name. */
export const COUPON_FIELDS = [
  'code',
  'kind',
  'value',
  'message',
  'valid_from',
  'valid_until',
  'usage_limit',
  'category_ids',
];

/** The form's first values: the coupon's, or empty (a percentage). */
export function couponFormValues(coupon: Coupon | null): CouponFormValues {
  return {
    code: coupon?.code ?? '',
    kind: coupon?.kind ?? 'percent',
    value: coupon ? String(coupon.value) : '',
    message: coupon?.message ?? '',
    valid_from: coupon?.valid_from ?? '',
    valid_until: coupon?.valid_until ?? '',
    usage_limit: coupon?.usage_limit === null || !coupon ? '' : String(coupon.usage_limit),
    category_ids: (coupon?.category_ids ?? []).map(String),
  };
}
