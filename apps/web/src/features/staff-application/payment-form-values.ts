// The offline payment and refund forms' values: checked as typed (GOV.UK-style messages on each
// field), then turned into what the API takes. The server checks them all again.
import {
  OFFLINE_PAYMENT_METHOD_VALUES,
  ORDER_PURPOSE_VALUES,
  REFUND_MEMBERSHIP_EFFECT_VALUES,
} from '@portico/domain/contracts/values';
import { formatInr } from '@portico/domain/currency';
import { parseRupeesToPaise, TDS_SECTION_VALUES } from '@portico/domain/offline-payment';
import { z } from 'zod';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const AMOUNT_MESSAGE = 'Enter the amount in rupees, like 29,500 or 1,29,500.50';

/** Rupees as typed, Indian digit grouping allowed ('1,29,500.50'), to a number of rupees. */
function typedRupees(text: string): number | null {
  const paise = parseRupeesToPaise(text);
  return paise === null || paise === 0 ? null : paise / 100;
}

const rupees = z
  .string()
  .refine((value) => typedRupees(value) !== null, AMOUNT_MESSAGE)
  .transform((value) => typedRupees(value) ?? 0);
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
  'tds.section',
  'tds.rate',
  'tds.amount',
  'bank_charges.amount',
  'bank_charges.reason',
] as const;

const deductions = {
  tds_on: z.boolean(),
  tds: z.object({ section: z.enum(TDS_SECTION_VALUES), rate: z.string(), amount: z.string() }),
  charges_on: z.boolean(),
  bank_charges: z.object({ amount: z.string(), reason: z.string() }),
};

/** Each deduction's fields checked only when it is ticked. */
function checkDeductions(
  value: { tds_on: boolean; tds: { rate: string; amount: string } } & {
    charges_on: boolean;
    bank_charges: { amount: string; reason: string };
  },
  ctx: z.RefinementCtx,
) {
  const issue = (path: string[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  if (value.tds_on) {
    const rate = Number(value.tds.rate);
    if (!/^\d{1,2}(\.\d{1,2})?$/.test(value.tds.rate.trim()) || !(rate > 0) || rate > 20) {
      issue(['tds', 'rate'], 'Enter the TDS rate as a percentage, like 10 or 2');
    }
    if (typedRupees(value.tds.amount) === null) issue(['tds', 'amount'], AMOUNT_MESSAGE);
  }
  if (value.charges_on) {
    if (typedRupees(value.bank_charges.amount) === null) {
      issue(['bank_charges', 'amount'], AMOUNT_MESSAGE);
    }
    if (value.bank_charges.reason.trim() === '') {
      issue(['bank_charges', 'reason'], 'Enter why the bank charges are written off');
    }
  }
}

export const offlinePaymentFormSchema = z
  .object({
    purpose: z.enum(ORDER_PURPOSE_VALUES, { error: 'Select what the payment is for' }),
    amount: z.string().refine((value) => typedRupees(value) !== null, AMOUNT_MESSAGE),
    method: z.enum(OFFLINE_PAYMENT_METHOD_VALUES, { error: 'Select how the payment was received' }),
    reference: z
      .string()
      .trim()
      .min(1, 'Enter the cheque number, UTR or receipt number')
      .max(100, 'The reference must be 100 characters or fewer'),
    bank: optional(100, 'bank'),
    received_on: z.string().trim().regex(DATE, 'Enter the date the payment was received'),
    coupon: optional(50, 'coupon'),
    ...deductions,
  })
  .superRefine(checkDeductions)
  .transform(({ tds_on, tds, charges_on, bank_charges, amount, ...rest }) => ({
    ...rest,
    amount: typedRupees(amount) ?? 0,
    ...(tds_on
      ? {
          tds: {
            section: tds.section,
            rate: Number(tds.rate),
            amount: typedRupees(tds.amount) ?? 0,
          },
        }
      : {}),
    ...(charges_on
      ? {
          bank_charges: {
            amount: typedRupees(bank_charges.amount) ?? 0,
            reason: bank_charges.reason.trim(),
          },
        }
      : {}),
  }));
export type OfflinePaymentFormValues = z.input<typeof offlinePaymentFormSchema>;

export const OFFLINE_DEFAULTS: OfflinePaymentFormValues = {
  purpose: 'register',
  amount: '',
  method: 'neft_rtgs',
  reference: '',
  bank: '',
  received_on: '',
  coupon: '',
  tds_on: false,
  tds: { section: '194J', rate: '10', amount: '' },
  charges_on: false,
  bank_charges: { amount: '', reason: '' },
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
