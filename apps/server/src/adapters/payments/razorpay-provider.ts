// Razorpay through its official Node SDK (razorpay-client.ts). Signatures are checked by our own
// constant-time code (see payment-signature.ts), not the SDK's.
import {
  assertValidOrderInput,
  type CreateOrderInput,
  type PaymentProvider,
} from './payment-provider';
import { isValidPaymentSignature, isValidWebhookSignature } from './payment-signature';
import { createRazorpayCaller, type RazorpayClientOptions } from './razorpay-client';
import {
  razorpayOrderEntitySchema,
  razorpayPaymentCollectionSchema,
  razorpayRefundCollectionSchema,
  razorpayRefundEntitySchema,
  toProviderPayment,
  toProviderRefund,
} from './razorpay-entities';
import { createRazorpayMandates } from './razorpay-mandates';

export type { RazorpayOrdersClient, RazorpayPaymentsClient } from './razorpay-client';

/** The caller's options, its timeout RAZORPAY_TIMEOUT_MS unless one is given. */
export type RazorpayProviderOptions = Omit<RazorpayClientOptions, 'timeoutMs'> & {
  timeoutMs?: number;
};

export type RazorpayPaymentProvider = PaymentProvider & { readonly name: 'razorpay' };

export const RAZORPAY_TIMEOUT_MS = 15_000;

// Interpolated into the API path, so nothing but a plain Razorpay order id may reach it.
const ORDER_ID = /^order_[A-Za-z0-9]{1,40}$/;
const PAYMENT_ID = /^pay_[A-Za-z0-9]{1,40}$/;

export function createRazorpayProvider(options: RazorpayProviderOptions): RazorpayPaymentProvider {
  const { keyId, keySecret, webhookSecret } = options;
  const caller = createRazorpayCaller({
    ...options,
    timeoutMs: options.timeoutMs ?? RAZORPAY_TIMEOUT_MS,
  });
  const { call, providerError } = caller;

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

    async refund(providerPaymentId, amountPaise, notes) {
      if (!PAYMENT_ID.test(providerPaymentId)) {
        throw new RangeError('providerPaymentId is not a Razorpay payment id');
      }
      if (!Number.isSafeInteger(amountPaise) || amountPaise < 100) {
        throw new RangeError('a refund is a whole number of paise, at least 100 (₹1)');
      }
      const refund = await call(
        'payments.refund',
        (_orders, payments) =>
          payments.refund(providerPaymentId, { amount: amountPaise, speed: 'normal', notes }),
        razorpayRefundEntitySchema,
      );
      if (refund.payment_id !== providerPaymentId || refund.amount !== amountPaise) {
        throw providerError('BAD_RESPONSE', 'the refund was made of another payment or amount');
      }
      return toProviderRefund(refund);
    },

    fetchRefunds: (providerPaymentId) => fetchRefunds(call, providerError, providerPaymentId),
    mandates: createRazorpayMandates(caller),
  };
}

type RazorpayCaller = ReturnType<typeof createRazorpayCaller>;

/** GET /v1/payments/:id/refunds: a payment's refunds (decision 084). */
async function fetchRefunds(
  call: RazorpayCaller['call'],
  providerError: RazorpayCaller['providerError'],
  providerPaymentId: string,
) {
  if (!PAYMENT_ID.test(providerPaymentId)) {
    throw new RangeError('providerPaymentId is not a Razorpay payment id');
  }
  // A payment is refunded a few times at most: Razorpay's largest page holds them all.
  const collection = await call(
    'payments.fetchMultipleRefund',
    (_orders, payments) => payments.fetchMultipleRefund(providerPaymentId, { count: 100 }),
    razorpayRefundCollectionSchema,
  );
  if (collection.items.some((refund) => refund.payment_id !== providerPaymentId)) {
    throw providerError('BAD_RESPONSE', 'refunds of another payment were returned');
  }
  return collection.items.map(toProviderRefund);
}
