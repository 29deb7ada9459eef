import type { MailSender } from '../adapters/mail/mail-sender';
import { createPaymentProvider } from '../adapters/payments/create-payment-provider';
import type { ApplicationService } from '../modules/applications/applications.service';
import type { CatalogService } from '../modules/catalog/catalog.service';
import type { AppMetrics } from '../modules/metrics/metrics';
import { createCheckoutService } from '../modules/payments/checkout.service';
import { createOrdersService } from '../modules/payments/orders.service';
import { createPaymentLinkService } from '../modules/payments/payment-link';
import { createReceiptService } from '../modules/receipts/receipts.service';
import type { WiredApp } from './fastify';
import type { Wiring } from './types';

/** The job that emails receipts of paid orders; a payment kicks it. */
export const RECEIPTS_JOB = 'receipts.email';

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
  const checkout = createCheckoutService({ db, catalog, now, authorize: authorizeRead });
  const orders = createOrdersService({
    db,
    provider,
    checkout,
    association: config.association,
    catalog,
    now,
    logger: app.log,
    authorize: authorizeRead,
    onPaid: (order) => {
      metrics.paymentConfirmed(order.purpose);
      app.scheduler.kick(RECEIPTS_JOB);
    },
  });
  const receipts = createReceiptService({
    db,
    orders,
    association: config.association,
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
  app.decorate('payments', { provider, orders, receipts });
  return { provider, checkout, orders, receipts, paymentLinks };
}
