// useSecondProcess(t): a second server process on the same PostgreSQL database as useTestApp's app, as
// a load balancer would put it beside the first: the real app built again, with a connection pool of
// its own, so nothing is shared with the first but the database. PostgreSQL only (a PGlite database
// belongs to one process): on PGlite `app` stays unset and tests skip.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp, type App } from '../../src/app';
import type { Config } from '../../src/config';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/db/client';
import type { TestContext } from './app';

export type SecondProcess = { app: App; db: Database };

export function useSecondProcess(
  first: TestContext,
  options: { config?: (config: Config) => Config } = {},
): SecondProcess {
  const context = {} as SecondProcess;
  let handle: DatabaseHandle | undefined;

  beforeAll(async () => {
    if (first.driver !== 'postgres') return;
    const config = options.config ? options.config(first.config) : first.config;
    handle = await openDatabase(config, { migrate: false, onError: () => {} });
    const app = await buildApp({ config, db: handle.db, driver: 'postgres' });
    await app.ready();
    Object.assign(context, { app, db: handle.db });
  });

  // The first app's reset puts the demo data back behind both processes' caches.
  beforeEach(() => {
    context.app?.catalogCache.invalidate();
  });

  afterAll(async () => {
    await context.app?.close();
    await handle?.close();
  });

  return context;
}
