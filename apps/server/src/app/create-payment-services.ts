import type { MailSender } from '../adapters/messaging/mail-sender';
import { createPaymentProvider } from '../adapters/payments/create-payment-provider';
import type { ApplicationService } from '../modules/applications';
import type { CatalogService } from '../modules/catalog';
import type { AppMetrics } from '../modules/metrics';
import {
  createCheckoutService,
  createOrdersService,
  createPaymentLinkService,
  type TestPaymentDeps,
} from '../modules/payments';
import { createReceiptService } from '../modules/receipts';
import { applyRefundEvent, createRefundsService } from '../modules/refunds';
import { associationSource, templateSource } from '../modules/settings';
import { createPdfSigner } from '../lib/pdf-signing';
import { createIrpProvider } from '../adapters/einvoice/create-irp-provider';
import type { WiredApp } from './fastify';
import type { Wiring } from './types';

/** The job that emails receipts of paid orders; a payment kicks it. */
export const RECEIPTS_JOB = 'receipts.email';
/** The job that reports B2B documents to the IRP for their IRN (decision 086); a payment kicks it. */
export const EINVOICE_JOB = 'einvoice.register';
/** The job that emails credit notes; a processed refund kicks it. */
export const CREDIT_NOTES_JOB = 'credit-notes.email';
/** The job that asks the provider about refunds still pending (decision 084). */
export const REFUNDS_RECONCILE_JOB = 'refunds.reconcile';

type PaymentNeeds = {
  catalog: CatalogService;
  applications: ApplicationService;
  mail: MailSender;
  metrics: AppMetrics;
};

/** The signer of invoices and credit notes, when a certificate is configured (decision 078). */
function documentSigner(app: WiredApp, signing: Wiring['config']['documentSigning']) {
  if (!signing) return null;
  app.log.info(
    { subject: signing.subject, notAfter: signing.notAfter.toISOString() },
    'invoices and credit notes are signed with this certificate',
  );
  return createPdfSigner(signing);
}

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
  const onCreditNote = () => app.scheduler.kick(CREDIT_NOTES_JOB);
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
      app.scheduler.kick(EINVOICE_JOB);
      app.scheduler.kick(RECEIPTS_JOB);
    },
    // A refund webhook is the refunds module's operation, which needs no orders service: no late binding.
    onRefundEvent: (event) => applyRefundEvent({ db, now, onCreditNote }, event),
  });
  const refunds = createRefundsService({
    db,
    provider,
    orders,
    now,
    logger: app.log,
    onCreditNote,
    association: associationSource(db, config.association),
    onInvoice: () => app.scheduler.kick(RECEIPTS_JOB),
  });
  const receipts = createReceiptService({
    db,
    orders,
    association: associationSource(db, config.association),
    templates: templateSource(db),
    publicUrl: config.publicUrl,
    files: app.files,
    signer: documentSigner(app, config.documentSigning),
    mail,
    logger: app.log,
    now,
    irp: deps.irpProvider ?? createIrpProvider(config),
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
