import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/support/app';
import { staffBearer } from '../../test/support/tokens';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
let publicText = '';
const LARGE = Buffer.from(
  JSON.stringify({ rows: Array.from({ length: 9000 }, (_, id) => ({ id })) }),
);
const PDF = Buffer.from(`%PDF-1.7\n${'0 0 0 rg\n'.repeat(600)}%%EOF\n`);

const t = useTestApp({
  extend(app) {
    // Formats that are compressed already: zlib would spend CPU for nothing.
    app.get('/api/test/compression/pdf', (_request, reply) =>
      reply.type('application/pdf').send(PDF),
    );
    app.get('/api/test/compression/png', (_request, reply) => reply.type('image/png').send(PDF));
    app.get('/api/test/compression/public', (_request, reply) =>
      reply.type('application/json').send(publicText),
    );
    app.get('/api/test/compression/large', (_request, reply) =>
      reply.header('vary', 'Cookie').type('application/json').send(LARGE),
    );
  },
});

describe('API answers compressed where it pays', () => {
  it('compresses a JSON answer of 1 kB or more with brotli for a browser', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/membership' });
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESSION_THRESHOLD_BYTES);

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/membership',
      headers: BROWSER,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    // Compressed whole, so its length is known up front (a streamed export's is not, below).
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(plain.json());
  });

  it('gzips it for a client that takes gzip only, and sends it plain to one that takes neither', async () => {
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/api/membership',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url: '/api/membership' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it("compresses a large answer off the event loop, keeping the route's own Vary", async () => {
    expect(LARGE.length).toBeGreaterThan(64 * 1024);
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/test/compression/large',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['vary']).toBe('Cookie, Accept-Encoding');
      expect(decompress(response.rawPayload).equals(LARGE)).toBe(true);
    }
  });

  it('sends a public answer kept compressed only while its text is the same', async () => {
    const get = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/test/compression/public',
        headers: BROWSER,
      });
      expect(response.headers['content-encoding']).toBe('br');
      return brotliDecompressSync(response.rawPayload).toString();
    };
    for (const fee of [50_000, 50_000, 17_000, 50_000]) {
      publicText = JSON.stringify({ fees: Array.from({ length: 300 }, () => fee) });
      expect(await get()).toBe(publicText);
    }
  });

  it('sends an answer asked for again compressed at brotli’s best quality, once that is ready', async () => {
    // Varied enough for the best quality to matter (about 590 bytes quick, 450 best).
    const words = ['sound', 'light', 'stage', 'event', 'wedding', 'decor', 'catering', 'truss'];
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
    publicText = JSON.stringify({
      members: Array.from({ length: 80 }, (_, id) => ({
        id,
        company: [next(), next(), next()].map((n) => words[n % words.length]).join(' '),
        fee: next() % 100_000,
      })),
    });
    const best = brotliCompressSync(publicText, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    });
    const get = () =>
      t.app.inject({ method: 'GET', url: '/api/test/compression/public', headers: BROWSER });
    const first = await get();
    expect(first.rawPayload.length).toBeGreaterThan(best.length + 50); // the quick copy
    await expect
      .poll(async () => {
        const answer = await get();
        expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(publicText);
        return answer.rawPayload.length;
      })
      .toBeLessThanOrEqual(best.length + 16);
  });

  it('leaves a JSON answer under 1 kB as it is', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: BROWSER });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ success: true });
  });

  it('never compresses PDFs or images', async () => {
    for (const url of ['/api/test/compression/pdf', '/api/test/compression/png']) {
      const response = await t.app.inject({ method: 'GET', url, headers: BROWSER });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBeUndefined();
      expect(response.rawPayload.equals(PDF), url).toBe(true);
    }
  });

  it('still streams a CSV export, compressed', async () => {
    const headers = { ...(await staffBearer(t.app, t.db, 'admin@example.com')), ...BROWSER };
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/staff/export/members.csv',
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    // No length up front: the rows are compressed as they are read, never gathered first.
    expect(response.headers['content-length']).toBeUndefined();
    const csv = brotliDecompressSync(response.rawPayload).toString();
    expect(csv.split('\r\n')[0]).toMatch(/^\uFEFFMember number,/);
  });
});
