// What the order operations are given: the routes and the orders service hand it to each one, which
// names what it uses (a confirmation: ConfirmDeps in confirm-payment.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { WebhookOutcome } from '@portico/domain/contracts/payments.contract';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type {
  PaymentWebhookEvent,
  RefundWebhookEvent,
  TokenWebhookEvent,
} from '../../adapters/payments/webhook-event';
import type { Database } from '../../db/client';
import type { Principal } from '../auth';
import type { Scheduler } from '../jobs';
import type { AssociationSource } from '../settings';
import type { CheckoutService } from './checkout.service';
import type { PaymentsCatalog } from './checkout-resolution';
import type { OrderRow } from './payment-rows';

export type OrdersDeps = {
  db: Database;
  provider: PaymentProvider;
  checkout: CheckoutService;
  /** The seller now: its state, prefixes and GSTIN as the admin last saved them. */
  association: AssociationSource;
  catalog: PaymentsCatalog;
  now: () => Date;
  logger: FastifyBaseLogger;
  /** The application if the principal may see it (401/403/404 otherwise). */
  authorize: (principal: Principal | null, applicationId: number) => Promise<unknown>;
  /**
   * Whether the member may turn auto-renewal on now (decision 115): the payment outcome offers it.
   * Auto-renewal sits above payments, so the composition hands its answer in; absent: never.
   */
  autoRenewalOffered?: (memberId: number) => Promise<boolean>;
  /** The scheduler: a committed payment wakes the receipt job (receipts' emailReceiptAfterPayment). */
  jobs: Pick<Scheduler, 'kick'>;
  /** Called after a payment is committed, after its receipt is on its way (metrics, passes, …). */
  onPaid?: (order: OrderRow) => void;
  /** A refund.* webhook (the refunds module settles the refund it names; issue #15). */
  onRefundEvent?: (event: RefundWebhookEvent) => Promise<WebhookOutcome>;
  /**
   * Auto-renewal's mandates (decision 099): a token.* event, or a payment of an order that is no
   * order of ours (a mandate's authorisation); null when it is not a mandate's either.
   */
  onMandateEvent?: (
    event: TokenWebhookEvent | Pick<PaymentWebhookEvent, 'providerOrderId' | 'type'>,
  ) => Promise<WebhookOutcome | null>;
};
