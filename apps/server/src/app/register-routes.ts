import { applicationRoutes, authorizeApplication, getApplication } from '../modules/applications';
import { associationRoutes } from '../modules/association';
import { autoRenewalDevRoutes, autoRenewalRoutes } from '../modules/auto-renewal';
import { cardRoutes } from '../modules/cards';
import { catalogRoutes } from '../modules/catalog';
import { devRoutes } from '../modules/dev';
import {
  type DirectoryDeps,
  directoryRoutes,
  sitemapRoutes,
  staffDirectoryRoutes,
} from '../modules/directory';
import { healthRoutes } from '../modules/health';
import { memberImportRoutes } from '../modules/member-import';
import { memberRoutes, unsubscribeRoutes } from '../modules/members';
import { invoiceRoutes } from '../modules/invoices';
import { auditLogRoutes } from '../modules/audit-log';
import { deliveryReportRoutes } from '../modules/notifications';
import { privacyRoutes } from '../modules/privacy';
import { paymentRoutes, testPaymentRoutes } from '../modules/payments';
import { pipelineRoutes } from '../modules/pipeline';
import { einvoiceRoutes, receiptRoutes } from '../modules/receipts';
import { moneyRoutes } from '../modules/refunds';
import { reportRoutes, summaryRecipientRoutes } from '../modules/reports';
import { isReviewComplete, reviewRoutes } from '../modules/review';
import { logoRoutes, settingsRoutes } from '../modules/settings';
import { messageRoutes } from '../modules/messages';
import { staffAdminRoutes } from '../modules/staff-admin';
import { staffAuthRoutes } from '../modules/staff-auth';
import { teamRoutes, teamSettingsRoutes, teamTransferRoutes } from '../modules/team';
import { uploadRoutes } from '../modules/uploads';
import { verificationRoutes } from '../modules/verification';
import { registerWebApp } from '../plugins/web';
import type { Services } from './create-services';
import type { WiredApp } from './fastify';
import type { Plugins } from './register-plugins';
import type { Wiring } from './types';

/** Every route plugin with what it needs, then the web app for every other path. */
export async function registerRoutes(
  app: WiredApp,
  { config, db, driver, now, deps }: Wiring,
  services: Services,
  plugins: Plugins,
): Promise<void> {
  const { provider } = services;
  await app.register(healthRoutes, { service: services.health, driver });
  await app.register(catalogRoutes, { service: services.catalog });
  await app.register(associationRoutes, { settings: services.settings });
  await app.register(settingsRoutes, { service: services.settings });
  await app.register(logoRoutes, { service: services.settings });
  await app.register(verificationRoutes, { service: services.verification });
  await app.register(devRoutes, { service: services.dev, config, provider });
  // The form's saves and reads; a final submit enters the review pipeline (decision 010).
  await app.register(applicationRoutes, {
    db,
    catalog: services.catalog,
    files: app.files,
    onFinalSubmit: services.onFinalSubmit,
    isReviewComplete,
    ...(deps.applicationFaults ? { faults: deps.applicationFaults } : {}),
  });
  await app.register(reviewRoutes, {
    service: services.review,
    authorize: (principal, id) => authorizeApplication(db, principal, id, 'read'),
  });
  await app.register(uploadRoutes, { uploads: services.uploads });
  await app.register(staffAuthRoutes, { service: services.staffAuth });
  await app.register(pipelineRoutes, {
    pipeline: services.pipeline,
    getApplication: (principal, id) => getApplication(db, principal, id),
  });
  const { checkout, receipts, paymentLinks, orderDeps } = services;
  await app.register(paymentRoutes, { checkout, orders: orderDeps, paymentLinks, provider });
  await app.register(testPaymentRoutes, { deps: services.testPayment });
  await app.register(receiptRoutes, { receipts });
  await app.register(einvoiceRoutes, { receipts });
  await app.register(moneyRoutes, { refunds: services.refunds, receipts });
  await app.register(memberRoutes, {
    revocations: plugins.revocations,
    login: services.memberLogin,
    memberArea: services.memberArea,
  });
  const { cards } = services;
  await app.register(cardRoutes, { service: cards });
  await app.register(autoRenewalRoutes, { service: services.autoRenewal });
  await app.register(autoRenewalDevRoutes, {
    service: services.autoRenewal,
    deps: { db, provider, now },
    isProduction: config.isProduction,
  });
  const directory: DirectoryDeps = { db, files: app.files, now, verifyPathOf: cards.verifyPathOf };
  await app.register(directoryRoutes, { directory });
  await app.register(staffDirectoryRoutes, { directory });
  await app.register(sitemapRoutes, { db, now, publicUrl: config.publicUrl });
  await app.register(unsubscribeRoutes, { service: services.reminderUnsubscribe });
  await app.register(staffAdminRoutes, { services: services.staffAdmin, now });
  await app.register(messageRoutes, { service: services.messages });
  await app.register(invoiceRoutes, { service: services.invoices });
  await app.register(auditLogRoutes, { service: services.auditLog });
  await app.register(reportRoutes, { service: services.reports, now });
  await app.register(summaryRecipientRoutes, { service: services.reports });
  await app.register(memberImportRoutes, { service: services.memberImport });
  await app.register(deliveryReportRoutes, { service: services.deliveryReports });
  await app.register(privacyRoutes, { privacy: services.privacy });
  await app.register(teamRoutes, { team: services.team });
  await app.register(teamTransferRoutes, { team: services.team });
  await app.register(teamSettingsRoutes, { team: services.team });
  await registerWebApp(app, config.webDistDir, config.publicUrl);
}
