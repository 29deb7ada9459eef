import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { getTestDatabase } from '../../../test/support/database';
import { buildApp, createLogger, type App } from '../../app';
import type { Config } from '../../config';
import { createScheduler } from '../jobs/scheduler';
import { approvedApplication, paymentApi } from '../../../test/support/payment-fixtures';
import { createMetrics } from './metrics';
import { metricsAccess, type MetricsAccess } from './access';
import { registerMetrics } from './metrics.routes';

/** The value of one sample of the exposition text, or undefined when there is none. */
function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [
        pair[1],
        pair[2],
      ]),
    );
    if (Object.entries(labels).every(([key, value]) => present[key] === value)) {
      return Number(match[3]);
    }
  }
  return undefined;
}

async function scrape(app: App, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers });
  return { status: response.statusCode, headers: response.headers, text: response.body };
}

const t = useTestApp();

describe('GET /metrics', () => {
  it('counts requests and their durations by route pattern and status, never by raw URL', async () => {
    const before = await scrape(t.app);
    const route = { method: 'GET', route: '/api/verify_email/:value', status_code: '200' };
    const counted = sample(before.text, 'portico_http_requests_total', route) ?? 0;

    for (const email of ['first.person@example.com', 'second.person@example.com']) {
      await t.app.inject({ method: 'GET', url: `/api/verify_email/${email}` });
    }
    await t.app.inject({ method: 'GET', url: '/api/no/such/thing?secret=1' });

    const { status, headers, text } = await scrape(t.app);
    expect(status).toBe(200);
    expect(headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sample(text, 'portico_http_requests_total', route)).toBe(counted + 2);
    expect(
      sample(text, 'portico_http_request_duration_seconds_count', route),
    ).toBeGreaterThanOrEqual(counted + 2);
    expect(
      sample(text, 'portico_http_request_duration_seconds_bucket', { ...route, le: '+Inf' }),
    ).toBeGreaterThanOrEqual(counted + 2);
    expect(
      sample(text, 'portico_http_requests_total', { route: 'unmatched', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('person@example.com');
    expect(text).not.toContain('no/such/thing');
  });

  it("includes the Node process's own metrics", async () => {
    const { text } = await scrape(t.app);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('shows the PostgreSQL pool, and nothing of the kind for PGlite', async () => {
    const { text } = await scrape(t.app);
    if (t.driver === 'postgres') {
      expect(sample(text, 'portico_db_pool_total_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'portico_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'portico_db_pool_waiting_clients')).toBe(0);
    } else {
      expect(text).not.toContain('portico_db_pool_');
    }
  });

  it('counts scheduled job runs', async () => {
    await t.app.scheduler.runAll();
    const { text } = await scrape(t.app);
    for (const job of ['receipts.email', 'payments.reconcile', 'members.reminders']) {
      expect(
        sample(text, 'portico_job_runs_total', { job, outcome: 'ok' }),
        job,
      ).toBeGreaterThanOrEqual(1);
    }
  });

  it('counts confirmed payments once, by purpose', async () => {
    const before =
      sample((await scrape(t.app)).text, 'portico_payments_confirmed_total', {
        purpose: 'register',
      }) ?? 0;
    const approved = await approvedApplication(t.app, t.db);
    const api = paymentApi(t.app);
    const created = await api.createOrder(approved.auth, {
      user_id: approved.applicationId,
      type: 'register',
    });
    const placed = created.body.data;
    const widget = await api.pay(placed.order_id);
    const body = {
      ...(widget.body as Record<string, unknown>),
      history_id: placed.history_id,
      history_type: placed.history_type,
    };
    expect((await api.paymentSuccess(body)).status).toBe(200);
    await api.paymentSuccess(body); // a replayed callback confirms nothing more

    const { text } = await scrape(t.app);
    expect(sample(text, 'portico_payments_confirmed_total', { purpose: 'register' })).toBe(
      before + 1,
    );
  });

  it('counts one-time codes sent, by channel and purpose', async () => {
    const labels = { channel: 'email', purpose: 'verify' };
    const before = sample((await scrape(t.app)).text, 'portico_codes_sent_total', labels) ?? 0;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/send_email_otp',
      payload: { email: 'metrics.person@example.com' },
    });
    expect(response.statusCode).toBe(200);
    const { text } = await scrape(t.app);
    expect(sample(text, 'portico_codes_sent_total', labels)).toBe(before + 1);
  });
});

describe('metrics of failures', () => {
  it('counts a job run that failed', async () => {
    const metrics = createMetrics();
    const scheduler = createScheduler({
      db: t.db,
      intervalMs: 60_000,
      logger: createLogger({ logLevel: 'silent' }),
      onRun: metrics.jobRun,
      jobs: [
        { name: 'test.fine', run: () => Promise.resolve() },
        { name: 'test.broken', run: () => Promise.reject(new Error('boom')) },
      ],
    });
    await scheduler.runAll();
    const text = await metrics.render();
    expect(sample(text, 'portico_job_runs_total', { job: 'test.fine', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'portico_job_runs_total', { job: 'test.broken', outcome: 'failed' })).toBe(
      1,
    );
  });

  it('counts codes that could not be delivered', async () => {
    const { db, config, driver } = await getTestDatabase();
    const app = await buildApp({
      config,
      db,
      driver,
      mail: { send: () => Promise.reject(new Error('smtp down')) },
    });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/send_email_otp',
        payload: { email: 'undeliverable@example.com' },
      });
      expect(response.statusCode).toBe(503);
      const { text } = await scrape(app);
      expect(
        sample(text, 'portico_codes_failed_total', { channel: 'email', purpose: 'verify' }),
      ).toBe(1);
      expect(
        sample(text, 'portico_codes_sent_total', { channel: 'email', purpose: 'verify' }),
      ).toBe(undefined);
    } finally {
      await app.close();
    }
  });
});

describe('one registry per app', () => {
  it('keeps the counts of two apps in one process apart', async () => {
    const { db, config, driver } = await getTestDatabase();
    const other = await buildApp({ config, db, driver });
    try {
      await other.inject({ method: 'GET', url: '/api/health/live' });
      await other.inject({ method: 'GET', url: '/api/health/live' });
      const live = { route: '/api/health/live', status_code: '200' };
      expect(sample((await scrape(other)).text, 'portico_http_requests_total', live)).toBe(2);
      const mine = sample((await scrape(t.app)).text, 'portico_http_requests_total', live);
      expect(mine ?? 0).not.toBe(2);
    } finally {
      await other.close();
    }
  });
});

describe('who may read /metrics', () => {
  const TOKEN = 'a-long-metrics-token-for-tests';
  const withToken = (config: Config, token?: string, production = false): Config => ({
    ...config,
    ...(production ? { env: 'production', isProduction: true } : {}),
    metricsToken: token,
  });

  it('decides from the environment and METRICS_TOKEN', () => {
    const base = { isProduction: false, metricsToken: undefined };
    expect(metricsAccess(base)).toEqual({ kind: 'open' });
    expect(metricsAccess({ ...base, metricsToken: TOKEN })).toEqual({
      kind: 'token',
      token: TOKEN,
    });
    expect(metricsAccess({ isProduction: true, metricsToken: undefined })).toEqual({ kind: 'off' });
    expect(metricsAccess({ isProduction: true, metricsToken: TOKEN })).toEqual({
      kind: 'token',
      token: TOKEN,
    });
  });

  it('asks for the bearer token when one is set', async () => {
    const { db, config, driver } = await getTestDatabase();
    const app = await buildApp({ config: withToken(config, TOKEN, true), db, driver });
    try {
      const none = await scrape(app);
      expect(none.status).toBe(401);
      expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(none.text).not.toContain('portico_');
      for (const authorization of [
        `Bearer ${TOKEN}x`,
        `Bearer ${TOKEN.slice(0, -1)}`,
        `Basic ${TOKEN}`,
        TOKEN,
        'Bearer ',
      ]) {
        expect((await scrape(app, { authorization })).status, authorization).toBe(401);
      }
      const allowed = await scrape(app, { authorization: `Bearer ${TOKEN}` });
      expect(allowed.status).toBe(200);
      expect(allowed.text).toContain('portico_http_requests_total');
      expect(allowed.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
    }
  });

  it('is off in production without a token', async () => {
    const { db, config, driver } = await getTestDatabase();
    const app = await buildApp({ config: withToken(config, undefined, true), db, driver });
    try {
      const response = await scrape(app, { authorization: 'Bearer anything' });
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('portico_');
    } finally {
      await app.close();
    }
  });

  it('counts no request where nobody may read the counts', async () => {
    const countedWith = async (access: MetricsAccess) => {
      const metrics = createMetrics();
      let counted = 0;
      const app = Fastify();
      registerMetrics(app, { metrics: { ...metrics, request: () => (counted += 1) }, access });
      app.get('/hello', async () => 'hello');
      await app.inject({ method: 'GET', url: '/hello' });
      await app.close();
      return counted;
    };
    expect(await countedWith({ kind: 'open' })).toBe(1);
    expect(await countedWith({ kind: 'token', token: 'scraper' })).toBe(1);
    expect(await countedWith({ kind: 'off' })).toBe(0);
  });
});
