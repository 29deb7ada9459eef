// Empty databases for tests that start from nothing (concurrent migrations, a first production
// start). A PostgreSQL one is named after this run's template, so the run's cleanup drops it even if a
// test fails before its own drop.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { Config } from '../../src/config';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { withDatabase } from './context';
import { testConfig } from './prepare';

export type EmptyPostgresDatabase = { url: string; drop(): Promise<void> };

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Only on the server-pg project (the PGlite project opens an in-memory database instead). */
export async function createEmptyPostgresDatabase(): Promise<EmptyPostgresDatabase> {
  const info = inject('testDatabase');
  if (info.driver !== 'postgres') throw new Error('createEmptyPostgresDatabase needs PostgreSQL');
  const name = `${info.templateDatabase}_empty_${randomBytes(3).toString('hex')}`;
  await asAdmin(info.adminUrl, `create database "${name}"`);
  return {
    url: withDatabase(info.adminUrl, name),
    drop: () => asAdmin(info.adminUrl, `drop database if exists "${name}" with (force)`),
  };
}

export type EmptyDatabase = DatabaseHandle & { config: Config; dispose(): Promise<void> };

/**
 * A migrated database with no rows, on this project's driver: an in-memory PGlite, or a new
 * PostgreSQL database. `dispose()` closes (and drops) it.
 */
export async function openEmptyDatabase(): Promise<EmptyDatabase> {
  if (inject('testDatabase').driver === 'pglite') {
    const config = testConfig();
    const handle = await openDatabase(config, { inMemory: true });
    return { ...handle, config, dispose: handle.close };
  }
  const database = await createEmptyPostgresDatabase();
  const config = testConfig({ DATABASE_URL: database.url });
  const handle = await openDatabase(config);
  return {
    ...handle,
    config,
    async dispose() {
      await handle.close();
      await database.drop();
    },
  };
}
