// What auto-renewal needs from the provider (decision 099), after Razorpay's recurring payments: a
// customer, an authorisation order carrying the token's terms (the member authenticates it once in
// the checkout), the token that results, a debit of the token against an ordinary order, and the
// token's cancellation. The sandbox plays the same flows offline.
import { z } from 'zod';
import type { MandateMethod } from '@portico/domain/auto-renewal';

export const PROVIDER_TOKEN_STATUSES = [
  'initiated',
  'confirmed',
  'rejected',
  'paused',
  'cancelled',
] as const;
export type ProviderTokenStatus = (typeof PROVIDER_TOKEN_STATUSES)[number];

export type MandateCustomer = { name: string; email: string; contact: string };

export type RegisterMandateInput = {
  customer: MandateCustomer;
  method: MandateMethod;
  maxAmountPaise: number;
  expiresAt: Date;
  /** Our reference, at most 40 characters. */
  receipt: string;
  notes: Record<string, string>;
};

export type MandateRegistration = {
  providerCustomerId: string;
  /** The authorisation order the member pays in the checkout with `recurring: 1`. */
  providerOrderId: string;
  /** The authentication payment: ₹1 for UPI and cards (the provider's least), 0 for an e-mandate. */
  amountPaise: number;
};

export type ProviderToken = {
  providerTokenId: string;
  status: ProviderTokenStatus;
  method: string | null;
  maxAmountPaise: number | null;
  raw: Record<string, unknown>;
};

export type ChargeMandateInput = {
  providerCustomerId: string;
  providerTokenId: string;
  /** An ordinary order made for this debit (our renewal order). */
  providerOrderId: string;
  amountPaise: number;
  email: string;
  contact: string;
  description: string;
  notes: Record<string, string>;
};

export interface MandateProvider {
  registerMandate(input: RegisterMandateInput): Promise<MandateRegistration>;
  /** The token the authorisation order's payment made, or null while there is none. */
  findToken(providerCustomerId: string, registrationOrderId: string): Promise<ProviderToken | null>;
  /** Asks for the debit (POST /v1/payments/create/recurring); the payment's webhook tells the end. */
  chargeMandate(input: ChargeMandateInput): Promise<{ providerPaymentId: string }>;
  /** Ends the mandate at the provider; no debit can be made on it afterwards. */
  cancelMandate(providerCustomerId: string, providerTokenId: string): Promise<void>;
}

/** A token entity (GET /v1/customers/:id/tokens/:token_id, and the token.* webhooks' payload). */
export const razorpayTokenEntitySchema = z.looseObject({
  id: z.string().min(1),
  method: z.string().nullish(),
  max_amount: z.number().int().nonnegative().nullish(),
  recurring_details: z.looseObject({ status: z.enum(PROVIDER_TOKEN_STATUSES) }).nullish(),
});

export function toProviderToken(entity: z.infer<typeof razorpayTokenEntitySchema>): ProviderToken {
  return {
    providerTokenId: entity.id,
    status: entity.recurring_details?.status ?? 'initiated',
    method: entity.method ?? null,
    maxAmountPaise: entity.max_amount ?? null,
    raw: entity,
  };
}

const PROVIDER_ID = /^[A-Za-z0-9_]{1,64}$/;

/** Ids are interpolated into the provider's paths: nothing but a plain id may reach them. */
export function assertProviderId(value: string, what: string): void {
  if (!PROVIDER_ID.test(value)) throw new RangeError(`${what} is not a provider id`);
}
