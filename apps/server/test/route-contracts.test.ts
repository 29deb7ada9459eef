// Every body has a contract (issue #26, decision 060): each route the app registers that takes a
// body or a query string validates it with a request contract from packages/domain. Routes are
// collected as they are added (Fastify's onRoute, `app.registeredRoutes`), so a new route is checked
// without touching this file. Two deliberate offenders prove the check can fail.
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app';
import { ROUTES_WITHOUT_BODY, routesWithoutContract } from './support/route-contracts';

const OFFENDERS = [
  'POST /api/test-only/no-schema body',
  'PUT /api/test-only/local-schema body',
  'GET /api/test-only/local-query querystring',
];

const t = useTestApp({
  extend: (app) => {
    app.post('/api/test-only/no-schema', async () => ({ success: true }));
    const local = z.object({ name: z.string() });
    app.put('/api/test-only/local-schema', { schema: { body: local } }, async () => ({}));
    app.get('/api/test-only/local-query', { schema: { querystring: local } }, async () => ({}));
  },
});

describe('request contracts', () => {
  it('finds a contract for every body and query string but the deliberate offenders', () => {
    expect(routesWithoutContract(t.app.registeredRoutes)).toEqual(OFFENDERS);
  });

  it('lists as taking no body only routes that exist', () => {
    const registered = new Set(t.app.registeredRoutes.map(({ method, url }) => `${method} ${url}`));
    expect(Object.keys(ROUTES_WITHOUT_BODY).filter((route) => !registered.has(route))).toEqual([]);
  });
});
