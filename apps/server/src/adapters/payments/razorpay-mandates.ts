// Razorpay's recurring payments through the official SDK (decision 099): a customer (the same one
// again for the same contact, fail_existing 0), an authorisation order with the token's terms (UPI
// AutoPay, e-mandate or card), the token read back from the authentication payment, debits by
// POST /v1/payments/create/recurring against an ordinary order, and the token deleted to cancel.
import { z } from 'zod';
import type { MandateMethod } from '@portico/domain/auto-renewal';
import {
  assertProviderId,
  razorpayTokenEntitySchema,
  toProviderToken,
  type MandateProvider,
  type RegisterMandateInput,
} from './mandate-provider';
import type { createRazorpayCaller } from './razorpay-client';
import { razorpayOrderEntitySchema, razorpayPaymentCollectionSchema } from './razorpay-entities';

type Caller = ReturnType<typeof createRazorpayCaller>;

const customerSchema = z.looseObject({ id: z.string().min(1) });
const recurringAnswerSchema = z.looseObject({ razorpay_payment_id: z.string().min(1) });
const paymentWithTokenSchema = z.looseObject({
  status: z.string(),
  token_id: z.string().nullish(),
});

/** The authentication payment: the provider's least for UPI and cards, nothing for an e-mandate. */
const AUTH_AMOUNT_PAISE: Record<MandateMethod, number> = { upi: 100, card: 100, emandate: 0 };

/** The token's terms as Razorpay's order takes them, per method. */
function tokenTerms(input: RegisterMandateInput): Record<string, unknown> {
  const expireAt = Math.floor(input.expiresAt.getTime() / 1000);
  const common = { max_amount: input.maxAmountPaise, expire_at: expireAt };
  if (input.method === 'emandate') return { ...common, auth_type: 'netbanking' };
  // A yearly renewal is presented when due: UPI takes as_presented (or monthly) only.
  return { ...common, frequency: 'as_presented' };
}

async function registerMandate({ call, providerError }: Caller, input: RegisterMandateInput) {
  const customer = await call(
    'customers.create',
    (_o, _p, recurring) =>
      recurring.createCustomer({
        name: input.customer.name,
        email: input.customer.email,
        contact: input.customer.contact,
        fail_existing: '0',
        notes: {},
      }),
    customerSchema,
  );
  const amountPaise = AUTH_AMOUNT_PAISE[input.method];
  const order = await call(
    'orders.create (recurring)',
    (_o, _p, recurring) =>
      recurring.createOrder({
        amount: amountPaise,
        currency: 'INR',
        method: input.method,
        customer_id: customer.id,
        payment_capture: true,
        receipt: input.receipt,
        notes: input.notes,
        token: tokenTerms(input),
      }),
    razorpayOrderEntitySchema,
  );
  if (order.amount !== amountPaise) {
    throw providerError('BAD_RESPONSE', 'the authorisation order has another amount');
  }
  return { providerCustomerId: customer.id, providerOrderId: order.id, amountPaise };
}

export function createRazorpayMandates(caller: Caller): MandateProvider {
  const { call } = caller;
  return {
    registerMandate: (input) => registerMandate(caller, input),

    async findToken(providerCustomerId, registrationOrderId) {
      assertProviderId(providerCustomerId, 'providerCustomerId');
      assertProviderId(registrationOrderId, 'registrationOrderId');
      const payments = await call(
        'orders.fetchPayments',
        (orders) => orders.fetchPayments(registrationOrderId),
        razorpayPaymentCollectionSchema,
      );
      const paid = payments.items
        .map((item) => paymentWithTokenSchema.safeParse(item))
        .find((item) => item.success && item.data.token_id)?.data;
      if (!paid?.token_id) return null;
      const tokenId = paid.token_id;
      assertProviderId(tokenId, 'token_id');
      const token = await call(
        'customers.fetchToken',
        (_o, _p, recurring) => recurring.fetchToken(providerCustomerId, tokenId),
        razorpayTokenEntitySchema,
      );
      return toProviderToken(token);
    },

    async chargeMandate(input) {
      assertProviderId(input.providerTokenId, 'providerTokenId');
      const answer = await call(
        'payments.createRecurringPayment',
        (_o, _p, recurring) =>
          recurring.createRecurringPayment({
            email: input.email,
            contact: input.contact,
            amount: input.amountPaise,
            currency: 'INR',
            order_id: input.providerOrderId,
            customer_id: input.providerCustomerId,
            token: input.providerTokenId,
            recurring: '1',
            description: input.description,
            notes: input.notes,
          }),
        recurringAnswerSchema,
      );
      return { providerPaymentId: answer.razorpay_payment_id };
    },

    async cancelMandate(providerCustomerId, providerTokenId) {
      assertProviderId(providerCustomerId, 'providerCustomerId');
      assertProviderId(providerTokenId, 'providerTokenId');
      await call(
        'customers.deleteToken',
        (_o, _p, recurring) => recurring.deleteToken(providerCustomerId, providerTokenId),
        z.unknown(),
      );
    },
  };
}
