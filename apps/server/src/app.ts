// buildApp(deps): the whole HTTP application with every dependency passed in, so tests build the real
// app on a test database and main.ts builds it on the configured one. Each step lives in app/:
// plugins every request passes through, the services, the scheduled jobs, then the routes.
import type { MailSender } from './adapters/messaging/mail-sender';
import type { Outbox } from './adapters/messaging/outbox-service';
import type { PaymentProvider } from './adapters/payments/payment-provider';
import type { SmsSender } from './adapters/messaging/sms-sender';
import { createServices } from './app/create-services';
import { createFastify } from './app/fastify';
import { createLogger } from './app/logger';
import { registerJobs } from './app/register-jobs';
import { registerPlugins } from './app/register-plugins';
import { registerRoutes } from './app/register-routes';
import type { AppDeps, RegisteredRoute, Wiring } from './app/types';
import type { CategoryCache } from './modules/catalog';
import type { BackgroundTasks, Scheduler } from './modules/jobs';
import type { OrdersService } from './modules/payments';
import type { ReceiptService } from './modules/receipts';
import type { RefundsService } from './modules/refunds';
import type { AutoRenewalService } from './modules/auto-renewal';
import type { PassUpdateOutcome } from './modules/cards';

export { createLogger, LOG_REDACT_PATHS } from './app/logger';
export type { AppDeps, RegisteredRoute } from './app/types';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, method and URL pattern: tests walk them all (authorization, fuzzing). */
    registeredRoutes: readonly RegisteredRoute[];
    /** Staff edits of categories call catalogCache.invalidate(). */
    catalogCache: CategoryCache;
    /** Outgoing email and SMS (recorded in the outbox; delivered when SMTP_URL / SMS_GATEWAY_URL is set). */
    mail: MailSender;
    sms: SmsSender;
    /** Every message: written in transactions, delivered by its worker (tests run `worker.runDue()`). */
    outbox: Outbox;
    /** Checkouts, orders and receipts (tests drive the provider and the jobs through these). */
    payments: {
      provider: PaymentProvider;
      orders: OrdersService;
      receipts: ReceiptService;
      refunds: RefundsService;
    };
    /** Auto-renewal by mandate (decision 099): tests run its cycle by hand (`runCycle()`). */
    autoRenewal: AutoRenewalService;
    /** The pass job (decision 116): pushes changed Apple Wallet passes; tests run it by hand. */
    walletPasses: { update(): Promise<PassUpdateOutcome> };
    /** The renewal reminders (a scheduled job; tests run it by hand). */
    reminders: { run(): Promise<{ remindersSent: number; expired: number }> };
    /** The scheduled jobs (receipts, reconciliation, reminders, upload sweep, rate-window pruning); main.ts starts them, tests run them by hand. */
    scheduler: Scheduler;
    /** Work requests leave running (login codes on their way out); tests await `settled()`. */
    background: BackgroundTasks;
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;

export async function buildApp(deps: AppDeps) {
  const { config } = deps;
  const wiring: Wiring = {
    deps,
    config,
    db: deps.db,
    driver: deps.driver ?? (config.databaseUrl ? 'postgres' : 'pglite'),
    now: deps.now ?? (() => new Date()),
  };
  const app = createFastify(deps.logger ?? createLogger(config), config.trustProxy);
  const plugins = await registerPlugins(app, wiring);
  const services = await createServices(app, wiring, plugins);
  registerJobs(app, wiring, services, plugins);
  await registerRoutes(app, wiring, services, plugins);
  return app;
}
