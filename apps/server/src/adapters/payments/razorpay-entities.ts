// Razorpay's payment and order entities, as its API and webhooks send them. Only the fields we act on
// are checked; the rest pass through untouched into `raw`.
import { z } from 'zod';
import {
  PROVIDER_PAYMENT_STATUSES,
  PROVIDER_REFUND_STATUSES,
  type ProviderPayment,
  type ProviderRefund,
} from './payment-provider';

const paiseSchema = z.number().int().nonnegative();

export const razorpayPaymentEntitySchema = z.looseObject({
  id: z.string().min(1),
  amount: paiseSchema,
  currency: z.string().min(1),
  status: z.enum(PROVIDER_PAYMENT_STATUSES),
  /** Null for a payment not made against an order (never one of ours). */
  order_id: z.string().min(1).nullish(),
  error_code: z.string().nullish(),
  error_description: z.string().nullish(),
  error_source: z.string().nullish(),
  error_step: z.string().nullish(),
  error_reason: z.string().nullish(),
  created_at: z.number().int().optional(),
});
export type RazorpayPaymentEntity = z.infer<typeof razorpayPaymentEntitySchema>;

export const razorpayOrderEntitySchema = z.looseObject({
  id: z.string().min(1),
  amount: paiseSchema,
  amount_paid: paiseSchema.optional(),
  currency: z.string().min(1),
  status: z.string().min(1),
});

export const razorpayPaymentCollectionSchema = z.looseObject({
  items: z.array(razorpayPaymentEntitySchema),
});

/** A refund entity (POST /v1/payments/:id/refund's answer, and the refund.* webhooks' payload). */
export const razorpayRefundEntitySchema = z.looseObject({
  id: z.string().min(1),
  payment_id: z.string().min(1),
  amount: paiseSchema,
  currency: z.string().min(1),
  status: z.enum(PROVIDER_REFUND_STATUSES),
});
export type RazorpayRefundEntity = z.infer<typeof razorpayRefundEntitySchema>;

export const razorpayRefundCollectionSchema = z.looseObject({
  items: z.array(razorpayRefundEntitySchema),
});

export function toProviderRefund(entity: RazorpayRefundEntity): ProviderRefund {
  return {
    providerRefundId: entity.id,
    providerPaymentId: entity.payment_id,
    amountPaise: entity.amount,
    status: entity.status,
    raw: entity,
  };
}

/** Razorpay's API error body; the SDK rethrows it as `{ statusCode, error }`. */
export const razorpaySdkErrorSchema = z.object({
  statusCode: z.union([z.number(), z.string()]).optional(),
  error: z.looseObject({
    code: z.string().optional(),
    description: z.string().optional(),
  }),
});

/** Our view of a payment entity fetched for `providerOrderId`. */
export function toProviderPayment(
  entity: RazorpayPaymentEntity,
  providerOrderId: string,
): ProviderPayment {
  return {
    providerPaymentId: entity.id,
    providerOrderId,
    amountPaise: entity.amount,
    status: entity.status,
    raw: entity,
  };
}
