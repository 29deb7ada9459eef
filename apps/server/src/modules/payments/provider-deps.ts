// What every operation that talks to the payment provider is given: a test payment's as it is, and
// the base of the refunds' and auto-renewal's, which add what else they use.
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Database } from '../../db/client';
import type { AssociationSource } from '../settings';

export type ProviderDeps = {
  db: Database;
  provider: PaymentProvider;
  /** The seller as the admin last saved it (its GST rate, its invoices' issuer). */
  association: AssociationSource;
  now: () => Date;
  logger: FastifyBaseLogger;
};
