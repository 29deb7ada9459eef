import { createFileStore } from '../adapters/files/file-store';
import { createMailSender } from '../adapters/mail/mail-sender';
import { createSmsSender } from '../adapters/sms/sms-sender';
import { createApplicationService } from '../modules/applications/applications.service';
import { createCatalogService } from '../modules/catalog/catalog.service';
import {
  listenForCatalogChanges,
  type CatalogChangeListener,
} from '../modules/catalog/change-notices';
import { createBackgroundTasks } from '../modules/jobs/background-tasks';
import { createMemberLoginService, knownAddressOnly } from '../modules/members/login.service';
import { createMemberAreaService } from '../modules/members/members.service';
import { createReminderJob } from '../modules/members/reminders';
import { createNotifier } from '../modules/notifications/notifier';
import { createPipelineService } from '../modules/pipeline/pipeline.service';
import { createReviewService } from '../modules/review/review.service';
import { isReviewComplete } from '../modules/review/stages';
import { createDevService } from '../modules/dev/dev.service';
import { createHealthService } from '../modules/health/health.service';
import { createUploadService } from '../modules/uploads/uploads.service';
import { createStaffAdminServices } from '../modules/staff-admin/staff-admin.service';
import { createStaffAuthService } from '../modules/staff-auth/staff-auth.service';
import { createCodeService } from '../modules/verification/code.service';
import { createVerificationService } from '../modules/verification/verification.service';
import { createPaymentServices } from './create-payment-services';
import type { WiredApp } from './fastify';
import type { Plugins } from './register-plugins';
import type { Wiring } from './types';

/** Every service the routes and jobs use, built once per app from the wiring and the plugins. */
export async function createServices(app: WiredApp, wiring: Wiring, plugins: Plugins) {
  const catalog = await createCatalog(app, wiring);
  const messaging = createMessaging(app, wiring);
  app.decorate('files', wiring.deps.files ?? createFileStore(wiring.config));
  const review = createReviewServices(app, wiring, catalog);
  const payments = createPaymentServices(app, wiring, {
    catalog,
    applications: review.applications,
    mail: messaging.mail,
    metrics: plugins.metrics,
  });
  return {
    catalog,
    ...messaging,
    ...review,
    ...payments,
    verification: createVerificationService({
      db: wiring.db,
      codes: createCodes(app, wiring, messaging, plugins),
      tokens: app.tokens,
    }),
    health: createHealthService({ db: wiring.db, migrationsDir: wiring.config.migrationsDir }),
    dev: createDevService({ db: wiring.db }),
    uploads: createUploadService({ db: wiring.db, files: app.files, log: app.log }),
    staffAdmin: createStaffAdminServices({
      db: wiring.db,
      now: wiring.now,
      totalsCacheMs: wiring.config.staffListTotalsCacheMs,
      onCatalogChange: () => app.catalogCache.invalidate(),
    }),
    staffAuth: createStaffAuth(app, wiring, messaging, plugins),
    memberLogin: createMemberLogin(app, wiring, messaging, plugins),
    members: createMemberAreaService({
      db: wiring.db,
      tokens: app.tokens,
      applications: review.applications,
      now: wiring.now,
    }),
    reminders: createReminders(app, wiring, messaging),
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;

/**
 * Several processes may share a PostgreSQL database: each hears the others' catalog edits and
 * trusts its cache only while it can (decision 027). A PGlite database belongs to one process,
 * whose own edits empty its cache.
 */
async function createCatalog(app: WiredApp, { config, db, driver }: Wiring) {
  let catalogChanges: CatalogChangeListener | null = null;
  const catalog = createCatalogService(
    db,
    driver === 'postgres' ? { isCacheTrusted: () => catalogChanges?.isListening() === true } : {},
  );
  app.decorate('catalogCache', catalog.cache);
  if (driver === 'postgres' && config.databaseUrl) {
    const listener = await listenForCatalogChanges({
      databaseUrl: config.databaseUrl,
      onChange: () => catalog.cache.invalidate(),
      logger: app.log,
    });
    catalogChanges = listener;
    app.addHook('onClose', () => listener.close());
  }
  return catalog;
}

type Messaging = ReturnType<typeof createMessaging>;

/** Outgoing email and SMS, and the work requests leave running (closing the app waits for it). */
function createMessaging(app: WiredApp, { deps, config, db, now }: Wiring) {
  const redactSecrets = config.isProduction;
  const mail =
    deps.mail ??
    createMailSender({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, now, redactSecrets });
  const sms =
    deps.sms ?? createSmsSender({ db, gatewayUrl: config.smsGatewayUrl, now, redactSecrets });
  app.decorate('mail', mail);
  app.decorate('sms', sms);
  const background = createBackgroundTasks(app.log);
  app.decorate('background', background);
  app.addHook('onClose', () => background.settled());
  return { mail, sms, background };
}

/** The codes that verify an applicant's email and mobile. */
function createCodes(
  app: WiredApp,
  { config, db, now }: Wiring,
  messaging: Messaging,
  plugins: Plugins,
) {
  return createCodeService({
    db,
    appSecret: config.appSecret,
    codeLength: config.otpCodeLength,
    sendsPerIpPerHour: config.otpSendsPerIpPerHour,
    failedChecksPerIpPerHour: config.otpFailedChecksPerIpPerHour,
    mail: messaging.mail,
    sms: messaging.sms,
    now,
    logger: app.log,
    onDelivery: plugins.metrics.codeDelivery,
  });
}

/** Applications and their review pipeline (decision 010): a final submit starts or resumes a review. */
function createReviewServices(
  app: WiredApp,
  { deps, config, db, now }: Wiring,
  catalog: Awaited<ReturnType<typeof createCatalog>>,
) {
  const notifier = createNotifier({ mail: app.mail, sms: app.sms, logger: app.log });
  const pipeline = createPipelineService({ db, config, notifier, now, logger: app.log });
  const applications = createApplicationService({
    db,
    catalog,
    files: app.files,
    isReviewComplete,
    onFinalSubmit: pipeline.onFinalSubmit,
    ...(deps.applicationFaults ? { faults: deps.applicationFaults } : {}),
  });
  return { pipeline, applications, review: createReviewService(db) };
}

function createStaffAuth(
  app: WiredApp,
  { config, db, now }: Wiring,
  { mail, sms, background }: Messaging,
  plugins: Plugins,
) {
  return createStaffAuthService({
    db,
    tokens: app.tokens,
    appSecret: config.appSecret,
    codeLength: config.otpCodeLength,
    sendsPerIpPerHour: config.otpSendsPerIpPerHour,
    failedChecksPerIpPerHour: config.otpFailedChecksPerIpPerHour,
    mail,
    sms,
    now,
    logger: app.log,
    background,
    onCodeDelivery: plugins.metrics.codeDelivery,
  });
}

/**
 * The member area (decision 014): login codes go out only to members and applicants, in the
 * background, so the answer and its timing are the same for every address.
 */
function createMemberLogin(
  app: WiredApp,
  { config, db, now }: Wiring,
  { mail, sms, background }: Messaging,
  plugins: Plugins,
) {
  const loginSenders = knownAddressOnly(db, mail, sms);
  return createMemberLoginService({
    db,
    tokens: app.tokens,
    codes: createCodeService({
      db,
      appSecret: config.appSecret,
      codeLength: config.otpCodeLength,
      sendsPerIpPerHour: config.otpSendsPerIpPerHour,
      failedChecksPerIpPerHour: config.otpFailedChecksPerIpPerHour,
      mail: loginSenders.mail,
      sms: loginSenders.sms,
      now,
      logger: app.log,
      background,
      onDelivery: plugins.metrics.codeDelivery,
    }),
  });
}

/** The renewal reminders (a scheduled job; tests run it by hand through `app.reminders`). */
function createReminders(app: WiredApp, { config, db, now }: Wiring, { mail, sms }: Messaging) {
  const reminders = createReminderJob({
    db,
    mail,
    sms,
    logger: app.log,
    appSecret: config.appSecret,
    publicUrl: config.publicUrl,
    now,
  });
  app.decorate('reminders', reminders);
  return reminders;
}
