// Razorpay through its official Node SDK. The SDK (and axios under it) is loaded on first use: it costs
// a few hundred milliseconds at start-up, which the sandbox default and the tests never need to pay.
// Signatures are checked by our own constant-time code (see payment-signature.ts), not the SDK's.
import type { z } from 'zod';
import {
  assertValidOrderInput,
  PaymentProviderError,
  type CreateOrderInput,
  type PaymentProvider,
} from './payment-provider';
import { isValidPaymentSignature, isValidWebhookSignature } from './payment-signature';
import {
  razorpayOrderEntitySchema,
  razorpayPaymentCollectionSchema,
  razorpaySdkErrorSchema,
  toProviderPayment,
} from './razorpay-entities';

/** The two SDK calls we make (`razorpay.orders`), narrowed so tests can hand in another client. */
export type RazorpayOrdersClient = {
  create(params: {
    amount: number;
    currency: 'INR';
    receipt: string;
    notes: Record<string, string>;
  }): Promise<unknown>;
  fetchPayments(orderId: string): Promise<unknown>;
};

export type RazorpayProviderOptions = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Replaces the SDK's orders client (tests). Default: `new Razorpay({ key_id, key_secret }).orders`. */
  ordersClient?: RazorpayOrdersClient;
  /** The SDK sets no timeout of its own; a user is waiting on createOrder. */
  timeoutMs?: number;
};

export type RazorpayPaymentProvider = PaymentProvider & { readonly name: 'razorpay' };

export const RAZORPAY_TIMEOUT_MS = 15_000;

// Interpolated into the API path, so nothing but a plain Razorpay order id may reach it.
const ORDER_ID = /^order_[A-Za-z0-9]{1,40}$/;

class ProviderTimeout extends Error {}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProviderTimeout()), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function createRazorpayProvider(options: RazorpayProviderOptions): RazorpayPaymentProvider {
  const { keyId, keySecret, webhookSecret } = options;
  const timeoutMs = options.timeoutMs ?? RAZORPAY_TIMEOUT_MS;

  let sdkOrders: Promise<RazorpayOrdersClient> | undefined;
  const ordersClient = (): Promise<RazorpayOrdersClient> => {
    if (options.ordersClient) return Promise.resolve(options.ordersClient);
    // A failed load is not remembered: the next call tries again.
    sdkOrders ??= import('razorpay').then(
      ({ default: Razorpay }) => new Razorpay({ key_id: keyId, key_secret: keySecret }).orders,
      (error: unknown) => {
        sdkOrders = undefined;
        throw error;
      },
    );
    return sdkOrders;
  };

  // Belt and braces: no text we pass on may carry a secret, whatever an error happens to contain.
  const scrub = (text: string) =>
    [keySecret, webhookSecret]
      .filter((secret) => secret.length > 0)
      .reduce((result, secret) => result.split(secret).join('[secret]'), text);

  const providerError = (code: string, description: string, statusCode?: number) =>
    new PaymentProviderError({
      provider: 'razorpay',
      code,
      description: scrub(description),
      statusCode,
    });

  /** The SDK's rejections (its `{ statusCode, error }`, or anything else) as a PaymentProviderError. */
  const toProviderError = (error: unknown): PaymentProviderError => {
    if (error instanceof ProviderTimeout) {
      return providerError('TIMEOUT', `no answer within ${timeoutMs} ms`);
    }
    const refusal = razorpaySdkErrorSchema.safeParse(error);
    if (refusal.success) {
      const status = Number(refusal.data.statusCode);
      return providerError(
        refusal.data.error.code ?? 'UNKNOWN',
        refusal.data.error.description ?? 'the request was refused',
        Number.isInteger(status) ? status : undefined,
      );
    }
    // The SDK turns a failed connection into a TypeError of its own (it reads a response that never
    // came), so the original network error is lost; the cause is left off, as SDK errors can hold
    // request configuration with the key secret.
    const name = error instanceof Error ? error.name : typeof error;
    return providerError('UNREACHABLE', `Razorpay could not be reached (${name})`);
  };

  async function call<T>(
    operation: string,
    request: (orders: RazorpayOrdersClient) => Promise<unknown>,
    schema: z.ZodType<T>,
  ): Promise<T> {
    let answer: unknown;
    try {
      answer = await withTimeout(
        ordersClient().then((orders) => request(orders)),
        timeoutMs,
      );
    } catch (error) {
      throw toProviderError(error);
    }
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw providerError('BAD_RESPONSE', `unexpected answer to ${operation}`);
    return parsed.data;
  }

  return {
    name: 'razorpay',
    publicKey: keyId,

    async createOrder(input: CreateOrderInput) {
      assertValidOrderInput(input);
      const order = await call(
        'orders.create',
        (orders) =>
          orders.create({
            amount: input.amountPaise,
            currency: 'INR',
            receipt: input.receipt,
            notes: input.notes,
          }),
        razorpayOrderEntitySchema,
      );
      if (order.amount !== input.amountPaise || order.currency !== 'INR') {
        throw providerError(
          'BAD_RESPONSE',
          'the order was created with another amount or currency',
        );
      }
      return { providerOrderId: order.id, amountPaise: order.amount, currency: 'INR' };
    },

    verifyPaymentSignature(input) {
      return isValidPaymentSignature(keySecret, input);
    },

    verifyWebhookSignature(rawBody, signature) {
      return isValidWebhookSignature(webhookSecret, rawBody, signature);
    },

    async fetchOrderPayments(providerOrderId) {
      if (!ORDER_ID.test(providerOrderId)) {
        throw new RangeError('providerOrderId is not a Razorpay order id');
      }
      const collection = await call(
        'orders.fetchPayments',
        (orders) => orders.fetchPayments(providerOrderId),
        razorpayPaymentCollectionSchema,
      );
      if (collection.items.some((payment) => payment.order_id !== providerOrderId)) {
        throw providerError('BAD_RESPONSE', 'payments of another order were returned');
      }
      return collection.items.map((payment) => toProviderPayment(payment, providerOrderId));
    },
  };
}
