// On PostgreSQL: one migrated, seeded template database per run; each worker copies it with
// CREATE DATABASE ... TEMPLATE (fast, file-level). Everything named after this run is dropped at the end.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { TEST_DATABASE_PREFIX, withDatabase } from './support/context';
import { prepareTemplate, testConfig } from './support/prepare';

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('server-pg needs TEST_DATABASE_URL (a PostgreSQL admin URL)');
  const templateDatabase = `${TEST_DATABASE_PREFIX}${randomBytes(4).toString('hex')}`;

  await admin(adminUrl, async (client) => {
    const { rows } = await client.query<{ rolsuper: boolean }>(
      'select rolsuper from pg_roles where rolname = current_user',
    );
    if (!rows[0]?.rolsuper) {
      throw new Error(
        'TEST_DATABASE_URL must connect as a superuser: the reset between tests sets session_replication_role',
      );
    }
    await client.query(`create database ${templateDatabase}`);
  });

  const dropRunDatabases = () =>
    admin(adminUrl, async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${templateDatabase}%`],
      );
      for (const { datname } of rows) {
        await client.query(`drop database if exists "${datname}" with (force)`);
      }
    });

  try {
    const handle = await prepareTemplate(
      testConfig({ DATABASE_URL: withDatabase(adminUrl, templateDatabase) }),
    );
    await handle.close(); // a template must have no open connections when it is copied
  } catch (error) {
    await dropRunDatabases();
    throw error;
  }

  project.provide('testDatabase', { driver: 'postgres', adminUrl, templateDatabase });
  return dropRunDatabases;
}
