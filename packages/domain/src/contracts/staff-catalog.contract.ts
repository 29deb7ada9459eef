// The back office's catalogue (admin, accounts): categories (GET/POST /api/staff/categories, PATCH
// /api/staff/categories/:id) and coupons (GET/POST /api/staff/coupons, PATCH /api/staff/coupons/:id).
import { z } from 'zod';
import { recordIdText } from '../schemas/fields';
import { membershipCategory } from './catalog.contract';
import {
  NOTHING_TO_UPDATE,
  dataResponse,
  dateParam,
  idParam,
  savedResponse,
  somethingToUpdate,
} from './common';
import { COUPON_KIND_VALUES } from './values';
import { registerRequestContracts } from './request-contract';

/** Fees and flat discounts stay far below what an integer paise column holds (₹2.1 crore). */
export const MAX_RUPEES = 10_000_000;

/** True when the amount has at most two decimals (whole paise). */
export function isWholePaise(rupees: number): boolean {
  return Number.isInteger(Number((rupees * 100).toPrecision(15)));
}

/** An amount in rupees (paise as up to two decimals), from 0 (or above 0) to one crore. */
export function rupeesField(name: string, options: { positive?: boolean } = {}) {
  const message = `${name} must be an amount in rupees from ${options.positive ? '0.01' : '0'} to ${MAX_RUPEES}`;
  return z
    .number({ error: message })
    .min(options.positive ? 0.01 : 0, message)
    .max(MAX_RUPEES, message)
    .refine(isWholePaise, `${name} can have at most two decimals (paise)`);
}

/** 'a, b ,,c' → 'a,b,c': the eligibility modal shows one point per comma-separated item. */
const eligibility = z
  .string({ error: 'eligibility must be text' })
  .max(4000, 'eligibility must be at most 4000 characters')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
      .join(','),
  );

const categoryFields = {
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(60, 'name must be at most 60 characters'),
  joining_fee: rupeesField('joining_fee'),
  annual_fee: rupeesField('annual_fee'),
  eligibility,
  eligibility_remark: z
    .string({ error: 'eligibility_remark must be text' })
    .trim()
    .max(1000, 'eligibility_remark must be at most 1000 characters')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  rank: z
    .number({ error: 'rank must be a whole number from 1 to 1000' })
    .int('rank must be a whole number from 1 to 1000')
    .min(1, 'rank must be a whole number from 1 to 1000')
    .max(1000, 'rank must be a whole number from 1 to 1000'),
};

export const categoryCreateBody = z.object(categoryFields);
export const categoryUpdateBody = z
  .object(categoryFields)
  .partial()
  .refine(somethingToUpdate, NOTHING_TO_UPDATE);

/** The public catalogue's category, and when it last changed. */
export const staffCategory = membershipCategory.extend({ updated_at: z.string() });
export const categoryResponse = savedResponse(staffCategory);

export const categoryParams = z.object({ id: recordIdText('Membership id must be a number') });

export const categoryListResponse = dataResponse(z.array(staffCategory));
export type StaffCategory = z.infer<typeof staffCategory>;

const CODE_MESSAGE = 'code must be 3 to 30 letters, digits, - or _';
const USAGE_LIMIT_MESSAGE = 'usage_limit must be a whole number of 1 or more';

const couponFields = {
  code: z
    .string({ error: CODE_MESSAGE })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9_-]{2,29}$/, CODE_MESSAGE),
  kind: z.enum(COUPON_KIND_VALUES, { error: 'kind must be percent or flat' }),
  // Checked against the kind by the service (a whole percent, or rupees).
  value: z.number({ error: 'value must be a number' }),
  message: z
    .string({ error: 'message must be text' })
    .trim()
    .max(200, 'message must be at most 200 characters')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  valid_from: dateParam('valid_from').nullable().optional(),
  valid_until: dateParam('valid_until').nullable().optional(),
  usage_limit: z
    .number({ error: USAGE_LIMIT_MESSAGE })
    .int(USAGE_LIMIT_MESSAGE)
    .min(1, USAGE_LIMIT_MESSAGE)
    .max(1_000_000, 'usage_limit must be at most 1000000')
    .nullable()
    .optional(),
  category_ids: z
    .array(idParam('category_ids'), { error: 'category_ids must be a list of category ids' })
    .max(50, 'category_ids has too many entries')
    .optional(),
  active: z.boolean({ error: 'active must be true or false' }).optional(),
};

const dateOrder = (value: { valid_from?: string | null; valid_until?: string | null }) =>
  !value.valid_from || !value.valid_until || value.valid_from <= value.valid_until;
const DATE_ORDER = {
  message: 'valid_until must not be before valid_from',
  path: ['valid_until'],
};

export const couponCreateBody = z.object(couponFields).refine(dateOrder, DATE_ORDER);
export const couponUpdateBody = z
  .object(couponFields)
  .partial()
  .refine(somethingToUpdate, NOTHING_TO_UPDATE)
  .refine(dateOrder, DATE_ORDER);

export const coupon = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(COUPON_KIND_VALUES),
  value: z.number(),
  message: z.string().nullable(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  usage_limit: z.number().int().nullable(),
  used_count: z.number().int(),
  category_ids: z.array(z.number().int()),
  active: z.boolean(),
  created_at: z.string(),
});
export const couponResponse = savedResponse(coupon);
export const couponParams = z.object({ id: recordIdText('Coupon id must be a number') });

export const couponListResponse = dataResponse(z.array(coupon));
export type Coupon = z.infer<typeof coupon>;

registerRequestContracts({
  categoryCreateBody,
  categoryUpdateBody,
  couponCreateBody,
  couponUpdateBody,
});
