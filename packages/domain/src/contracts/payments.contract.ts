// Checkouts, orders and payments: GET /api/checkout/:id[/:coupon], /api/checkout_upgrade/:id,
// /api/renew_checkout/:user_id, /api/revive_renew_checkout/:app_id, the emailed payment link
// GET /api/payment/:historyId/:type/:token[/:coupon], POST /api/create_order, POST /api/PaymentSuccess,
// POST /api/unsuccessful, GET /api/get_order_details/:ref and the provider's POST /api/payments/webhook.
// The TypeScript shapes live in ../checkout (CheckoutResponse, PaymentOrder, OrderDetails); the
// schemas here parse them.
import { z } from 'zod';
import { COUPON_REASONS } from '../checkout';
import type {
  CheckoutResponse,
  OrderDetails,
  PaymentOrder,
  ProviderFailure,
  ProviderSuccess,
} from '../checkout';
import { MESSAGES } from '../messages';
import { MAX_RECORD_ID, parseRecordId } from '../record-id';
import { recordIdText } from '../schemas/fields';
import { BILLING_DOCUMENT_KIND_VALUES, ORDER_TYPES, PAYMENT_PROVIDER_VALUES } from './values';
import { registerRequestContracts } from './request-contract';
import { dataResponse, savedResponse } from './common';

const ID_INVALID = 'Application id must be a number';
const LINK_INVALID = 'Payment link is not valid';

/** The history types a checkout and a payment confirmation name. */
export const CHECKOUT_HISTORY_TYPES = ['new', 'upgrade', 'revive_renew', 'renew'] as const;

const couponText = z
  .string()
  .trim()
  .min(1, MESSAGES.couponRequired)
  .max(40, MESSAGES.couponExpired)
  .transform((code) => code.toUpperCase());

export const checkoutParams = z.object({ id: recordIdText(ID_INVALID) });
export const checkoutCouponParams = z.object({ id: recordIdText(ID_INVALID), coupon: couponText });
export const renewCheckoutParams = z.object({ user_id: recordIdText(ID_INVALID) });
export const reviveRenewCheckoutParams = z.object({ app_id: recordIdText(ID_INVALID) });
export const paymentLinkParams = z.object({
  historyId: recordIdText(LINK_INVALID),
  type: z.enum(ORDER_TYPES, { error: LINK_INVALID }),
  token: z.string().min(1).max(2000),
  coupon: couponText.optional(),
});
export type PaymentLinkParams = z.infer<typeof paymentLinkParams>;

export const createOrderBody = z.object({
  user_id: z.coerce
    .number({ error: ID_INVALID })
    .int(ID_INVALID)
    .min(1, ID_INVALID)
    .max(MAX_RECORD_ID),
  type: z.enum(ORDER_TYPES, { error: 'Choose what to pay for' }),
  coupon: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .transform((code) => (code ? code.toUpperCase() : null)),
});

const providerId = z.string().trim().min(1).max(100);
export const paymentSuccessBody = z.object({
  razorpay_payment_id: providerId,
  razorpay_order_id: providerId,
  razorpay_signature: z.string().trim().min(1).max(200),
  history_id: z.coerce.number().int().min(0).max(MAX_RECORD_ID).optional(),
  history_type: z.enum(CHECKOUT_HISTORY_TYPES).optional(),
});
export const unsuccessfulBody = z.object({
  history_id: z.coerce.number().int().min(1).max(MAX_RECORD_ID),
  error: z
    .looseObject({
      code: z.string().max(200).optional(),
      description: z.string().max(2000).optional(),
      source: z.string().max(200).optional(),
      step: z.string().max(200).optional(),
      reason: z.string().max(200).optional(),
      metadata: z
        .looseObject({
          order_id: z.string().max(100).optional(),
          payment_id: z.string().max(100).optional(),
        })
        .optional(),
    })
    .default({}),
});

// An order number; a re-billed invoice's order adds -R and its turn (decision 083).
export const ORDER_NUMBER = /^[A-Z]{1,4}-\d{1,12}(-R\d{1,3})?$/;

/** The `ref` of get_order_details/{ref} and order/view/{ref}: a user id or an order number ('PO-000123'). */
/** GET /api/invoices/{userId}: the member of that user id. */
export const invoicesParams = z.object({ userId: recordIdText(ID_INVALID) });

export const orderRefParams = z.object({
  ref: z
    .string()
    .refine((ref) => parseRecordId(ref) !== null || ORDER_NUMBER.test(ref), 'Order not found'),
});

// ---- answers ------------------------------------------------------------------------------------

const money = z.number();

export const checkoutData = z.object({
  type: z.enum(ORDER_TYPES),
  Plan_Name: z.string(),
  Name: z.string(),
  Authorized_Person: z.string(),
  Email: z.string(),
  Mobile: z.string(),
  Joining_Fees: money,
  Discount: money,
  Annual_Fees: money,
  gst: money,
  /** The GST rate charged, percent (18): the labels say 'GST (18%)' from this. */
  gst_rate: z.number(),
  /** Rupees that rounded the total to the rupee (−0.50 to +0.49), when the association rounds. */
  round_off: z.number().optional(),
  total: money,
  plan_history: z.object({
    id: z.number().int(),
    history_type: z.enum(CHECKOUT_HISTORY_TYPES),
    app_id: z.number().int(),
  }),
  coupon: z.object({
    status: z.boolean(),
    msg: z.string(),
    code: z.string().nullable(),
    reason: z.enum(COUPON_REASONS),
  }),
  period: z.object({ from: z.string(), to: z.string() }).nullable(),
  Pervious_Plan_Name: z.string().optional(),
  Pervious_Joining_Fees: money.optional(),
  diff_Joining_Fees: money.optional(),
  Pervious_Annual_Fees: money.optional(),
  diff_Annual_Fees: money.optional(),
});

/** Every checkout call's answer; the payment link adds the applicant token it signs in with. */
export const checkoutResponse = z.discriminatedUnion('success', [
  z.object({
    success: z.literal(true),
    data: checkoutData,
    payment_link_expired: z.literal(false),
    provider: z.enum(PAYMENT_PROVIDER_VALUES),
    key: z.string(),
    token: z.string().optional(),
  }),
  z.object({
    success: z.literal(false),
    message: z.string(),
    cancelled: z.boolean().optional(),
    payment_link_expired: z.boolean().optional(),
    already_paid: z.boolean().optional(),
    /** A renewal not due yet: when its window opens (ISO instant). */
    renewal_opens: z.string().optional(),
  }),
]);

export const paymentOrder = z.object({
  total_amount: money,
  unique_order_id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile_number: z.string(),
  provider: z.enum(PAYMENT_PROVIDER_VALUES),
  key: z.string(),
  order_id: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  description: z.enum(['Registration Fee', 'Renew Fee']),
  history_id: z.number().int(),
  history_type: z.enum(CHECKOUT_HISTORY_TYPES),
});
export const createOrderResponse = dataResponse(paymentOrder);

export const orderDetails = z.object({
  unique_order_id: z.string(),
  Unique_id: z.string(),
  Plan_Name: z.string(),
  type: z.enum(ORDER_TYPES),
  user_id: z.number().int(),
  total: money,
  paid_at: z.string(),
  invoice_number: z.string(),
  // Absent from a server of the release before (decision 063): no period shown.
  period_from: z.string().nullable().default(null),
  period_to: z.string().nullable().default(null),
  // Whether the member the order is of may turn auto-renewal on now (offered to their category, none
  // set up yet); absent from a server of the release before: not offered.
  auto_renewal_offered: z.boolean().default(false),
});
export const paymentSuccessResponse = savedResponse(orderDetails);
export const orderDetailsResponse = dataResponse(orderDetails);
/**
 * One GST document of the member, newest first: a tax invoice (downloaded from
 * order/view/{unique_order_id}) or a credit note (downloaded from credit-notes/{credit_note_id}/pdf).
 * `number` is the document's own number; `invoice_number` is the invoice (for a credit note, the
 * invoice it corrects); `issued_at` is when the document was issued (for an invoice, `paid_at`).
 */
export const invoiceSummary = z.object({
  kind: z.enum(BILLING_DOCUMENT_KIND_VALUES),
  number: z.string(),
  issued_at: z.string(),
  credit_note_id: z.number().int().nullable(),
  invoice_number: z.string(),
  unique_order_id: z.string(),
  /** ISO instant of the payment. */
  paid_at: z.string(),
  type: z.enum(ORDER_TYPES),
  /** The category as named when paid. */
  Plan_Name: z.string(),
  /** Rupees: paid for an invoice, returned for a credit note. */
  total: money,
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;
/** GET /api/invoices/{userId}: invoices and credit notes, newest first. */
export const invoicesResponse = dataResponse(z.array(invoiceSummary));
export const unsuccessfulResponse = z.object({ success: z.literal(true), message: z.string() });

/** What the provider's widget hands the page on success: what POST PaymentSuccess sends on. */
export const providerSuccess = z.object({
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string(),
});

/** The provider's error fields on a failed payment (Razorpay's `payment.failed` response.error). */
export const providerFailure = z.object({
  code: z.string().optional(),
  description: z.string().optional(),
  source: z.string().optional(),
  step: z.string().optional(),
  reason: z.string().optional(),
  metadata: z
    .object({ order_id: z.string().optional(), payment_id: z.string().optional() })
    .optional(),
});

/** What the webhook did with an event: 'refused' is a payment that can never be confirmed. */
export const WEBHOOK_OUTCOMES = [
  'confirmed',
  'refund_due',
  'recorded',
  'refund_processed',
  'refund_failed',
  'ignored',
  'refused',
] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];
/** The provider's webhook: a repeated delivery of an event id handled before says so. */
export const webhookResponse = z.union([
  z.object({ success: z.literal(true), duplicate: z.literal(true) }),
  z.object({ success: z.literal(true), outcome: z.enum(WEBHOOK_OUTCOMES) }),
]);
export type WebhookResponse = z.infer<typeof webhookResponse>;

// The schemas and the shared TypeScript shapes must describe the same answers.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShapes: [
  Same<z.infer<typeof paymentOrder>, PaymentOrder>,
  Same<z.infer<typeof orderDetails>, OrderDetails>,
  Same<z.infer<typeof providerSuccess>, ProviderSuccess>,
  Same<z.infer<typeof providerFailure>, ProviderFailure>,
  Same<
    Omit<Extract<z.infer<typeof checkoutResponse>, { success: true }>, 'token'>,
    Extract<CheckoutResponse, { success: true }>
  >,
] = [true, true, true, true, true];
void sameShapes;

/** POST create_order: the server computes the amount; a `total` sent along is ignored. */
export type CreateOrderRequest = z.input<typeof createOrderBody>;
export type PaymentSuccessRequest = z.infer<typeof paymentSuccessBody>;
export type UnsuccessfulRequest = z.infer<typeof unsuccessfulBody>;

registerRequestContracts({ createOrderBody, paymentSuccessBody, unsuccessfulBody });
