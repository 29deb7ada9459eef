// The offline payment and refund forms' values: checked as typed (GOV.UK-style messages on each
// field), then turned into what the API takes. The server checks them all again.
import {
  OFFLINE_PAYMENT_METHOD_VALUES,
  ORDER_PURPOSE_VALUES,
  REFUND_MEMBERSHIP_EFFECT_VALUES,
} from '@portico/domain/contracts/values';
import { formatInr } from '@portico/domain/currency';
import { z } from 'zod';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const rupees = z
  .string()
  .trim()
  .regex(/^\d{1,8}(\.\d{1,2})?$/, 'Enter the amount in rupees, like 29500 or 29500.50')
  .transform(Number)
  .refine((value) => value > 0, 'The amount must be more than 0');
const optional = (max: number, name: string) =>
  z
    .string()
    .trim()
    .max(max, `The ${name} must be ${max} characters or fewer`)
    .transform((value) => (value === '' ? null : value));

export const OFFLINE_FIELDS = [
  'purpose',
  'amount',
  'method',
  'reference',
  'bank',
  'received_on',
  'coupon',
] as const;

export const offlinePaymentFormSchema = z.object({
  purpose: z.enum(ORDER_PURPOSE_VALUES, { error: 'Select what the payment is for' }),
  amount: rupees,
  method: z.enum(OFFLINE_PAYMENT_METHOD_VALUES, { error: 'Select how the payment was received' }),
  reference: z
    .string()
    .trim()
    .min(1, 'Enter the cheque number, UTR or receipt number')
    .max(100, 'The reference must be 100 characters or fewer'),
  bank: optional(100, 'bank'),
  received_on: z.string().trim().regex(DATE, 'Enter the date the payment was received'),
  coupon: optional(50, 'coupon'),
});
export type OfflinePaymentFormValues = z.input<typeof offlinePaymentFormSchema>;

export const OFFLINE_DEFAULTS: OfflinePaymentFormValues = {
  purpose: 'register',
  amount: '',
  method: 'neft_rtgs',
  reference: '',
  bank: '',
  received_on: '',
  coupon: '',
};

export const REFUND_FIELDS = [
  'amount',
  'reason',
  'membership_effect',
  'shorten_to',
  'reference',
  'by_hand',
] as const;

/** The refund form's schema; a refund's amount (not a reversal's) no more than `refundable`. */
export function refundFormSchema(refundable: number, checkAmount: boolean) {
  return z
    .object({
      amount: z.string(),
      reason: z
        .string()
        .trim()
        .min(1, 'Enter the reason for the refund')
        .max(500, 'The reason must be 500 characters or fewer'),
      membership_effect: z.enum(REFUND_MEMBERSHIP_EFFECT_VALUES, {
        error: 'Select what happens to the membership',
      }),
      shorten_to: z.string().trim(),
      reference: optional(100, 'reference'),
      by_hand: z.boolean(),
    })
    .superRefine((value, ctx) => {
      if (value.membership_effect === 'shorten' && !DATE.test(value.shorten_to)) {
        ctx.addIssue({
          code: 'custom',
          path: ['shorten_to'],
          message: 'Enter the new expiry date',
        });
      }
      const amountError = checkAmount ? refundAmountError(value.amount, refundable) : null;
      if (amountError) ctx.addIssue({ code: 'custom', path: ['amount'], message: amountError });
    });
}
export type RefundFormValues = z.input<ReturnType<typeof refundFormSchema>>;
export type RefundFormOutput = z.output<ReturnType<typeof refundFormSchema>>;

/** The refund's amount checked against what is left of the payment (a reversal takes all of it). */
export function refundAmountError(amount: string, refundable: number): string | null {
  const parsed = rupees.safeParse(amount);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Enter the amount';
  if (parsed.data > refundable) {
    return `The refund must not be more than ₹${formatInr(refundable)}, what is left of this payment`;
  }
  return null;
}
