// The built-in, offline stand-in for the card provider (the default). It creates Razorpay-shaped orders,
// and `pay` plays the checkout widget: it answers what the widget hands the page, signed exactly as
// Razorpay signs, and builds the webhook Razorpay would send. It does no HTTP itself: the dev hook
// (POST /api/dev/sandbox/pay) returns the answer and delivers the webhook.
//
// Orders live in this process's memory: enough for development and tests, and a restart only forgets
// orders nobody can pay any more. Without the dev hook (production) nothing can pay a sandbox order.
import { randomInt } from 'node:crypto';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import {
  assertValidOrderInput,
  PaymentProviderError,
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  type CheckoutFailureResponse,
  type CheckoutSuccessResponse,
  type PaymentProvider,
  type ProviderFailure,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderPaymentStatus,
  type WebhookDelivery,
} from './payment-provider';
import {
  hmacSha256Hex,
  isValidPaymentSignature,
  isValidWebhookSignature,
  signPayment,
} from './payment-signature';

/** Handed to the browser like Razorpay's key id; the checkout page recognises the sandbox by it. */
export const SANDBOX_PUBLIC_KEY = 'rzp_test_sandbox';
/** Razorpay's test card that is declined; any other 16-digit card that passes Luhn is accepted. */
export const SANDBOX_DECLINED_CARD = '4000000000000002';
export const SANDBOX_SUCCESS_CARD = '4111111111111111';
export const SANDBOX_DECLINE_DESCRIPTION = 'Your payment has been declined. Please try again.';
export const INVALID_CARD_MESSAGE = 'Enter a valid 16-digit card number';

/** Fixed secrets for unit tests; the app derives its own from APP_SECRET (deriveSandboxSecrets). */
export const TEST_SANDBOX_SECRETS: SandboxSecrets = {
  keySecret: 'sandbox-key-secret-for-tests',
  webhookSecret: 'sandbox-webhook-secret-for-tests',
};

/** Orders remembered at most; the oldest are forgotten first (a long-running dev server stays small). */
export const SANDBOX_MAX_ORDERS = 10_000;

export type SandboxSecrets = { keySecret: string; webhookSecret: string };

/**
 * Sandbox secrets from APP_SECRET: stable across restarts (a signature made before one still verifies)
 * and shared by every process of one deployment, yet unguessable without APP_SECRET.
 */
export function deriveSandboxSecrets(appSecret: string): SandboxSecrets {
  return {
    keySecret: hmacSha256Hex(appSecret, 'portico/payments/sandbox/key-secret'),
    webhookSecret: hmacSha256Hex(appSecret, 'portico/payments/sandbox/webhook-secret'),
  };
}

export class SandboxOrderNotFoundError extends NotFoundError {
  constructor() {
    super('No such sandbox order');
  }
}

export class SandboxOrderAlreadyPaidError extends ConflictError {
  constructor() {
    super('This order is already paid');
  }
}

export class InvalidCardError extends BadRequestError {
  constructor() {
    super(INVALID_CARD_MESSAGE, { card: INVALID_CARD_MESSAGE });
  }
}

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

export interface SandboxPaymentProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /**
   * Plays the checkout widget paying `providerOrderId` with `card`. Throws SandboxOrderNotFoundError,
   * SandboxOrderAlreadyPaidError or InvalidCardError; a declined card is an outcome, not an error.
   */
  pay(input: SandboxPayInput): SandboxPayResult;
}

export type SandboxProviderOptions = SandboxSecrets & {
  now?: () => Date;
  maxOrders?: number;
};

type SandboxOrder = {
  order: ProviderOrder;
  notes: Record<string, string>;
  payments: ProviderPayment[];
};

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Razorpay ids are a prefix and 14 base62 characters; ours start with SBX to be told apart. */
function sandboxId(prefix: string): string {
  let id = 'SBX';
  while (id.length < 14) id += BASE62[randomInt(BASE62.length)];
  return `${prefix}${id}`;
}

/** The Luhn check digit test every real card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card's 16 digits, or InvalidCardError. */
export function normaliseCardNumber(card: unknown): string {
  const digits = typeof card === 'string' ? card.replace(/[\s-]/g, '') : '';
  if (!/^\d{16}$/.test(digits) || !passesLuhn(digits)) throw new InvalidCardError();
  return digits;
}

function cardNetwork(digits: string): string {
  if (digits.startsWith('4')) return 'Visa';
  if (/^5[1-5]/.test(digits)) return 'MasterCard';
  if (/^6/.test(digits)) return 'RuPay';
  return 'Unknown';
}

export function createSandboxProvider(options: SandboxProviderOptions): SandboxPaymentProvider {
  const { keySecret, webhookSecret } = options;
  const now = options.now ?? (() => new Date());
  const maxOrders = options.maxOrders ?? SANDBOX_MAX_ORDERS;
  const orders = new Map<string, SandboxOrder>();
  const unixSeconds = () => Math.floor(now().getTime() / 1000);

  /** A payment entity with the fields Razorpay's API and webhooks carry for a card payment. */
  function paymentEntity(
    stored: SandboxOrder,
    payment: { id: string; status: ProviderPaymentStatus; card: string },
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
      created_at: unixSeconds(),
    };
  }

  function webhookFor(
    event: 'payment.captured' | 'payment.failed',
    entity: Record<string, unknown>,
  ): WebhookDelivery {
    const eventId = sandboxId('');
    const rawBody = Buffer.from(
      JSON.stringify({
        entity: 'event',
        account_id: 'acc_SBX00000000000',
        event,
        contains: ['payment'],
        payload: { payment: { entity } },
        created_at: unixSeconds(),
      }),
    );
    const signature = hmacSha256Hex(webhookSecret, rawBody);
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

  return {
    name: 'sandbox',
    publicKey: SANDBOX_PUBLIC_KEY,

    async createOrder(input) {
      assertValidOrderInput(input);
      const order: ProviderOrder = {
        providerOrderId: sandboxId('order_'),
        amountPaise: input.amountPaise,
        currency: 'INR',
      };
      orders.set(order.providerOrderId, { order, notes: { ...input.notes }, payments: [] });
      // Map iteration is insertion order: the first key is the oldest order.
      if (orders.size > maxOrders) orders.delete(orders.keys().next().value ?? '');
      return { ...order };
    },

    verifyPaymentSignature(input) {
      return isValidPaymentSignature(keySecret, input);
    },

    verifyWebhookSignature(rawBody, signature) {
      return isValidWebhookSignature(webhookSecret, rawBody, signature);
    },

    async fetchOrderPayments(providerOrderId) {
      const stored = orders.get(providerOrderId);
      // What Razorpay answers for an order id it does not know.
      if (!stored) {
        throw new PaymentProviderError({
          provider: 'sandbox',
          code: 'BAD_REQUEST_ERROR',
          description: 'The id provided does not exist',
          statusCode: 400,
        });
      }
      return stored.payments.map((payment) => ({ ...payment, raw: { ...payment.raw } }));
    },

    pay(input) {
      const stored = orders.get(input.providerOrderId);
      if (!stored) throw new SandboxOrderNotFoundError();
      if (stored.payments.some((payment) => payment.status === 'captured')) {
        throw new SandboxOrderAlreadyPaidError();
      }
      const card = normaliseCardNumber(input.card);
      const providerOrderId = stored.order.providerOrderId;
      const providerPaymentId = sandboxId('pay_');

      if (card === SANDBOX_DECLINED_CARD) {
        const failure: ProviderFailure = {
          code: 'BAD_REQUEST_ERROR',
          description: SANDBOX_DECLINE_DESCRIPTION,
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: providerOrderId, payment_id: providerPaymentId },
        };
        const entity = paymentEntity(
          stored,
          { id: providerPaymentId, status: 'failed', card },
          input,
          failure,
        );
        // The order stays payable: like Razorpay, a failed attempt leaves room for another.
        stored.payments.push({
          providerPaymentId,
          providerOrderId,
          amountPaise: stored.order.amountPaise,
          status: 'failed',
          raw: entity,
        });
        return {
          outcome: 'declined',
          response: { error: failure },
          webhook: webhookFor('payment.failed', entity),
        };
      }

      const entity = paymentEntity(
        stored,
        { id: providerPaymentId, status: 'captured', card },
        input,
        null,
      );
      stored.payments.push({
        providerPaymentId,
        providerOrderId,
        amountPaise: stored.order.amountPaise,
        status: 'captured',
        raw: entity,
      });
      return {
        outcome: 'paid',
        response: {
          razorpay_payment_id: providerPaymentId,
          razorpay_order_id: providerOrderId,
          razorpay_signature: signPayment(keySecret, providerOrderId, providerPaymentId),
        },
        webhook: webhookFor('payment.captured', entity),
      };
    },
  };
}

export function isSandboxProvider(provider: PaymentProvider): provider is SandboxPaymentProvider {
  return provider.name === 'sandbox' && 'pay' in provider;
}
