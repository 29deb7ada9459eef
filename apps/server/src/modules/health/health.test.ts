import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getTestDatabase } from '../../../test/support/database';
import { useTestApp } from '../../../test/support/app';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';

const t = useTestApp();

/** The database with every statement failing, as when PostgreSQL is down. */
function unreachable(db: Database): Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'execute') return () => Promise.reject(new Error('connection refused'));
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

describe('GET /api/health', () => {
  it('reports the database up and names the driver', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { database: 'up', driver: t.driver } });
  });

  it('answers 503 when the database does not answer', async () => {
    const { db, config, driver } = await getTestDatabase();
    const app = await buildApp({ config, db: unreachable(db), driver });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        success: false,
        message: 'Database unavailable',
        data: { database: 'down', driver },
      });
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/health/live', () => {
  it('answers while the process runs, whatever the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { status: 'live' } });
  });
});

describe('GET /api/health/ready', () => {
  it('is ready when the database answers and every migration is applied', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { database: 'up', migrations: 'applied' },
    });
  });

  it('answers 503 naming the migrations the database lacks', async () => {
    const { db, config, driver } = await getTestDatabase();
    // The same migrations folder, plus one migration this database has never seen.
    const migrationsDir = mkdtempSync(join(tmpdir(), 'portico-migrations-'));
    cpSync(config.migrationsDir, migrationsDir, { recursive: true });
    const journalFile = join(migrationsDir, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
      entries: { idx: number; when: number; tag: string }[];
    };
    const last = journal.entries.at(-1)!;
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: '9999_not_yet' });
    writeFileSync(journalFile, JSON.stringify(journal));
    writeFileSync(join(migrationsDir, '9999_not_yet.sql'), 'select 1;');
    const app = await buildApp({ config: { ...config, migrationsDir }, db, driver });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        success: false,
        message: 'Migrations not applied: 9999_not_yet',
        data: { database: 'up', migrations: 'pending', pending: ['9999_not_yet'] },
      });
    } finally {
      await app.close();
      rmSync(migrationsDir, { recursive: true, force: true });
    }
  });

  it('answers 503 when the database does not answer', async () => {
    const { db, config, driver } = await getTestDatabase();
    const app = await buildApp({ config, db: unreachable(db), driver });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        success: false,
        message: 'Database unavailable',
        data: { database: 'down', migrations: 'unknown' },
      });
      const live = await app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
