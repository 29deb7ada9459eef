import { createFileStore } from '../adapters/files/create-file-store';
import { createMailSender, createOutbox, OUTBOX_JOB } from '../adapters/messaging/outbox-service';
import { createOutboxSeal } from '../adapters/messaging/outbox-seal';
import { createTransportRegistry } from '../adapters/messaging/registry';
import { createSmsSender } from '../adapters/messaging/sms-sender';
import { createCatalogService } from '../modules/catalog';
import { listenForCatalogChanges, type CatalogChangeListener } from '../db/catalog-change-notices';
import { createBackgroundTasks } from '../modules/jobs';
import { createMessagesService } from '../modules/messages';
import {
  type MemberAreaDeps,
  createMemberLoginService,
  createReminderJob,
  createReminderUnsubscribe,
  knownAddressOnly,
} from '../modules/members';
import {
  brandSource,
  createDeliveryReportsService,
  createNotifier,
} from '../modules/notifications';
import type { PrivacyDeps } from '../modules/privacy';
import { finalSubmitHook, pipelineContext } from '../modules/pipeline';
import { createReviewService } from '../modules/review';
import { associationSource, codeSettingsSource, createSettingsService } from '../modules/settings';
import { createDevService } from '../modules/dev';
import { createHealthService } from '../modules/health';
import type { UploadDeps } from '../modules/uploads';
import { createStaffAuthService } from '../modules/staff-auth';
import { createCodeService, createVerificationService } from '../modules/verification';
import { createCards } from './create-card-services';
import { createOfficeServices } from './create-office-services';
import { createPaymentServices } from './create-payment-services';
import type { TeamDeps } from '../modules/team';
import type { WiredApp } from './fastify';
import type { Plugins } from './register-plugins';
import type { Wiring } from './types';

/** Every service the routes and jobs use, built once per app from the wiring and the plugins. */
export async function createServices(app: WiredApp, wiring: Wiring, plugins: Plugins) {
  const catalog = await createCatalog(app, wiring);
  const messaging = createMessaging(app, wiring);
  app.decorate('files', wiring.deps.files ?? createFileStore(wiring.config));
  const review = createReviewServices(app, wiring);
  const brand = brandSource(wiring.db, wiring.config.association, wiring.config.publicUrl);
  const payments = createPaymentServices(app, wiring, {
    ...messaging,
    catalog,
    metrics: plugins.metrics,
  });
  return {
    catalog,
    ...messaging,
    ...review,
    ...payments,
    verification: createVerificationService({
      db: wiring.db,
      // The codes that verify an applicant's email and mobile: awaited, the applicant waits for them.
      codes: createCodes(app, wiring, { mail: messaging.mail, sms: messaging.sms }, plugins),
      tokens: app.tokens,
    }),
    health: createHealthService({ db: wiring.db, migrationsDir: wiring.config.migrationsDir }),
    dev: createDevService({ db: wiring.db, outbox: messaging.outbox }),
    deliveryReports: createDeliveryReportsService({
      db: wiring.db,
      appSecret: wiring.config.messaging.whatsappAppSecret,
      verifyToken: wiring.config.messaging.whatsappVerifyToken,
    }),
    uploads: { db: wiring.db, files: app.files, log: app.log } satisfies UploadDeps,
    messages: createMessagesService({ db: wiring.db, outbox: messaging.outbox }),
    ...createOfficeServices(app, wiring, { notifier: review.notifier, brand }),
    staffAuth: createStaffAuth(app, wiring, messaging, plugins),
    memberLogin: createMemberLogin(app, wiring, messaging, plugins),
    memberArea: {
      db: wiring.db,
      tokens: app.tokens,
      catalog,
      now: wiring.now,
      association: associationSource(wiring.db, wiring.config.association),
    } satisfies MemberAreaDeps,
    team: {
      db: wiring.db,
      notifier: review.notifier,
      brand,
      messaging: wiring.config.messaging,
      now: wiring.now,
    } satisfies TeamDeps,
    reminders: createReminders(app, wiring, messaging),
    cards: createCards(app, wiring),
    reminderUnsubscribe: createReminderUnsubscribe({
      db: wiring.db,
      appSecret: wiring.config.appSecret,
      now: wiring.now,
    }),
    privacy: {
      db: wiring.db,
      now: wiring.now,
      files: app.files,
      notifier: review.notifier,
      brand,
      revocations: plugins.revocations,
      logger: app.log,
    } satisfies PrivacyDeps,
    settings: createSettingsService({
      db: wiring.db,
      files: app.files,
      defaults: wiring.config.association,
      defaultCodeLength: wiring.config.otpCodeLength,
      publicUrl: wiring.config.publicUrl,
      now: wiring.now,
      testMessages: { brand, outbox: messaging.outbox },
    }),
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;

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
  const outbox = createOutbox({
    db,
    now,
    transports: createTransportRegistry(config, deps.transports),
    redactSecrets: config.isProduction,
    seal: createOutboxSeal(config.appSecret),
    maxAttempts: config.outboxMaxAttempts,
    logger: app.log,
    // The scheduler is decorated after the services; a kick before it starts is a no-op.
    kick: () => app.scheduler.kick(OUTBOX_JOB),
    ...(deps.timers ? { timers: deps.timers } : {}),
  });
  app.addHook('onClose', () => outbox.retries.stop());
  const mail = deps.mail ?? createMailSender(outbox);
  const sms = deps.sms ?? createSmsSender(outbox);
  app.decorate('outbox', outbox);
  app.decorate('mail', mail);
  app.decorate('sms', sms);
  const background = createBackgroundTasks(app.log);
  app.decorate('background', background);
  app.addHook('onClose', () => background.settled());
  return { mail, sms, outbox, background };
}

type CodeSenders = Pick<Messaging, 'mail' | 'sms'> & { background?: Messaging['background'] };

/**
 * What every code service shares: its senders (awaited, or in the background when one is given),
 * the secret, the admin's settings and the configured throttles.
 */
const codeBasics = (
  app: WiredApp,
  { config, db, now }: Wiring,
  { mail, sms, background }: CodeSenders,
) => ({
  db,
  mail,
  sms,
  background,
  now,
  logger: app.log,
  appSecret: config.appSecret,
  // What a one-time code reads from the admin's settings when it is sent (one statement).
  settings: codeSettingsSource({
    codeLength: config.otpCodeLength,
    association: config.association,
    publicUrl: config.publicUrl,
  }),
  resendAfterSeconds: config.otpResendAfterSeconds,
  sendsPerAddressPerHour: config.otpSendsPerAddressPerHour,
  sendsPerIpPerHour: config.otpSendsPerIpPerHour,
  failedChecksPerIpPerHour: config.otpFailedChecksPerIpPerHour,
});

/** A code service on these senders. */
function createCodes(app: WiredApp, wiring: Wiring, senders: CodeSenders, plugins: Plugins) {
  return createCodeService({
    ...codeBasics(app, wiring, senders),
    whatsappConfigured: wiring.config.messaging.whatsapp !== undefined,
    onDelivery: plugins.metrics.codeDelivery,
  });
}

/** The review pipeline (decision 010): a final submit starts or resumes a review. */
function createReviewServices(app: WiredApp, { config, db, now }: Wiring) {
  const notifier = createNotifier({
    enqueue: app.outbox.enqueue,
    kick: app.outbox.kick,
    whatsappConfigured: config.messaging.whatsapp !== undefined,
  });
  const pipeline = pipelineContext({ db, config, notifier, now, logger: app.log });
  return {
    pipeline,
    onFinalSubmit: finalSubmitHook(pipeline),
    notifier,
    review: createReviewService(db),
  };
}

function createStaffAuth(app: WiredApp, wiring: Wiring, messaging: Messaging, plugins: Plugins) {
  return createStaffAuthService({
    ...codeBasics(app, wiring, messaging),
    tokens: app.tokens,
    onCodeDelivery: plugins.metrics.codeDelivery,
  });
}

/**
 * The member area (decision 014): login codes go out only to members and applicants, in the
 * background, so the answer and its timing are the same for every address.
 */
function createMemberLogin(
  app: WiredApp,
  wiring: Wiring,
  { mail, sms, background }: Messaging,
  plugins: Plugins,
) {
  const loginSenders = knownAddressOnly(wiring.db, mail, sms);
  return createMemberLoginService({
    db: wiring.db,
    tokens: app.tokens,
    now: wiring.now,
    codes: createCodes(app, wiring, { ...loginSenders, background }, plugins),
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
    brand: brandSource(db, config.association, config.publicUrl),
    whatsappConfigured: config.messaging.whatsapp !== undefined,
    now,
  });
  app.decorate('reminders', reminders);
  return reminders;
}
