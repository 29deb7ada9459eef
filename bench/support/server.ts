import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase, type Database, type DriverName } from '../../apps/server/src/db/client';
import { seedIfEmpty } from '../../apps/server/src/db/seed';

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

export type BenchServer = {
  driver: DriverName;
  baseUrl: string;
  app: FastifyInstance;
  db: Database;
  stop(): Promise<void>;
};

/** Is a PostgreSQL server answering at this URL? The PostgreSQL half of a benchmark is skipped if not. */
export async function postgresAvailable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function createScratchDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `portico_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * The real app on a fresh, migrated, seeded database, listening on a free port. `extend` may add routes
 * (such as a bare baseline route) before it listens, so baseline and subject share one process.
 */
export async function startBenchServer(
  driver: DriverName,
  extend: (app: FastifyInstance, db: Database) => void | Promise<void> = () => undefined,
): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-bench-'));
  const scratch =
    driver === 'postgres'
      ? await createScratchDatabase(process.env.BENCH_DATABASE_URL ?? DEFAULT_POSTGRES_URL)
      : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: scratch?.url,
    LOG_LEVEL: 'warn',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  });
  const handle = await openDatabase(config);
  await seedIfEmpty(handle.db);
  const app = await buildApp({ config, db: handle.db, driver });
  await extend(app, handle.db);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    driver,
    baseUrl: `http://127.0.0.1:${port}`,
    app,
    db: handle.db,
    async stop() {
      await app.close();
      await handle.close();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
