// Calls to Razorpay's orders API through its official Node SDK, loaded on first use: it costs a few
// hundred milliseconds at start-up, which the sandbox default and the tests never need to pay. Every
// call has a timeout, and every failure becomes a PaymentProviderError with no secret in its text.
import type { z } from 'zod';
import { PaymentProviderError } from './payment-provider';
import { razorpaySdkErrorSchema } from './razorpay-entities';

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

/** The payments calls we make (`razorpay.payments.refund` and `.fetchMultipleRefund`), likewise. */
export type RazorpayPaymentsClient = {
  refund(
    paymentId: string,
    params: { amount: number; speed: 'normal'; notes: Record<string, string> },
  ): Promise<unknown>;
  fetchMultipleRefund(paymentId: string, params: { count: number }): Promise<unknown>;
};

/** Recurring payments (decision 099): customers and their tokens, orders with token terms, debits. */
export type RazorpayRecurringClient = {
  createCustomer(params: {
    name: string;
    email: string;
    contact: string;
    fail_existing: '0';
    notes: Record<string, string>;
  }): Promise<unknown>;
  createOrder(params: Record<string, unknown>): Promise<unknown>;
  fetchToken(customerId: string, tokenId: string): Promise<unknown>;
  deleteToken(customerId: string, tokenId: string): Promise<unknown>;
  createRecurringPayment(params: Record<string, unknown>): Promise<unknown>;
};

type RazorpayClients = {
  orders: RazorpayOrdersClient;
  payments: RazorpayPaymentsClient;
  recurring: RazorpayRecurringClient;
};

type RazorpaySdk = {
  orders: RazorpayOrdersClient & { create(params: Record<string, unknown>): Promise<unknown> };
  payments: RazorpayPaymentsClient & {
    createRecurringPayment(params: Record<string, unknown>): Promise<unknown>;
  };
  customers: {
    create(params: Record<string, unknown>): Promise<unknown>;
    fetchToken(customerId: string, tokenId: string): Promise<unknown>;
    deleteToken(customerId: string, tokenId: string): Promise<unknown>;
  };
};

function recurringOf(sdk: RazorpaySdk): RazorpayRecurringClient {
  return {
    createCustomer: (params) => sdk.customers.create(params),
    createOrder: (params) => sdk.orders.create(params),
    fetchToken: (customerId, tokenId) => sdk.customers.fetchToken(customerId, tokenId),
    deleteToken: (customerId, tokenId) => sdk.customers.deleteToken(customerId, tokenId),
    createRecurringPayment: (params) => sdk.payments.createRecurringPayment(params),
  };
}

export type RazorpayClientOptions = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Replaces the SDK's orders client (tests). Default: `new Razorpay({ key_id, key_secret }).orders`. */
  ordersClient?: RazorpayOrdersClient;
  /** Replaces the SDK's payments client (tests). Default: the SDK's `payments`. */
  paymentsClient?: RazorpayPaymentsClient;
  /** Replaces the SDK's customers, tokens and recurring calls (tests). */
  recurringClient?: RazorpayRecurringClient;
  /** The SDK sets no timeout of its own; a user is waiting on createOrder. */
  timeoutMs: number;
};

class ProviderTimeout extends Error {}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProviderTimeout()), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The clients a test handed in, the SDK's for the rest (loaded only when one is missing). */
async function clientsOf(
  options: RazorpayClientOptions,
  sdkClients: () => Promise<RazorpaySdk>,
): Promise<RazorpayClients> {
  const { ordersClient, paymentsClient, recurringClient } = options;
  if (ordersClient && paymentsClient && recurringClient) {
    return { orders: ordersClient, payments: paymentsClient, recurring: recurringClient };
  }
  const loaded = await sdkClients();
  return {
    orders: ordersClient ?? loaded.orders,
    payments: paymentsClient ?? loaded.payments,
    recurring: recurringClient ?? recurringOf(loaded),
  };
}

export function createRazorpayCaller(options: RazorpayClientOptions) {
  const { keyId, keySecret, webhookSecret, timeoutMs } = options;
  let sdk: Promise<RazorpaySdk> | undefined;
  const sdkClients = (): Promise<RazorpaySdk> => {
    // A failed load is not remembered: the next call tries again.
    sdk ??= import('razorpay').then(
      ({ default: Razorpay }) =>
        new Razorpay({ key_id: keyId, key_secret: keySecret }) as unknown as RazorpaySdk,
      (error: unknown) => {
        sdk = undefined;
        throw error;
      },
    );
    return sdk;
  };
  const clients = () => clientsOf(options, sdkClients);

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
    request: (
      orders: RazorpayOrdersClient,
      payments: RazorpayPaymentsClient,
      recurring: RazorpayRecurringClient,
    ) => Promise<unknown>,
    schema: z.ZodType<T>,
  ): Promise<T> {
    let answer: unknown;
    try {
      answer = await withTimeout(
        clients().then(({ orders, payments, recurring }) => request(orders, payments, recurring)),
        timeoutMs,
      );
    } catch (error) {
      throw toProviderError(error);
    }
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw providerError('BAD_RESPONSE', `unexpected answer to ${operation}`);
    return parsed.data;
  }

  return { call, providerError };
}
