import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageCache, isRecording, recordApiCall } from './page-cache';

// A render as web-pages.ts makes one: it asks the API in-process (noting each call) and makes a page
// of the answer.
function setUp(options: { maxAgeMs?: number; recheckAfterMs?: number } = {}) {
  const app = Fastify();
  let fee = 100;
  app.get('/api/fee', async () => ({ fee }));
  let clock = 0;
  const cache = createPageCache<string>(app, {
    maxEntries: 2,
    maxAgeMs: options.maxAgeMs ?? 10_000,
    recheckAfterMs: options.recheckAfterMs ?? 0,
    now: () => clock,
  });
  let renders = 0;
  const render = async (url: string) => {
    renders += 1;
    const answer = await app.inject({ method: 'GET', url: '/api/fee' });
    recordApiCall({
      method: 'GET',
      url: '/api/fee',
      headers: {},
      payload: undefined,
      status: answer.statusCode,
      body: answer.rawPayload,
    });
    return `${url}: ${answer.json<{ fee: number }>().fee}`;
  };
  return {
    app,
    page: (url: string) => cache.get(url, () => render(url)),
    renders: () => renders,
    setFee: (next: number) => (fee = next),
    tick: (ms: number) => (clock += ms),
  };
}

describe('anonymous page renders kept while their answers stand', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('serves the kept render while the API answers the same', async () => {
    const t = setUp();
    close = () => t.app.close();
    expect(await t.page('/a')).toBe('/a: 100');
    expect(await t.page('/a')).toBe('/a: 100');
    expect(t.renders()).toBe(1);
  });

  it('renders again as soon as an answer changed (a fee staff edited)', async () => {
    const t = setUp();
    close = () => t.app.close();
    await t.page('/a');
    t.setFee(250);
    expect(await t.page('/a')).toBe('/a: 250');
    expect(t.renders()).toBe(2);
  });

  it('records only while a render runs, and a later render still records its answers', async () => {
    const t = setUp();
    close = () => t.app.close();
    const first = t.page('/a');
    expect(isRecording()).toBe(true);
    await first;
    // Off between renders: no async hooks for the requests in between (decision 049).
    expect(isRecording()).toBe(false);
    t.setFee(250);
    expect(await t.page('/a')).toBe('/a: 250');
    expect(isRecording()).toBe(false);
    expect(await t.page('/a')).toBe('/a: 250');
    expect(t.renders()).toBe(2); // the second render's answer was recorded, and it stands
  });

  it('serves the kept render unchecked for a moment after a check, then checks again', async () => {
    const t = setUp({ recheckAfterMs: 250 });
    close = () => t.app.close();
    await t.page('/a');
    t.setFee(250);
    t.tick(249);
    expect(await t.page('/a')).toBe('/a: 100');
    t.tick(1);
    expect(await t.page('/a')).toBe('/a: 250');
    expect(t.renders()).toBe(2);
  });

  it('renders again once the kept render is older than its maximum age', async () => {
    const t = setUp({ maxAgeMs: 1000 });
    close = () => t.app.close();
    await t.page('/a');
    t.tick(1000);
    await t.page('/a');
    expect(t.renders()).toBe(2);
  });

  it('shares one render between visitors who arrive together', async () => {
    const t = setUp();
    close = () => t.app.close();
    const pages = await Promise.all([t.page('/a'), t.page('/a'), t.page('/a')]);
    expect(pages).toEqual(['/a: 100', '/a: 100', '/a: 100']);
    expect(t.renders()).toBe(1);
  });

  it('keeps a bounded number of URLs, dropping the least recently rendered', async () => {
    const t = setUp();
    close = () => t.app.close();
    await t.page('/a');
    await t.page('/b');
    await t.page('/c');
    await t.page('/a');
    expect(t.renders()).toBe(4);
    await t.page('/c');
    expect(t.renders()).toBe(4);
  });
});
