// What the payments service needs from a card provider. Two implementations: the built-in sandbox
// (offline, the default) and Razorpay through its official SDK. Both sign exactly alike, so the service's
// verification code is the same one the sandbox exercises in development and tests.
import type { MandateProvider } from './mandate-provider';

export type PaymentProviderName = 'sandbox' | 'razorpay';

export type ProviderOrder = {
  providerOrderId: string;
  amountPaise: number;
  currency: 'INR';
};

export type CreateOrderInput = {
  /** A whole number of paise (spec §9: provider amount = total × 100). */
  amountPaise: number;
  /** Our own reference for the order, at most 40 characters (Razorpay's limit). */
  receipt: string;
  /** At most 15 entries of at most 256 characters each (Razorpay's limits). */
  notes: Record<string, string>;
};

export const PROVIDER_PAYMENT_STATUSES = [
  'created',
  'authorized',
  'captured',
  'refunded',
  'failed',
] as const;
export type ProviderPaymentStatus = (typeof PROVIDER_PAYMENT_STATUSES)[number];

export type ProviderPayment = {
  providerPaymentId: string;
  providerOrderId: string;
  amountPaise: number;
  status: ProviderPaymentStatus;
  /** The provider's payment entity as received (kept for the audit trail). */
  raw: Record<string, unknown>;
};

export const PROVIDER_REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type ProviderRefundStatus = (typeof PROVIDER_REFUND_STATUSES)[number];

/** A refund as the provider reports it: its id, the payment it returns money of, and where it is. */
export type ProviderRefund = {
  providerRefundId: string;
  providerPaymentId: string;
  amountPaise: number;
  status: ProviderRefundStatus;
  /** The provider's refund entity as received. */
  raw: Record<string, unknown>;
};

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The public key id handed to the browser widget (never the secret). */
  readonly publicKey: string;
  /** Rejects with PaymentProviderError when the provider refuses or cannot be reached. */
  createOrder(input: CreateOrderInput): Promise<ProviderOrder>;
  /**
   * HMAC-SHA256(order_id + '|' + payment_id, key secret) compared in constant time; false (never a
   * throw) for anything malformed.
   */
  verifyPaymentSignature(input: {
    providerOrderId: string;
    providerPaymentId: string;
    signature: string;
  }): boolean;
  /** The webhook signature (header x-razorpay-signature) over the exact raw body bytes. */
  verifyWebhookSignature(rawBody: Buffer, signature: string | undefined): boolean;
  /** What the provider knows of an order's payments (reconciles orders whose callback never came). */
  fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]>;
  /**
   * Refunds `amountPaise` of a captured payment (POST /v1/payments/:id/refund). Usually answered
   * `pending`; the refund.processed or refund.failed webhook tells the end. Rejects with
   * PaymentProviderError when refused (more than is left to refund, an unknown payment, …).
   */
  refund(
    providerPaymentId: string,
    amountPaise: number,
    notes: Record<string, string>,
  ): Promise<ProviderRefund>;
  /**
   * What the provider knows of a payment's refunds, newest first (GET /v1/payments/:id/refunds):
   * reconciles refunds whose webhook never came (decision 084). Each carries its notes in `raw`.
   */
  fetchRefunds(providerPaymentId: string): Promise<ProviderRefund[]>;
  /** Recurring payments: auto-renewal's mandates (decision 099). */
  readonly mandates: MandateProvider;
}

/** The header names of a webhook delivery. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-razorpay-signature';
export const WEBHOOK_EVENT_ID_HEADER = 'x-razorpay-event-id';

/** What the checkout widget hands the page's success handler (and the page posts to the server). */
export type CheckoutSuccessResponse = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

/** The provider's error fields, as the widget hands them to a `payment.failed` handler. */
export type ProviderFailure = {
  code: string;
  description: string;
  source: string;
  step: string;
  reason: string;
  metadata: { order_id: string; payment_id: string };
};

export type CheckoutFailureResponse = { error: ProviderFailure };

/** A webhook as the provider would POST it to /api/payments/webhook. */
export type WebhookDelivery = {
  eventId: string;
  /** The exact bytes the signature covers. */
  rawBody: Buffer;
  signature: string;
  /** content-type, x-razorpay-signature and x-razorpay-event-id, ready to send. */
  headers: Readonly<Record<string, string>>;
};

/**
 * The provider refused a call, answered something we cannot use, or could not be reached. The message
 * is safe to log (never the key secret) but is not meant for users: the service shows its own text.
 */
export class PaymentProviderError extends Error {
  readonly provider: PaymentProviderName;
  /** The provider's error code (e.g. 'BAD_REQUEST_ERROR'), or ours: 'UNREACHABLE', 'TIMEOUT', 'BAD_RESPONSE'. */
  readonly code: string;
  /** The provider's own description of the problem. */
  readonly description: string;
  /** The provider's HTTP status, when it answered. */
  readonly statusCode: number | undefined;

  constructor(details: {
    provider: PaymentProviderName;
    code: string;
    description: string;
    statusCode?: number | undefined;
  }) {
    super(`Payment provider ${details.provider}: ${details.description}`);
    this.name = 'PaymentProviderError';
    this.provider = details.provider;
    this.code = details.code;
    this.description = details.description;
    this.statusCode = details.statusCode;
  }
}

const RECEIPT_MAX = 40;
const NOTES_MAX = 15;
const NOTE_VALUE_MAX = 256;

/**
 * Both providers refuse what Razorpay would refuse, so a bad call fails in the sandbox too rather than
 * first in production. These are programming errors, hence RangeError rather than a user-facing error.
 */
export function assertValidOrderInput(input: CreateOrderInput): void {
  if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise < 100) {
    throw new RangeError('amountPaise must be a whole number of paise, at least 100 (₹1)');
  }
  if (input.receipt.length === 0 || input.receipt.length > RECEIPT_MAX) {
    throw new RangeError(`receipt must be 1 to ${RECEIPT_MAX} characters`);
  }
  const notes = Object.entries(input.notes);
  if (notes.length > NOTES_MAX) throw new RangeError(`at most ${NOTES_MAX} notes`);
  for (const [key, value] of notes) {
    if (value.length > NOTE_VALUE_MAX) {
      throw new RangeError(`note ${key} is longer than ${NOTE_VALUE_MAX} characters`);
    }
  }
}
