// The provider's webhook body, parsed into the few events the payments service acts on. Parse only after
// the signature over the raw bytes has been verified: the body is untrusted until then.
import { z } from 'zod';
import { BadRequestError } from '../../errors';
import type { ProviderPaymentStatus, ProviderRefund } from './payment-provider';
import { razorpayTokenEntitySchema, toProviderToken, type ProviderToken } from './mandate-provider';
import {
  razorpayOrderEntitySchema,
  razorpayPaymentEntitySchema,
  razorpayRefundEntitySchema,
  toProviderRefund,
} from './razorpay-entities';

export const PAYMENT_EVENT_TYPES = ['payment.captured', 'payment.failed', 'order.paid'] as const;
export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];

/** The failure fields a payment.failed event carries (each may be missing). */
export type WebhookPaymentFailure = {
  code: string | null;
  description: string | null;
  source: string | null;
  step: string | null;
  reason: string | null;
};

/** What every event carries, whatever it is about. */
type WebhookEventBase = {
  /** From the x-razorpay-event-id header: the same for every redelivery, so it deduplicates. */
  eventId: string;
  createdAt: Date;
  raw: Record<string, unknown>;
};

/** An event about one payment against one of our orders. */
export type PaymentWebhookEvent = WebhookEventBase & {
  type: PaymentEventType;
  providerOrderId: string;
  providerPaymentId: string;
  amountPaise: number;
  currency: string;
  paymentStatus: ProviderPaymentStatus;
  /** Set for payment.failed. */
  failure: WebhookPaymentFailure | null;
};

export const REFUND_EVENT_TYPES = ['refund.created', 'refund.processed', 'refund.failed'] as const;
export type RefundEventType = (typeof REFUND_EVENT_TYPES)[number];

/** An event about one refund of a payment (made through our API call or on the provider's dashboard). */
export type RefundWebhookEvent = WebhookEventBase & {
  type: RefundEventType;
  refund: ProviderRefund;
};

/** Anything else (disputes, payments made without an order): acknowledged, not acted on. */
export type OtherWebhookEvent = WebhookEventBase & {
  type: 'other';
  /** The event name as sent, e.g. 'payment.authorized'. */
  eventName: string;
};

/** A recurring-payment token's change (token.confirmed, .rejected, .paused, .cancelled; decision 099). */
export type TokenWebhookEvent = WebhookEventBase & {
  type: 'token';
  eventName: string;
  token: ProviderToken;
};

export type WebhookEvent =
  PaymentWebhookEvent | RefundWebhookEvent | TokenWebhookEvent | OtherWebhookEvent;

/** The signed body is not an event we can read. 400: the provider shows it in its delivery log. */
export class InvalidWebhookPayloadError extends BadRequestError {
  constructor(reason: string) {
    super(`Invalid webhook payload: ${reason}`);
  }
}

const eventIdSchema = z.string().regex(/^[\w-]{1,100}$/);

const envelopeSchema = z.looseObject({
  entity: z.literal('event'),
  event: z.string().min(1),
  payload: z.record(z.string(), z.unknown()),
  created_at: z.number().int().nonnegative(),
});

const paymentPayloadSchema = z.looseObject({
  payment: z.object({ entity: razorpayPaymentEntitySchema }),
  order: z.object({ entity: razorpayOrderEntitySchema }).optional(),
});

const refundPayloadSchema = z.looseObject({
  refund: z.object({ entity: razorpayRefundEntitySchema }),
});

const tokenPayloadSchema = z.looseObject({
  token: z.object({ entity: razorpayTokenEntitySchema }),
});

const isRefundEventType = (name: string): name is RefundEventType =>
  (REFUND_EVENT_TYPES as readonly string[]).includes(name);

const isPaymentEventType = (name: string): name is PaymentEventType =>
  (PAYMENT_EVENT_TYPES as readonly string[]).includes(name);

/**
 * Parses a webhook body (the bytes whose signature was checked) with the event id from its
 * x-razorpay-event-id header. Throws InvalidWebhookPayloadError for anything unreadable.
 */
export function parseWebhookEvent(
  rawBody: Buffer | string,
  eventIdHeader: string | undefined,
): WebhookEvent {
  const eventId = eventIdSchema.safeParse(eventIdHeader);
  if (!eventId.success) throw new InvalidWebhookPayloadError('missing or malformed event id');

  let json: unknown;
  try {
    json = JSON.parse(Buffer.isBuffer(rawBody) ? rawBody.toString('utf8') : rawBody);
  } catch {
    throw new InvalidWebhookPayloadError('not JSON');
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) throw new InvalidWebhookPayloadError('not a provider event');

  const { event: eventName, payload, created_at: createdAtSeconds } = envelope.data;
  // The body exactly as sent, not the schema's copy of it.
  const raw = json as Record<string, unknown>;
  const createdAt = new Date(createdAtSeconds * 1000);
  const other: OtherWebhookEvent = {
    type: 'other',
    eventId: eventId.data,
    eventName,
    createdAt,
    raw,
  };
  if (isRefundEventType(eventName)) {
    const refund = refundPayloadSchema.safeParse(payload);
    if (!refund.success) throw new InvalidWebhookPayloadError(`${eventName} without a refund`);
    const entity = toProviderRefund(refund.data.refund.entity);
    return { type: eventName, eventId: eventId.data, refund: entity, createdAt, raw };
  }
  if (eventName.startsWith('token.')) {
    const token = tokenPayloadSchema.safeParse(payload);
    if (!token.success) throw new InvalidWebhookPayloadError(`${eventName} without a token`);
    const entity = toProviderToken(token.data.token.entity);
    return { type: 'token', eventId: eventId.data, eventName, token: entity, createdAt, raw };
  }
  if (!isPaymentEventType(eventName)) return other;

  const entities = paymentPayloadSchema.safeParse(payload);
  if (!entities.success) throw new InvalidWebhookPayloadError(`${eventName} without a payment`);
  const payment = entities.data.payment.entity;
  const order = entities.data.order?.entity;
  if (order && payment.order_id && order.id !== payment.order_id) {
    throw new InvalidWebhookPayloadError(`${eventName} with a payment of another order`);
  }
  const providerOrderId = payment.order_id ?? order?.id;
  // A payment made without an order (a payment link, say) cannot settle any of ours.
  if (!providerOrderId) return other;

  return {
    type: eventName,
    eventId: eventId.data,
    providerOrderId,
    providerPaymentId: payment.id,
    amountPaise: payment.amount,
    currency: payment.currency,
    paymentStatus: payment.status,
    failure:
      eventName === 'payment.failed'
        ? {
            code: payment.error_code ?? null,
            description: payment.error_description ?? null,
            source: payment.error_source ?? null,
            step: payment.error_step ?? null,
            reason: payment.error_reason ?? null,
          }
        : null,
    createdAt,
    raw,
  };
}
