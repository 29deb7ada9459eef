// The database of this test worker: created on first use, shared by every test file the worker runs
// (the server project runs with isolate: false), put back to the seeded state before each test.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { Config } from '../../src/config';
import { openDatabase, type Database, type DriverName } from '../../src/db/client';
import { withDatabase } from './context';
import { testConfig } from './prepare';
import { restoreSnapshot } from './snapshot';
import { reloadRevocations } from '../../src/modules/auth/revocations';

export type TestDatabase = {
  db: Database;
  driver: DriverName;
  config: Config;
  reset(): Promise<void>;
};

let shared: Promise<TestDatabase> | undefined;

export function getTestDatabase(): Promise<TestDatabase> {
  shared ??= openWorkerDatabase();
  return shared;
}

async function openWorkerDatabase(): Promise<TestDatabase> {
  const info = inject('testDatabase');
  if (info.driver === 'pglite') {
    const config = testConfig();
    const snapshot = new Blob([readFileSync(info.snapshotFile)]);
    // Already migrated; skipping the migrator saves a round of file reads per worker.
    const handle = await openDatabase(config, {
      inMemory: true,
      loadDataDir: snapshot,
      migrate: false,
    });
    // The first restore is slow (PGlite compiles the function's plans); pay it here, not in a test.
    await restoreSnapshot(handle.db);
    return {
      db: handle.db,
      driver: handle.driver,
      config,
      // PGlite's revocations live in memory beside the restored tables (an erasure's would outlive
      // the test that made it): read again with them.
      reset: async () => {
        await restoreSnapshot(handle.db);
        await reloadRevocations(handle.db);
      },
    };
  }

  const database = `${info.templateDatabase}_w${process.env.VITEST_POOL_ID ?? '0'}`;
  const client = new pg.Client({ connectionString: info.adminUrl });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount === 0) {
      await client.query(`create database "${database}" template "${info.templateDatabase}"`);
    }
  } finally {
    await client.end();
  }
  const config = testConfig({ DATABASE_URL: withDatabase(info.adminUrl, database) });
  const handle = await openDatabase(config, { migrate: false });
  return { db: handle.db, driver: handle.driver, config, reset: () => restoreSnapshot(handle.db) };
}
