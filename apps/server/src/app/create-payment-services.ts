import type { MailSender } from '../adapters/messaging/mail-sender';
import type { SmsSender } from '../adapters/messaging/sms-sender';
import { isSandboxProvider } from '../adapters/payments/sandbox-provider';
import {
  applyMandateEvent,
  autoRenewalOfferedTo,
  AUTO_RENEWAL_JOB as AUTO_RENEWAL_CYCLE,
  createAutoRenewalService,
  type AutoRenewalDeps,
} from '../modules/auto-renewal';
import { WALLET_PASSES_JOB } from '../modules/cards';
import { brandSource } from '../modules/notifications';
import { createPaymentProvider } from '../adapters/payments/create-payment-provider';
import { authorizeApplication } from '../modules/applications';
import type { CatalogService } from '../modules/catalog';
import type { Principal } from '../modules/auth';
import type { AppMetrics } from '../modules/metrics';
import {
  createCheckoutService,
  createOrdersService,
  createPaymentLinkService,
  type OrdersDeps,
  type TestPaymentDeps,
} from '../modules/payments';
import { createReceiptService, CREDIT_NOTES_JOB, RECEIPTS_JOB } from '../modules/receipts';
import { applyRefundEvent, createRefundsService } from '../modules/refunds';
import { associationSource, templateSource } from '../modules/settings';
import { createPdfSigner } from '../lib/pdf-signing';
import { createIrpProvider } from '../adapters/einvoice/create-irp-provider';
import type { PaymentProvider } from '../adapters/payments/payment-provider';
import type { WiredApp } from './fastify';
import type { Wiring } from './types';

/** The job that asks the provider about refunds still pending (decision 084). */
export const REFUNDS_RECONCILE_JOB = 'refunds.reconcile';

/** The auto-renewal cycle (decision 099); a paid renewal wakes it to send the post-debit alert. */
export const AUTO_RENEWAL_JOB = AUTO_RENEWAL_CYCLE;

type PaymentNeeds = {
  catalog: CatalogService;
  mail: MailSender;
  sms: SmsSender;
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
  { catalog, mail, sms, metrics }: PaymentNeeds,
) {
  const provider = deps.paymentProvider ?? createPaymentProvider(config);
  deliverSandboxWebhooks(app, provider, config.isProduction);
  const association = associationSource(db, config.association);
  const authorizeRead = (principal: Principal | null, id: number) =>
    authorizeApplication(db, principal, id, 'read');
  const checkout = createCheckoutService({
    db,
    catalog,
    now,
    authorize: authorizeRead,
    association,
  });
  const onCreditNote = () => app.scheduler.kick(CREDIT_NOTES_JOB);
  const orderDeps = createOrderDeps(app, metrics, {
    db,
    now,
    catalog,
    provider,
    checkout,
    association,
    authorize: authorizeRead,
    onCreditNote,
  });
  const orders = createOrdersService(orderDeps);
  const refunds = createRefundsService({
    db,
    provider,
    orders,
    now,
    logger: app.log,
    onCreditNote,
    association,
    onInvoice: () => app.scheduler.kick(RECEIPTS_JOB),
  });
  const receipts = createReceiptService({
    db,
    orders,
    association,
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
  const autoRenewal = createAutoRenewal(
    app,
    { config, db, now },
    { provider, orders, checkout, catalog, mail, sms },
  );
  const testPayment: TestPaymentDeps = { db, provider, association, now, logger: app.log };
  return {
    provider,
    checkout,
    orderDeps,
    orders,
    receipts,
    paymentLinks,
    refunds,
    testPayment,
    autoRenewal,
  };
}

/**
 * What the order operations work with; the routes call the operations with it directly. A paid
 * order's receipt is the confirmation's own call (receipts' emailReceiptAfterPayment); `onPaid` is
 * what else follows a payment.
 */
function createOrderDeps(
  app: WiredApp,
  metrics: AppMetrics,
  needs: Pick<OrdersDeps, 'db' | 'now' | 'provider' | 'checkout' | 'association' | 'authorize'> & {
    catalog: CatalogService;
    onCreditNote: () => void;
  },
): OrdersDeps {
  const { db, now, catalog, provider, association, onCreditNote } = needs;
  return {
    db,
    provider,
    checkout: needs.checkout,
    association,
    catalog,
    now,
    logger: app.log,
    authorize: needs.authorize,
    // The scheduler is decorated after the services; a kick before it starts is a no-op.
    jobs: { kick: (job) => app.scheduler.kick(job) },
    onPaid: (order) => {
      metrics.paymentConfirmed(order.purpose);
      if (order.purpose === 'renew') app.scheduler.kick(AUTO_RENEWAL_JOB);
      app.scheduler.kick(WALLET_PASSES_JOB); // a renewal's new end on the passes (decision 116)
    },
    // A refund webhook is the refunds module's operation, which needs no orders service: no late binding.
    onRefundEvent: (event) => applyRefundEvent({ db, now, onCreditNote }, event),
    onMandateEvent: (event) => applyMandateEvent({ db, provider, now }, event),
    autoRenewalOffered: (memberId) =>
      autoRenewalOfferedTo({ db, catalog, association, now }, memberId),
  };
}

/** Auto-renewal by mandate (decision 099); tests run its cycle through `app.autoRenewal`. */
function createAutoRenewal(
  app: WiredApp,
  { config, db, now }: Pick<Wiring, 'config' | 'db' | 'now'>,
  needs: Pick<AutoRenewalDeps, 'provider' | 'orders' | 'checkout' | 'catalog' | 'mail' | 'sms'>,
) {
  const autoRenewal = createAutoRenewalService({
    ...needs,
    db,
    association: associationSource(db, config.association),
    brand: brandSource(db, config.association, config.publicUrl),
    messaging: config.messaging,
    appSecret: config.appSecret,
    publicUrl: config.publicUrl,
    now,
    logger: app.log,
  });
  app.decorate('autoRenewal', autoRenewal);
  return autoRenewal;
}

/**
 * The sandbox posts the webhooks of its own doing (mandate debits, token changes) to our webhook
 * route, a moment later, as Razorpay would. Never in production, where the sandbox is refused anyway.
 */
function deliverSandboxWebhooks(app: WiredApp, provider: PaymentProvider, isProduction: boolean) {
  if (isProduction || !isSandboxProvider(provider)) return;
  provider.setWebhookSink((webhook) => {
    setImmediate(() => {
      app
        .inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: { ...webhook.headers },
          payload: webhook.rawBody,
        })
        .then((response) => {
          if (response.statusCode >= 300) {
            app.log.warn({ status: response.statusCode }, 'sandbox webhook refused');
          }
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'sandbox webhook failed'));
    });
  });
}
