import { describe, expect, it } from 'vitest';
import { getTestDatabase } from '../../../test/support/database';
import { useTestApp } from '../../../test/support/app';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';

const t = useTestApp();

describe('GET /api/health', () => {
  it('reports the database up and names the driver', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { database: 'up', driver: t.driver } });
  });

  it('answers 503 when the database does not answer', async () => {
    const { db, config, driver } = await getTestDatabase();
    const broken = new Proxy(db, {
      get(target, property, receiver) {
        if (property === 'execute') return () => Promise.reject(new Error('connection refused'));
        return Reflect.get(target, property, receiver) as unknown;
      },
    }) as Database;
    const app = await buildApp({ config, db: broken, driver });
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
