// Money going back and money received by hand (issue #15): payments to refund (GET /api/staff/refunds),
// an application's payments with their refunds and credit notes, an offline payment recorded by
// accounts staff, a refund (in full or in part) and an admin's reversal of an offline payment.
import { z } from 'zod';
import { rupeesToPaise } from '../money';
import { dataResponse, dateParam, idParam, pageQuery, pageResponse } from './common';
import { isWholePaise, MAX_RUPEES, rupeesField } from './staff-catalog.contract';
import {
  OFFLINE_PAYMENT_METHOD_VALUES,
  ORDER_PROVIDER_VALUES,
  ORDER_PURPOSE_VALUES,
  ORDER_STATUS_VALUES,
  PAYMENT_RECORD_STATUS_VALUES,
  REFUND_MEMBERSHIP_EFFECT_VALUES,
  REFUND_METHOD_VALUES,
  REFUND_REASON_VALUES,
  REFUND_STATUS_VALUES,
} from './values';
import { registerRequestContracts } from './request-contract';
import {
  MAX_TDS_RATE_BASIS_POINTS,
  parseRupeesToPaise,
  TDS_SECTION_VALUES,
} from '../offline-payment';

export const refundListQuery = z.object(pageQuery);
export const refundItem = z.object({
  payment_id: z.number().int(),
  provider_payment_id: z.string(),
  unique_order_id: z.string(),
  purpose: z.enum(ORDER_PURPOSE_VALUES),
  order_status: z.enum(ORDER_STATUS_VALUES),
  amount: z.number(),
  /** Rupees refunded (processed) or being refunded (pending) so far. */
  refunded: z.number(),
  pending: z.number(),
  reason: z.enum(REFUND_REASON_VALUES).nullable(),
  application_id: z.number().int().nullable(),
  member_id: z.number().int().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  recorded_at: z.string(),
});

export const refundListResponse = pageResponse(refundItem);
export type RefundItem = z.infer<typeof refundItem>;

const text = (name: string, max: number) =>
  z
    .string({ error: `Enter the ${name}` })
    .trim()
    .min(1, `Enter the ${name}`)
    .max(max, `The ${name} must be ${max} characters or fewer`);

const optionalText = (name: string, max: number) =>
  z
    .string({ error: `The ${name} must be text` })
    .trim()
    .max(max, `The ${name} must be ${max} characters or fewer`)
    .nullish()
    .transform((value) => (value ? value : null));

export const OFFLINE_METHOD_LABELS: Record<(typeof OFFLINE_PAYMENT_METHOD_VALUES)[number], string> =
  {
    cheque: 'Cheque',
    neft_rtgs: 'NEFT/RTGS',
    upi: 'UPI',
    cash: 'Cash',
  };

export const MEMBERSHIP_EFFECT_LABELS: Record<
  (typeof REFUND_MEMBERSHIP_EFFECT_VALUES)[number],
  string
> = {
  keep: 'Keep the membership as it is',
  end: 'End the membership now',
  shorten: 'Shorten the membership to a new expiry date',
};

export const applicationIdParams = z.object({ id: idParam('id') });
export const paymentIdParams = z.object({ id: idParam('id') });
export const creditNoteParams = z.object({ id: idParam('id') });

/**
 * Rupees as staff type them: a number, or text with Indian digit grouping ('1,29,500.50'), read to
 * a number of rupees with at most two decimals.
 */
export function typedRupeesField(name: string) {
  const message = `Enter the ${name} in rupees, like 29,500 or 1,29,500.50`;
  return z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const paise =
      typeof value === 'number'
        ? // Bounded before converting: a huge number has no paise to count (and threw, a 500).
          Number.isFinite(value) && value >= 0 && value <= MAX_RUPEES && isWholePaise(value)
          ? rupeesToPaise(value)
          : null
        : parseRupeesToPaise(value);
    if (paise === null || paise <= 0 || paise > MAX_RUPEES * 100) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return paise / 100;
  });
}

export const offlineTdsBody = z.object({
  section: z.enum(TDS_SECTION_VALUES, { error: 'Select the TDS section' }),
  /** Percent, e.g. 10 or 2 or 0.1. */
  rate: z
    .number({ error: 'Enter the TDS rate as a percentage' })
    .gt(0, 'The TDS rate must be more than 0%')
    .max(
      MAX_TDS_RATE_BASIS_POINTS / 100,
      `The TDS rate must be ${MAX_TDS_RATE_BASIS_POINTS / 100}% or less`,
    )
    .refine(isWholePaise, 'The TDS rate can have at most two decimals'),
  amount: typedRupeesField('TDS amount'),
});

export const offlineBankChargesBody = z.object({
  amount: typedRupeesField('bank charges'),
  reason: text('reason for writing off the bank charges', 200),
});

export const offlinePaymentBody = z.object({
  purpose: z.enum(ORDER_PURPOSE_VALUES, { error: 'Select what the payment is for' }),
  /** The money received: the balance due less any TDS and bank charges, or a part of it. */
  amount: typedRupeesField('amount received'),
  method: z.enum(OFFLINE_PAYMENT_METHOD_VALUES, { error: 'Select how the payment was received' }),
  reference: text('reference (cheque number, UTR or UPI reference)', 100),
  bank: optionalText('bank', 100),
  received_on: dateParam('received_on'),
  coupon: optionalText('coupon', 50),
  /** The TDS the payer deducted (on the value before GST), tracked until its certificate. */
  tds: offlineTdsBody.nullish().transform((value) => value ?? null),
  /** Bank charges taken from the money, written off by an accounts user (not an admin). */
  bank_charges: offlineBankChargesBody.nullish().transform((value) => value ?? null),
});
export type OfflinePaymentBody = z.infer<typeof offlinePaymentBody>;

export const offlinePaymentResult = z.object({
  unique_order_id: z.string(),
  invoice_number: z.string().nullable(),
  member_number: z.string().nullable(),
  /** False for a part payment: the order stays open with balance_due to pay. */
  settled: z.boolean(),
  balance_due: z.number(),
});
export const offlinePaymentResponse = dataResponse(offlinePaymentResult);

/** What an application owes for a purpose, before anything is typed into the payment form. */
export const offlineDueQuery = z.object({
  purpose: z.enum(ORDER_PURPOSE_VALUES, { error: 'purpose must be one of the order purposes' }),
  coupon: optionalText('coupon', 50),
});
export type OfflineDueQuery = z.infer<typeof offlineDueQuery>;
export const offlineDue = z.object({
  total: z.number(),
  taxable: z.number(),
  gst: z.number(),
  /** What earlier part payments of the open order settled so far. */
  received: z.number(),
  tds: z.number(),
  written_off: z.number(),
  balance_due: z.number(),
  /** The order a part payment left open, whose total stands; null before any. */
  open_order: z.string().nullable(),
});
export type OfflineDue = z.infer<typeof offlineDue>;
export const offlineDueResponse = dataResponse(offlineDue);

const effectFields = {
  reason: text('reason', 500),
  membership_effect: z
    .enum(REFUND_MEMBERSHIP_EFFECT_VALUES, { error: 'Select what happens to the membership' })
    .default('keep'),
  shorten_to: dateParam('shorten_to').nullish(),
};

const IDEMPOTENCY_KEY_MESSAGE = 'idempotency_key must be 16 to 64 letters, digits, - or _';

export const refundBody = z.object({
  /**
   * A key the form makes once per opening (issue #25): a second submit with it (a double click, a
   * retry after a lost answer) answers the refund the first made instead of recording another.
   */
  idempotency_key: z
    .string({ error: IDEMPOTENCY_KEY_MESSAGE })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, IDEMPOTENCY_KEY_MESSAGE),
  amount: rupeesField('amount', { positive: true }),
  ...effectFields,
  reference: optionalText('reference', 100),
  /**
   * Money already returned outside the provider (a bank transfer, a cheque): allowed for a card
   * payment only when it is due for refund (it issued no invoice); offline payments always are.
   */
  by_hand: z.boolean({ error: 'by_hand must be true or false' }).default(false),
});
export type RefundBody = z.infer<typeof refundBody>;

export const reverseBody = z.object({ ...effectFields, reference: optionalText('reference', 100) });
export type ReverseBody = z.infer<typeof reverseBody>;

export const creditNoteView = z.object({
  id: z.number().int(),
  number: z.string(),
  issued_at: z.string(),
  total: z.number(),
});

export const refundView = z.object({
  id: z.number().int(),
  amount: z.number(),
  method: z.enum(REFUND_METHOD_VALUES),
  status: z.enum(REFUND_STATUS_VALUES),
  reason: z.string(),
  reference: z.string().nullable(),
  membership_effect: z.enum(REFUND_MEMBERSHIP_EFFECT_VALUES),
  created_at: z.string(),
  processed_at: z.string().nullable(),
  credit_note: creditNoteView.nullable(),
  /** The provider's refund id ('rfnd_…'), once known; null for a refund by hand. */
  provider_refund_id: z.string().nullable(),
});
export type RefundView = z.infer<typeof refundView>;
export const refundResponse = dataResponse(refundView);

export const paymentView = z.object({
  id: z.number().int(),
  unique_order_id: z.string(),
  purpose: z.enum(ORDER_PURPOSE_VALUES),
  provider: z.enum(ORDER_PROVIDER_VALUES),
  status: z.enum(PAYMENT_RECORD_STATUS_VALUES),
  amount: z.number(),
  /** Rupees that can still be refunded (neither processed nor pending). */
  refundable: z.number(),
  invoice_number: z.string().nullable(),
  paid_at: z.string(),
  offline: z
    .object({
      method: z.enum(OFFLINE_PAYMENT_METHOD_VALUES),
      reference: z.string().nullable(),
      bank: z.string().nullable(),
      received_on: z.string().nullable(),
    })
    .nullable(),
  refunds: z.array(refundView),
  /**
   * The invoice that stands for this payment's supply now (its own, or the invoice that re-billed
   * it, decision 083), with what is left to credit of it and the Section 34(2) deadline; null
   * when no invoice was issued.
   */
  invoice: z
    .object({
      order_id: z.number().int(),
      number: z.string(),
      issued_at: z.string(),
      /** Rupees not yet credited (by a credit note, or by a refund pending). */
      creditable: z.number(),
      /** The last day a credit note may be issued against it (ISO instant). */
      credit_deadline: z.string(),
    })
    .nullable(),
  /** Credit notes issued without a refund, against its invoice or the invoices that re-billed it. */
  credit_notes: z.array(creditNoteView.extend({ invoice_number: z.string(), reason: z.string() })),
});
export type PaymentView = z.infer<typeof paymentView>;

/** An order a part payment left open (decision 081): what was received so far and what is due. */
export const partPaidView = z.object({
  unique_order_id: z.string(),
  purpose: z.enum(ORDER_PURPOSE_VALUES),
  total: z.number(),
  received: z.number(),
  tds: z.number(),
  written_off: z.number(),
  balance_due: z.number(),
  receipts: z.array(
    z.object({
      received_on: z.string(),
      method: z.enum(OFFLINE_PAYMENT_METHOD_VALUES),
      reference: z.string(),
      bank: z.string().nullable(),
      amount: z.number(),
    }),
  ),
});
export type PartPaidView = z.infer<typeof partPaidView>;

export const paymentListResponse = dataResponse(
  z.object({ items: z.array(paymentView), part_paid: z.array(partPaidView).default([]) }),
);

registerRequestContracts({
  offlinePaymentBody,
  offlineDueQuery,
  refundBody,
  reverseBody,
  refundListQuery,
});
