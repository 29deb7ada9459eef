// Like test/support/app.ts's useTestApp(), but the app runs on a clock the test moves, and adapters can
// be replaced (failing mail or SMS senders). Test-only: imported by *.test.ts files.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { getTestDatabase } from './database';
import { buildApp, type App, type AppDeps } from '../../src/app';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/client';

export const CLOCK_START = new Date('2026-03-02T09:00:00.000Z');

export type TestClock = {
  now(): Date;
  /** Moves the clock forward. */
  advance(seconds: number): void;
};

export type ClockedTestContext = { app: App; db: Database; config: Config; clock: TestClock };

export function useClockedTestApp(
  options: {
    deps?: Pick<AppDeps, 'mail' | 'sms' | 'transports' | 'timers'>;
    config?: (config: Config) => Config;
  } = {},
): ClockedTestContext {
  let current = CLOCK_START.getTime();
  const clock: TestClock = {
    now: () => new Date(current),
    advance: (seconds) => {
      current += seconds * 1000;
    },
  };
  const context = { clock } as ClockedTestContext;
  let reset: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const database = await getTestDatabase();
    reset = database.reset;
    const config = options.config ? options.config(database.config) : database.config;
    const app = await buildApp({
      config,
      db: database.db,
      driver: database.driver,
      now: clock.now,
      ...options.deps,
    });
    await app.ready();
    Object.assign(context, { app, db: database.db, config });
  });

  beforeEach(async () => {
    await reset();
    current = CLOCK_START.getTime();
    context.app.catalogCache.invalidate();
  });

  afterAll(async () => {
    await context.app?.close();
  });

  return context;
}
