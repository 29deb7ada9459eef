// An empty PostgreSQL database for tests that start from nothing (concurrent migrations, a first
// production start). Named after this run's template, so the run's cleanup drops it even if a test
// fails before its own drop.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { withDatabase } from './context';

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
