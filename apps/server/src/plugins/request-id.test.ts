import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/support/app';
import { createLogger } from '../app';

/** Every log line the app writes, parsed. */
const lines: Record<string, unknown>[] = [];
const destination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n')) {
      if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
    }
    done();
  },
});

const t = useTestApp({ logger: createLogger({ logLevel: 'info' }, { destination }) });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('keeps a safe X-Request-Id from the caller and answers it back', async () => {
    const id = 'lb-7f3a.2024_11-25';
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': id },
    });
    expect(response.headers['x-request-id']).toBe(id);
  });

  it('makes up a UUID, different for each request, when the caller sends none', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/health' });
    const second = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('replaces an id that could forge or flood log lines with one of its own', async () => {
    for (const unsafe of [
      'abc def',
      'id"},"level":60,"msg":"forged',
      'x'.repeat(129),
      '../../etc',
      '',
      'ok-id, ok-id',
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': unsafe },
      });
      expect(response.headers['x-request-id'], unsafe).toMatch(UUID);
    }
  });

  it('answers the id on errors too', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-route',
      headers: { 'x-request-id': 'trace-404' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-request-id']).toBe('trace-404');
  });

  it('puts the id in every log line of the request', async () => {
    lines.length = 0;
    await t.app.inject({
      method: 'GET',
      url: '/api/membership',
      headers: { 'x-request-id': 'trace-logs-1' },
    });
    const generated = await t.app.inject({ method: 'GET', url: '/api/membership' });
    const ofFirst = lines.filter((line) => line.reqId === 'trace-logs-1');
    expect(ofFirst.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    const ofSecond = lines.filter((line) => line.reqId === generated.headers['x-request-id']);
    expect(ofSecond).toHaveLength(2);
    expect(lines.every((line) => typeof line.reqId === 'string')).toBe(true);
  });
});
