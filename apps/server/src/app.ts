// buildApp(deps): the whole HTTP application with every dependency passed in, so tests build the real
// app on a test database and main.ts builds it on the configured one.
import Fastify, { type FastifyBaseLogger, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { pino, type DestinationStream, type LoggerOptions } from 'pino';
import { createFileStore, type FileStore } from './adapters/files/file-store';
import { createMailSender, type MailSender } from './adapters/mail/mail-sender';
import { createPaymentProvider } from './adapters/payments/create-payment-provider';
import type { PaymentProvider } from './adapters/payments/payment-provider';
import { createSmsSender, type SmsSender } from './adapters/sms/sms-sender';
import type { Config, TrustProxy } from './config';
import { poolStatsOf, type Database, type DriverName } from './db/client';
import { applicationRoutes } from './modules/applications/applications.routes';
import {
  createApplicationService,
  type ApplicationFaults,
} from './modules/applications/applications.service';
import { authPlugin } from './modules/auth/auth.plugin';
import { createRevocations } from './modules/auth/revocations';
import { createTokenService } from './modules/auth/tokens';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { createCatalogService } from './modules/catalog/catalog.service';
import type { CategoryCache } from './modules/catalog/category-cache';
import {
  listenForCatalogChanges,
  type CatalogChangeListener,
} from './modules/catalog/change-notices';
import { devRoutes } from './modules/dev/dev.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createBackgroundTasks, type BackgroundTasks } from './modules/jobs/background-tasks';
import { createScheduler, type Scheduler } from './modules/jobs/scheduler';
import { pruneRateWindows, RATE_WINDOWS_PRUNE_EVERY_MS } from './modules/rate-limits/prune';
import { createMemberLoginService, knownAddressOnly } from './modules/members/login.service';
import { metricsAccess } from './modules/metrics/access';
import { createMetrics } from './modules/metrics/metrics';
import { registerMetrics } from './modules/metrics/metrics.routes';
import { createMembersService } from './modules/members/members.service';
import { createReminderJob } from './modules/members/reminders';
import { memberRoutes } from './modules/members/members.routes';
import { createCheckoutService } from './modules/payments/checkout.service';
import { createOrdersService, type OrdersService } from './modules/payments/orders.service';
import { createPaymentLinkService } from './modules/payments/payment-link';
import { paymentRoutes } from './modules/payments/payments.routes';
import { createReceiptService, type ReceiptService } from './modules/receipts/receipts.service';
import { receiptRoutes } from './modules/receipts/receipts.routes';
import { createNotifier } from './modules/notifications/notifier';
import { pipelineRoutes } from './modules/pipeline/pipeline.routes';
import { createPipelineService } from './modules/pipeline/pipeline.service';
import { reviewRoutes } from './modules/review/review.routes';
import { staffAuthRoutes } from './modules/staff-auth/staff-auth.routes';
import { currentStaffPrincipal } from './modules/staff-auth/staff-auth.repository';
import { createStaffAuthService } from './modules/staff-auth/staff-auth.service';
import { staffAdminRoutes } from './modules/staff-admin/staff-admin.routes';
import { uploadRoutes } from './modules/uploads/uploads.routes';
import { createUploadSweep, UPLOAD_SWEEP_EVERY_MS } from './modules/uploads/sweep';
import { createReviewService } from './modules/review/review.service';
import { isReviewComplete } from './modules/review/stages';
import { createCodeService } from './modules/verification/code.service';
import { verificationRoutes } from './modules/verification/verification.routes';
import { createVerificationService } from './modules/verification/verification.service';
import { registerCompression } from './plugins/compression';
import { installErrorHandler } from './plugins/error-handler';
import { registerRateLimit } from './plugins/rate-limit';
import { echoRequestId, requestIdOf } from './plugins/request-id';
import { installInputGuard } from './plugins/input-guard';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, method and URL pattern: tests walk them all (authorization, fuzzing). */
    registeredRoutes: readonly RegisteredRoute[];
    /** Staff edits of categories call catalogCache.invalidate(). */
    catalogCache: CategoryCache;
    /** Outgoing email and SMS (recorded in the outbox; delivered when SMTP_URL / SMS_GATEWAY_URL is set). */
    mail: MailSender;
    sms: SmsSender;
    /** Checkouts, orders and receipts (tests drive the provider and the jobs through these). */
    payments: { provider: PaymentProvider; orders: OrdersService; receipts: ReceiptService };
    /** The renewal reminders (a scheduled job; tests run it by hand). */
    reminders: { run(): Promise<{ remindersSent: number; expired: number }> };
    /** The scheduled jobs (receipts, reconciliation, reminders, upload sweep, rate-window pruning); main.ts starts them, tests run them by hand. */
    scheduler: Scheduler;
    /** Work requests leave running (login codes on their way out); tests await `settled()`. */
    background: BackgroundTasks;
  }
}

export type AppDeps = {
  config: Config;
  db: Database;
  /** Defaults to what the configuration selects (DATABASE_URL → postgres). */
  driver?: DriverName;
  logger?: FastifyBaseLogger;
  /** Default: DATA_DIR/uploads or the configured S3 bucket. */
  files?: FileStore;
  /** Default: built from the configuration (tests pass failing or recording senders). */
  mail?: MailSender;
  sms?: SmsSender;
  /** The clock of time-based rules (one-time codes); tests move it. */
  now?: () => Date;
  /** Test-only failure points inside application saves (decision 009). */
  applicationFaults?: ApplicationFaults;
  /** Default: what PAYMENT_PROVIDER selects (the sandbox). */
  paymentProvider?: PaymentProvider;
};

export type App = Awaited<ReturnType<typeof buildApp>>;

/** A route as registered: one per method (HEAD left out), with its schemas. */
export type RegisteredRoute = { method: string; url: string; schema: RouteOptions['schema'] };

/** The job that emails receipts of paid orders; a payment kicks it. */
const RECEIPTS_JOB = 'receipts.email';

/** Headers that carry credentials are never written to the log. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
];

export function createLogger(
  config: Pick<Config, 'logLevel'>,
  output: { destination?: DestinationStream; pretty?: boolean } = {},
): FastifyBaseLogger {
  const options: LoggerOptions = {
    level: config.logLevel,
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
  };
  if (output.destination) return pino(options, output.destination);
  if (output.pretty) {
    // pino-pretty is a dev dependency: only asked for in development at a terminal.
    options.transport = {
      target: 'pino-pretty',
      options: { ignore: 'pid,hostname', translateTime: 'HH:MM:ss' },
    };
  }
  return pino(options);
}

/** Fastify's form of TRUST_PROXY (a fresh array: Fastify does not take a readonly one). */
function fastifyTrustProxy(trustProxy: TrustProxy): boolean | string[] {
  return typeof trustProxy === 'object' ? [...trustProxy] : trustProxy;
}

function createFastify(logger: FastifyBaseLogger, trustProxy: TrustProxy) {
  return Fastify({
    loggerInstance: logger,
    // Behind a reverse proxy request.ip (the per-IP code limit's key) is the proxy's own address
    // unless the proxy is trusted to name the client in X-Forwarded-For.
    trustProxy: fastifyTrustProxy(trustProxy),
    // Payment links carry a signed token as a path segment (api-contract), longer than the default 100.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    // Fastify would take any X-Request-Id as it comes: requestIdOf keeps only a safe one.
    requestIdHeader: false,
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();
}

export async function buildApp(deps: AppDeps) {
  const { config, db } = deps;
  const driver: DriverName = deps.driver ?? (config.databaseUrl ? 'postgres' : 'pglite');
  const app = createFastify(deps.logger ?? createLogger(config), config.trustProxy);
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', ({ method, url, schema }) => {
    for (const one of Array.isArray(method) ? method : [method]) {
      if (one !== 'HEAD') registeredRoutes.push({ method: one, url, schema });
    }
  });

  echoRequestId(app);
  // Before any route: every request is counted (decision 026).
  const metrics = createMetrics();
  const poolStats = poolStatsOf(db);
  if (poolStats) metrics.watchPool(poolStats);
  registerMetrics(app, { metrics, access: metricsAccess(config) });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  // Before any route: the routes that name a per-IP limit get it wherever they are registered.
  await registerRateLimit(app, { db, driver, redisUrl: config.redisUrl });
  installInputGuard(app);
  // Before any route: helmet reads the routes' own `helmet` options as they are added.
  await registerSecurityHeaders(app, { isProduction: config.isProduction });
  // Before any route: @fastify/compress wraps the routes added after it.
  await registerCompression(app);
  const now = deps.now ?? (() => new Date());
  const revocations = await createRevocations(db, driver, now);
  await app.register(authPlugin, {
    tokens: createTokenService(config.appSecret),
    isRevoked: revocations.isRevoked,
    currentStaff: (staffId) => currentStaffPrincipal(db, staffId),
  });

  // Several processes may share a PostgreSQL database: each hears the others' catalog edits and
  // trusts its cache only while it can (decision 027). A PGlite database belongs to one process,
  // whose own edits empty its cache.
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
  // One code service for every purpose: verification here, member login later.
  const codes = createCodeService({
    db,
    appSecret: config.appSecret,
    codeLength: config.otpCodeLength,
    sendsPerIpPerHour: config.otpSendsPerIpPerHour,
    failedChecksPerIpPerHour: config.otpFailedChecksPerIpPerHour,
    mail,
    sms,
    now,
    logger: app.log,
    onDelivery: metrics.codeDelivery,
  });

  app.decorate('files', deps.files ?? createFileStore(config));

  await app.register(healthRoutes, { db, driver, migrationsDir: config.migrationsDir });
  await app.register(catalogRoutes, { service: catalog });
  await app.register(verificationRoutes, {
    service: createVerificationService({ db, codes }),
    codeLength: config.otpCodeLength,
  });
  const provider = deps.paymentProvider ?? createPaymentProvider(config);
  await app.register(devRoutes, { db, config, provider });
  // The review pipeline (decision 010): the final submit of a form starts or resumes its review.
  const notifier = createNotifier({ mail, sms, logger: app.log });
  const pipeline = createPipelineService({
    db,
    config,
    notifier,
    now,
    logger: app.log,
  });
  const applications = createApplicationService({
    db,
    catalog,
    files: app.files,
    isReviewComplete,
    onFinalSubmit: pipeline.onFinalSubmit,
    ...(deps.applicationFaults ? { faults: deps.applicationFaults } : {}),
  });
  await app.register(applicationRoutes, { service: applications });
  await app.register(reviewRoutes, {
    service: createReviewService(db),
    authorize: (principal, id) => applications.authorize(principal, id, 'read'),
  });
  await app.register(uploadRoutes, { db });
  await app.register(staffAuthRoutes, {
    service: createStaffAuthService({
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
      onCodeDelivery: metrics.codeDelivery,
    }),
    codeLength: config.otpCodeLength,
  });
  await app.register(pipelineRoutes, {
    service: pipeline,
    getApplication: (principal, id) => applications.getApplication(principal, id),
  });
  // Checkouts, orders and receipts (decision 013).
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
  app.decorate('payments', { provider, orders, receipts });
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
  // Stored files no row names, and uploads never attached (decision 008).
  const uploadSweep = createUploadSweep({ db, files: app.files, now, logger: app.log });
  app.decorate(
    'scheduler',
    createScheduler({
      db,
      intervalMs: config.jobIntervalMs,
      logger: app.log,
      now,
      onRun: metrics.jobRun,
      jobs: [
        { name: RECEIPTS_JOB, run: () => receipts.emailPending() },
        { name: 'payments.reconcile', run: () => orders.reconcile() },
        { name: 'members.reminders', run: () => reminders.run() },
        { name: 'uploads.sweep', run: () => uploadSweep.run(), everyMs: UPLOAD_SWEEP_EVERY_MS },
        {
          name: 'rate-limits.prune',
          run: () => pruneRateWindows(db, now()),
          everyMs: RATE_WINDOWS_PRUNE_EVERY_MS,
        },
      ],
    }),
  );
  app.addHook('onClose', () => app.scheduler.stop());
  const paymentLinks = createPaymentLinkService({
    db,
    checkout,
    provider,
    tokens: app.tokens,
    appSecret: config.appSecret,
    now,
  });
  await app.register(paymentRoutes, { checkout, orders, paymentLinks, provider });
  await app.register(receiptRoutes, { receipts });
  // The member area (decision 014): login codes go out only to members and applicants, in the
  // background, so the answer and its timing are the same for every address.
  const loginSenders = knownAddressOnly(db, mail, sms);
  await app.register(memberRoutes, {
    revocations,
    codeLength: config.otpCodeLength,
    login: createMemberLoginService({
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
        onDelivery: metrics.codeDelivery,
      }),
    }),
    members: createMembersService({ db, tokens: app.tokens, applications, now }),
  });
  await app.register(staffAdminRoutes, {
    db,
    now,
    totalsCacheMs: config.staffListTotalsCacheMs,
  });
  await registerWebApp(app, config.webDistDir);

  return app;
}
