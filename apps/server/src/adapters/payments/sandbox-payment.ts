// A sandbox payment as Razorpay would make it: the payment entity its API and webhooks carry, the
// webhook delivery signed with the webhook secret, and the widget's answer signed with the key
// secret. A declined card leaves the order payable, as Razorpay does.
import { randomInt } from 'node:crypto';
import {
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  type CheckoutFailureResponse,
  type CheckoutSuccessResponse,
  type ProviderFailure,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderPaymentStatus,
  type WebhookDelivery,
} from './payment-provider';
import { hmacSha256Hex, signPayment } from './payment-signature';
import { cardNetwork, normaliseCardNumber, SANDBOX_DECLINED_CARD } from './sandbox-card';

export const SANDBOX_DECLINE_DESCRIPTION = 'Your payment has been declined. Please try again.';

export type SandboxPayInput = {
  providerOrderId: string;
  /** Digits, optionally grouped by spaces or hyphens as typed. */
  card: string;
  /** Prefilled in the widget (the name as the card holder's); copied into the payment like Razorpay does. */
  name?: string;
  email?: string;
  contact?: string;
};

export type SandboxPayResult =
  | { outcome: 'paid'; response: CheckoutSuccessResponse; webhook: WebhookDelivery }
  | { outcome: 'declined'; response: CheckoutFailureResponse; webhook: WebhookDelivery };

export type SandboxOrder = {
  order: ProviderOrder;
  notes: Record<string, string>;
  payments: ProviderPayment[];
};

/** The secrets a payment is signed with, and the clock its timestamps come from. */
export type SandboxSigning = {
  keySecret: string;
  webhookSecret: string;
  unixSeconds: () => number;
};

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Razorpay ids are a prefix and 14 base62 characters; ours start with SBX to be told apart. */
export function sandboxId(prefix: string): string {
  let id = 'SBX';
  while (id.length < 14) id += BASE62[randomInt(BASE62.length)];
  return `${prefix}${id}`;
}

/** Pays the stored order with the input's card: captured, or declined for the declined test card. */
export function payOrder(
  signing: SandboxSigning,
  stored: SandboxOrder,
  input: SandboxPayInput,
): SandboxPayResult {
  const card = normaliseCardNumber(input.card);
  const providerOrderId = stored.order.providerOrderId;
  const providerPaymentId = sandboxId('pay_');
  const record = (status: ProviderPaymentStatus, failure: ProviderFailure | null) => {
    const entity = paymentEntity(
      stored,
      { id: providerPaymentId, status, card, createdAt: signing.unixSeconds() },
      input,
      failure,
    );
    stored.payments.push({
      providerPaymentId,
      providerOrderId,
      amountPaise: stored.order.amountPaise,
      status,
      raw: entity,
    });
    return entity;
  };
  if (card === SANDBOX_DECLINED_CARD) {
    const failure: ProviderFailure = {
      code: 'BAD_REQUEST_ERROR',
      description: SANDBOX_DECLINE_DESCRIPTION,
      source: 'customer',
      step: 'payment_authorization',
      reason: 'payment_failed',
      metadata: { order_id: providerOrderId, payment_id: providerPaymentId },
    };
    // The order stays payable: like Razorpay, a failed attempt leaves room for another.
    const entity = record('failed', failure);
    return {
      outcome: 'declined',
      response: { error: failure },
      webhook: sandboxWebhook(signing, 'payment.failed', { payment: { entity } }),
    };
  }
  const entity = record('captured', null);
  return {
    outcome: 'paid',
    response: {
      razorpay_payment_id: providerPaymentId,
      razorpay_order_id: providerOrderId,
      razorpay_signature: signPayment(signing.keySecret, providerOrderId, providerPaymentId),
    },
    webhook: sandboxWebhook(signing, 'payment.captured', { payment: { entity } }),
  };
}

/** A payment entity with the fields Razorpay's API and webhooks carry for a card payment. */
function paymentEntity(
  stored: SandboxOrder,
  payment: { id: string; status: ProviderPaymentStatus; card: string; createdAt: number },
  input: SandboxPayInput,
  failure: ProviderFailure | null,
): Record<string, unknown> {
  const amount = stored.order.amountPaise;
  const captured = payment.status === 'captured';
  // Razorpay's fee (2% here) includes GST at 18% on it; both are null on a failed payment.
  const feeBeforeTax = Math.round(amount * 0.02);
  const tax = Math.round(feeBeforeTax * 0.18);
  const cardId = sandboxId('card_');
  return {
    id: payment.id,
    entity: 'payment',
    amount,
    currency: 'INR',
    status: payment.status,
    order_id: stored.order.providerOrderId,
    invoice_id: null,
    international: false,
    method: 'card',
    amount_refunded: 0,
    refund_status: null,
    captured,
    description: null,
    card_id: cardId,
    card: {
      id: cardId,
      entity: 'card',
      name: input.name ?? '',
      last4: payment.card.slice(-4),
      network: cardNetwork(payment.card),
      type: 'credit',
      issuer: null,
      international: false,
      emi: false,
    },
    bank: null,
    wallet: null,
    vpa: null,
    email: input.email ?? null,
    contact: input.contact ?? null,
    notes: stored.notes,
    fee: captured ? feeBeforeTax + tax : null,
    tax: captured ? tax : null,
    error_code: failure?.code ?? null,
    error_description: failure?.description ?? null,
    error_source: failure?.source ?? null,
    error_step: failure?.step ?? null,
    error_reason: failure?.reason ?? null,
    created_at: payment.createdAt,
  };
}

/** A webhook of `event` carrying `payload` (its entities), signed with the webhook secret. */
export function sandboxWebhook(
  signing: SandboxSigning,
  event: string,
  payload: Record<string, { entity: Record<string, unknown> }>,
): WebhookDelivery {
  const eventId = sandboxId('');
  const rawBody = Buffer.from(
    JSON.stringify({
      entity: 'event',
      account_id: 'acc_SBX00000000000',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: signing.unixSeconds(),
    }),
  );
  const signature = hmacSha256Hex(signing.webhookSecret, rawBody);
  return {
    eventId,
    rawBody,
    signature,
    headers: {
      'content-type': 'application/json',
      [WEBHOOK_SIGNATURE_HEADER]: signature,
      [WEBHOOK_EVENT_ID_HEADER]: eventId,
    },
  };
}
