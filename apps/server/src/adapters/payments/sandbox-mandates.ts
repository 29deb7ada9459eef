// The sandbox's recurring payments, after Razorpay's documented flows: a customer, an authorisation
// order with the token's terms, the member's authentication (the dev hook plays the checkout with
// `recurring: 1`), a token that is confirmed or rejected, debits of the token against ordinary
// orders, and its cancellation. Each state change sends the webhook Razorpay would (payment.* on the
// order, token.* for the token) through the sink the app sets; without one (unit tests) nothing is
// delivered and the reconciliation has to find out, as when a real webhook is missed.
import {
  PaymentProviderError,
  type CheckoutSuccessResponse,
  type WebhookDelivery,
} from './payment-provider';
import type {
  ChargeMandateInput,
  MandateProvider,
  ProviderToken,
  ProviderTokenStatus,
  RegisterMandateInput,
} from './mandate-provider';
import { signPayment } from './payment-signature';
import {
  sandboxId,
  sandboxWebhook,
  type SandboxOrder,
  type SandboxSigning,
} from './sandbox-payment';

type SandboxToken = {
  id: string;
  customerId: string;
  registrationOrderId: string;
  method: string;
  maxAmountPaise: number;
  expiresAt: number;
  status: ProviderTokenStatus;
  /** What the next debits do: the dev hook makes them fail to try the fall-back. */
  chargeOutcome: 'captured' | 'failed';
};

export type SandboxMandates = MandateProvider & {
  /** Plays the checkout authenticating the mandate: its answer, and the webhooks sent. */
  authorise(
    providerOrderId: string,
    outcome: 'confirmed' | 'rejected',
  ): { response: CheckoutSuccessResponse | null; tokenId: string };
  /** Makes the next debits of the mandate authorised by this order succeed or fail. */
  setChargeOutcome(registrationOrderId: string, outcome: 'captured' | 'failed'): void;
  /** The member acting at their bank or UPI app: pauses, resumes or revokes the mandate there. */
  changeAtBank(providerTokenId: string, status: 'paused' | 'confirmed' | 'cancelled'): void;
};

const providerError = (description: string) =>
  new PaymentProviderError({
    provider: 'sandbox',
    code: 'BAD_REQUEST_ERROR',
    description,
    statusCode: 400,
  });

type State = {
  signing: SandboxSigning;
  orders: Map<string, SandboxOrder>;
  deliver: (webhook: WebhookDelivery) => void;
  tokens: Map<string, SandboxToken>;
  byOrder: Map<string, SandboxToken>;
};

function tokenEntity(state: State, token: SandboxToken): Record<string, unknown> {
  return {
    id: token.id,
    entity: 'token',
    customer_id: token.customerId,
    method: token.method,
    recurring: true,
    recurring_details: { status: token.status, failure_reason: null },
    max_amount: token.maxAmountPaise,
    expired_at: token.expiresAt,
    created_at: state.signing.unixSeconds(),
  };
}

function tokenEvent(state: State, token: SandboxToken) {
  const entity = tokenEntity(state, token);
  state.deliver(sandboxWebhook(state.signing, `token.${token.status}`, { token: { entity } }));
}

/** A payment of the order with the token, recorded and its webhook sent. */
function pay(
  state: State,
  stored: SandboxOrder,
  token: SandboxToken,
  status: 'captured' | 'failed',
) {
  const providerPaymentId = sandboxId('pay_');
  const failed = status === 'failed';
  const entity: Record<string, unknown> = {
    id: providerPaymentId,
    entity: 'payment',
    amount: stored.order.amountPaise,
    currency: 'INR',
    status,
    order_id: stored.order.providerOrderId,
    method: token.method,
    recurring: true,
    customer_id: token.customerId,
    token_id: token.id,
    captured: !failed,
    notes: stored.notes,
    error_code: failed ? 'BAD_REQUEST_ERROR' : null,
    error_description: failed ? 'The debit was declined by the bank.' : null,
    error_source: failed ? 'bank' : null,
    error_step: failed ? 'payment_debit' : null,
    error_reason: failed ? 'insufficient_funds' : null,
    created_at: state.signing.unixSeconds(),
  };
  stored.payments.push({
    providerPaymentId,
    providerOrderId: stored.order.providerOrderId,
    amountPaise: stored.order.amountPaise,
    status,
    raw: entity,
  });
  state.deliver(sandboxWebhook(state.signing, `payment.${status}`, { payment: { entity } }));
  return providerPaymentId;
}

function tokenOf(state: State, id: string) {
  const token = state.tokens.get(id);
  if (!token) throw providerError('The id provided does not exist');
  return token;
}

function register(state: State, input: RegisterMandateInput) {
  const customerId = sandboxId('cust_');
  const amountPaise = input.method === 'emandate' ? 0 : 100;
  const providerOrderId = sandboxId('order_');
  state.orders.set(providerOrderId, {
    order: { providerOrderId, amountPaise, currency: 'INR' },
    notes: { ...input.notes },
    payments: [],
  });
  state.byOrder.set(providerOrderId, {
    id: sandboxId('token_'),
    customerId,
    registrationOrderId: providerOrderId,
    method: input.method,
    maxAmountPaise: input.maxAmountPaise,
    expiresAt: Math.floor(input.expiresAt.getTime() / 1000),
    status: 'initiated',
    chargeOutcome: 'captured',
  });
  return { providerCustomerId: customerId, providerOrderId, amountPaise };
}

function charge(state: State, input: ChargeMandateInput) {
  const token = tokenOf(state, input.providerTokenId);
  if (token.customerId !== input.providerCustomerId) throw providerError('Token not found');
  if (token.status !== 'confirmed') throw providerError('The token is not active');
  if (input.amountPaise > token.maxAmountPaise) {
    throw providerError('The amount exceeds the maximum amount of the mandate');
  }
  const stored = state.orders.get(input.providerOrderId);
  if (!stored || stored.order.amountPaise !== input.amountPaise) {
    throw providerError('The order does not exist or has another amount');
  }
  // One successful debit per order, as Razorpay allows.
  if (stored.payments.some((payment) => payment.status === 'captured')) {
    throw providerError('Order is already paid');
  }
  return { providerPaymentId: pay(state, stored, token, token.chargeOutcome) };
}

function authorise(state: State, providerOrderId: string, outcome: 'confirmed' | 'rejected') {
  const token = state.byOrder.get(providerOrderId);
  const stored = state.orders.get(providerOrderId);
  if (!token || !stored) throw providerError('The id provided does not exist');
  if (token.status !== 'initiated') throw providerError('This mandate is already authenticated');
  state.tokens.set(token.id, token);
  token.status = outcome;
  const paymentId = pay(state, stored, token, outcome === 'confirmed' ? 'captured' : 'failed');
  tokenEvent(state, token);
  const { keySecret } = state.signing;
  return {
    tokenId: token.id,
    response:
      outcome === 'confirmed'
        ? {
            razorpay_payment_id: paymentId,
            razorpay_order_id: providerOrderId,
            razorpay_signature: signPayment(keySecret, providerOrderId, paymentId),
          }
        : null,
  };
}

export function createSandboxMandates(
  signing: SandboxSigning,
  orders: Map<string, SandboxOrder>,
  deliver: (webhook: WebhookDelivery) => void,
): SandboxMandates {
  const state: State = { signing, orders, deliver, tokens: new Map(), byOrder: new Map() };
  return {
    registerMandate: async (input) => register(state, input),

    async findToken(providerCustomerId, registrationOrderId): Promise<ProviderToken | null> {
      const token = state.byOrder.get(registrationOrderId);
      if (!token || token.customerId !== providerCustomerId) return null;
      // Like Razorpay: the token exists once the authentication payment was made.
      if (token.status === 'initiated') return null;
      return {
        providerTokenId: token.id,
        status: token.status,
        method: token.method,
        maxAmountPaise: token.maxAmountPaise,
        raw: tokenEntity(state, token),
      };
    },

    chargeMandate: async (input) => charge(state, input),

    async cancelMandate(providerCustomerId, providerTokenId) {
      const token = tokenOf(state, providerTokenId);
      if (token.customerId !== providerCustomerId) throw providerError('Token not found');
      if (token.status === 'cancelled') return;
      token.status = 'cancelled';
      tokenEvent(state, token);
    },

    authorise: (providerOrderId, outcome) => authorise(state, providerOrderId, outcome),

    setChargeOutcome(registrationOrderId, outcome) {
      const token = state.byOrder.get(registrationOrderId);
      if (!token) throw providerError('The id provided does not exist');
      token.chargeOutcome = outcome;
    },

    changeAtBank(providerTokenId, status) {
      const token = tokenOf(state, providerTokenId);
      if (token.status === 'cancelled' || token.status === status) return;
      token.status = status;
      tokenEvent(state, token);
    },
  };
}
