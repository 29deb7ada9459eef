// The Getting started test payment (admin only, issue #27, decision 072): ₹1 plus GST at the saved
// rate, computed by the server, paid through the configured provider and refunded from the same
// screen. GET …/test-payment says what it costs and how the admin's last one stands; POST opens an
// order (an explicit confirmation required); …/verify checks the provider's signature; …/refund
// returns the money.
import { z } from 'zod';
import { dataResponse } from './common';
import { registerRequestContracts } from './request-contract';

/** ₹1 before GST: the smallest amount the providers take once GST is added. */
export const TEST_PAYMENT_BASE_PAISE = 100;

const confirmed = z.literal(true, { error: 'Confirm that you want to make a test payment' });

/** Strict: a body naming an amount is refused, never read (the server computes it). */
export const testPaymentCreateBody = z.strictObject({ confirm: confirmed });
export const testPaymentVerifyBody = z.object({
  razorpay_order_id: z.string().min(1).max(64),
  razorpay_payment_id: z.string().min(1).max(64),
  razorpay_signature: z.string().min(1).max(256),
});
export type TestPaymentVerifyBody = z.infer<typeof testPaymentVerifyBody>;
export const testPaymentRefundBody = z.object({
  confirm: z.literal(true, { error: 'Confirm that you want to refund the test payment' }),
});

export const TEST_PAYMENT_STATUSES = ['created', 'captured', 'refunded', 'failed'] as const;

export const testPayment = z.object({
  id: z.number().int(),
  status: z.enum(TEST_PAYMENT_STATUSES),
  total_paise: z.number().int(),
  provider_payment_id: z.string().nullable(),
  created_at: z.string(),
  captured_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
});
export type TestPayment = z.infer<typeof testPayment>;

export const testPaymentState = z.object({
  provider: z.enum(['sandbox', 'razorpay']),
  /** Razorpay's key id starts rzp_test_ in test mode: the screen says which mode pays. */
  live: z.boolean(),
  amount_paise: z.number().int(),
  gst_paise: z.number().int(),
  total_paise: z.number().int(),
  last: testPayment.nullable(),
});
export type TestPaymentState = z.infer<typeof testPaymentState>;
export const testPaymentStateResponse = dataResponse(testPaymentState);

/** What the browser opens the provider's checkout with (as a member's checkout does). */
export const testPaymentOrder = z.object({
  id: z.number().int(),
  provider: z.enum(['sandbox', 'razorpay']),
  key: z.string(),
  provider_order_id: z.string(),
  total_paise: z.number().int(),
  currency: z.literal('INR'),
});
export const testPaymentOrderResponse = dataResponse(testPaymentOrder);

registerRequestContracts({ testPaymentCreateBody, testPaymentVerifyBody, testPaymentRefundBody });
