import type { MailSender } from '../adapters/mail/mail-sender';
import { createPaymentProvider } from '../adapters/payments/create-payment-provider';
import type { ApplicationService } from '../modules/applications/applications.service';
import type { CatalogService } from '../modules/catalog/catalog.service';
import type { AppMetrics } from '../modules/metrics/metrics';
import { createCheckoutService } from '../modules/payments/checkout.service';
import { createOrdersService } from '../modules/payments/orders.service';
import { createPaymentLinkService } from '../modules/payments/payment-link';
import type { TestPaymentDeps } from '../modules/payments/test-payment';
import { createReceiptService } from '../modules/receipts/receipts.service';
import { createRefundsService, type RefundsService } from '../modules/refunds/refunds.service';
import { associationSource } from '../modules/settings/association-source';
import { templateSource } from '../modules/settings/template-source';
import type { WiredApp } from './fastify';
import type { Wiring } from './types';

/** The job that emails receipts of paid orders; a payment kicks it. */
export const RECEIPTS_JOB = 'receipts.email';
/** The job that emails credit notes; a processed refund kicks it. */
export const CREDIT_NOTES_JOB = 'credit-notes.email';

type PaymentNeeds = {
  catalog: CatalogService;
  applications: ApplicationService;
  mail: MailSender;
  metrics: AppMetrics;
};

/** Checkouts, orders and receipts (decision 013); tests reach them through `app.payments`. */
export function createPaymentServices(
  app: WiredApp,
  { deps, config, db, now }: Wiring,
  { catalog, applications, mail, metrics }: PaymentNeeds,
) {
  const provider = deps.paymentProvider ?? createPaymentProvider(config);
  const authorizeRead = (principal: Parameters<typeof applications.authorize>[0], id: number) =>
    applications.authorize(principal, id, 'read');
  const checkout = createCheckoutService({
    db,
    catalog,
    now,
    authorize: authorizeRead,
    association: associationSource(db, config.association),
  });
  // Bound below: the refunds service is given the orders service, which hands it refund webhooks.
  const late: { refunds?: RefundsService } = {};
  const orders = createOrdersService({
    db,
    provider,
    checkout,
    association: associationSource(db, config.association),
    catalog,
    now,
    logger: app.log,
    authorize: authorizeRead,
    onPaid: (order) => {
      metrics.paymentConfirmed(order.purpose);
      app.scheduler.kick(RECEIPTS_JOB);
    },
    onRefundEvent: async (event) => (late.refunds ? late.refunds.applyEvent(event) : 'ignored'),
  });
  const refunds = createRefundsService({
    db,
    provider,
    orders,
    now,
    logger: app.log,
    onCreditNote: () => app.scheduler.kick(CREDIT_NOTES_JOB),
  });
  late.refunds = refunds;
  const receipts = createReceiptService({
    db,
    orders,
    association: associationSource(db, config.association),
    templates: templateSource(db),
    publicUrl: config.publicUrl,
    files: app.files,
    mail,
    logger: app.log,
    now,
  });
  const paymentLinks = createPaymentLinkService({
    db,
    checkout,
    provider,
    tokens: app.tokens,
    appSecret: config.appSecret,
    now,
  });
  app.decorate('payments', { provider, orders, receipts, refunds });
  const association = associationSource(db, config.association);
  const testPayment: TestPaymentDeps = { db, provider, association, now, logger: app.log };
  return { provider, checkout, orders, receipts, paymentLinks, refunds, testPayment };
}
