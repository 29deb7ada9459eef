// The built-in, offline stand-in for the card provider (the default). It creates Razorpay-shaped orders,
// and `pay` plays the checkout widget: it answers what the widget hands the page, signed exactly as
// Razorpay signs, and builds the webhook Razorpay would send. It does no HTTP itself: the dev hook
// (POST /api/dev/sandbox/pay) returns the answer and delivers the webhook.
//
// Orders live in this process's memory: enough for development and tests, and a restart only forgets
// orders nobody can pay any more. Without the dev hook (production) nothing can pay a sandbox order.
import { ConflictError, NotFoundError } from '../../errors';
import {
  assertValidOrderInput,
  PaymentProviderError,
  type PaymentProvider,
  type ProviderOrder,
  type WebhookDelivery,
} from './payment-provider';
import {
  hmacSha256Hex,
  isValidPaymentSignature,
  isValidWebhookSignature,
} from './payment-signature';
import { createSandboxRefunds } from './sandbox-refund';
import { createSandboxMandates, type SandboxMandates } from './sandbox-mandates';
import {
  payOrder,
  sandboxId,
  type SandboxOrder,
  type SandboxPayInput,
  type SandboxPayResult,
} from './sandbox-payment';

export {
  INVALID_CARD_MESSAGE,
  InvalidCardError,
  normaliseCardNumber,
  passesLuhn,
  SANDBOX_DECLINED_CARD,
  SANDBOX_SUCCESS_CARD,
} from './sandbox-card';
export {
  SANDBOX_DECLINE_DESCRIPTION,
  type SandboxPayInput,
  type SandboxPayResult,
} from './sandbox-payment';

/** Handed to the browser like Razorpay's key id; the checkout page recognises the sandbox by it. */
export const SANDBOX_PUBLIC_KEY = 'rzp_test_sandbox';

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

export interface SandboxPaymentProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /**
   * Plays the checkout widget paying `providerOrderId` with `card`. Throws SandboxOrderNotFoundError,
   * SandboxOrderAlreadyPaidError or InvalidCardError; a declined card is an outcome, not an error.
   */
  pay(input: SandboxPayInput): SandboxPayResult;
  /**
   * Ends a pending refund as processed or failed, and returns the webhook the provider would send
   * (the dev hook delivers it). Throws PaymentProviderError for an unknown refund id.
   */
  settleRefund(providerRefundId: string, outcome: 'processed' | 'failed'): WebhookDelivery;
  readonly mandates: SandboxMandates;
  /**
   * Where the sandbox sends the webhooks of its own doing (mandates' debits and token changes), as
   * Razorpay posts them: the app delivers them to its webhook route. Unset: they are dropped.
   */
  setWebhookSink(sink: ((webhook: WebhookDelivery) => void) | null): void;
}

export type SandboxProviderOptions = SandboxSecrets & {
  now?: () => Date;
  maxOrders?: number;
};

/** A payment of any remembered order, by its id. */
function findPayment(orders: Map<string, SandboxOrder>, providerPaymentId: string) {
  for (const stored of orders.values()) {
    const found = stored.payments.find((p) => p.providerPaymentId === providerPaymentId);
    if (found) return found;
  }
  return undefined;
}

export function createSandboxProvider(options: SandboxProviderOptions): SandboxPaymentProvider {
  const { keySecret, webhookSecret } = options;
  const now = options.now ?? (() => new Date());
  const maxOrders = options.maxOrders ?? SANDBOX_MAX_ORDERS;
  const orders = new Map<string, SandboxOrder>();
  const unixSeconds = () => Math.floor(now().getTime() / 1000);
  const signing = { keySecret, webhookSecret, unixSeconds };
  let sink: ((webhook: WebhookDelivery) => void) | null = null;
  const mandates = createSandboxMandates(signing, orders, (webhook) => sink?.(webhook));
  const refunds = createSandboxRefunds(signing, (id) => findPayment(orders, id));

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
      return payOrder(signing, stored, input);
    },

    async refund(providerPaymentId, amountPaise, notes) {
      return refunds.refund(providerPaymentId, amountPaise, notes);
    },

    settleRefund(providerRefundId, outcome) {
      return refunds.settle(providerRefundId, outcome);
    },

    async fetchRefunds(providerPaymentId) {
      return refunds.list(providerPaymentId);
    },

    mandates,
    setWebhookSink(next) {
      sink = next;
    },
  };
}

export function isSandboxProvider(provider: PaymentProvider): provider is SandboxPaymentProvider {
  return provider.name === 'sandbox' && 'pay' in provider;
}
