// useTestApp(): the real app on this worker's database, reset to the demo data before each test.
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp, type App } from '../../src/app';
import type { IrpProvider } from '../../src/adapters/einvoice/irp-provider';
import type { PaymentProvider } from '../../src/adapters/payments/payment-provider';
import type { PassPusher } from '../../src/adapters/wallet-push/pass-pusher';
import type { Config } from '../../src/config';
import type { Database, DriverName } from '../../src/db/client';
import { getTestDatabase } from './database';

export type TestContext = { app: App; db: Database; driver: DriverName; config: Config };

export function useTestApp(
  options: {
    /** Runs after buildApp and before ready(), e.g. to add a route a test needs. */
    extend?: (app: App) => void | Promise<void>;
    config?: (config: Config) => Config;
    logger?: FastifyBaseLogger;
    /** Replaces the configured card provider (e.g. one that misreports amounts). */
    paymentProvider?: (config: Config) => PaymentProvider;
    /** Replaces the sandbox IRP (e.g. the NIC client against a stand-in). */
    irpProvider?: () => IrpProvider;
    /** Replaces the development APNs stand-in (e.g. the APNs client against a test's stand-in). */
    passPusher?: () => PassPusher;
  } = {},
): TestContext {
  const context = {} as TestContext;
  let reset: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const database = await getTestDatabase();
    reset = database.reset;
    const config = options.config ? options.config(database.config) : database.config;
    const app = await buildApp({
      config,
      db: database.db,
      driver: database.driver,
      ...(options.logger ? { logger: options.logger } : {}),
      ...(options.paymentProvider ? { paymentProvider: options.paymentProvider(config) } : {}),
      ...(options.irpProvider ? { irpProvider: options.irpProvider() } : {}),
      ...(options.passPusher ? { passPusher: options.passPusher() } : {}),
    });
    await options.extend?.(app);
    await app.ready();
    Object.assign(context, { app, db: database.db, driver: database.driver, config });
  });

  beforeEach(async () => {
    await reset();
    context.app.catalogCache.invalidate();
  });

  afterAll(async () => {
    await context.app?.close();
  });

  return context;
}
