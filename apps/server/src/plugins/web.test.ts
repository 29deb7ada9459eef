import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/support/app';

const INDEX_HTML = '<!doctype html><title>Portico</title><div id="root"></div>';
const SCRIPT = `console.log(${JSON.stringify('portico '.repeat(400))})`;

/** A file with its .br and .gz siblings, as the web build writes them. */
function writeWithCompressed(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

const dist = mkdtempSync(join(tmpdir(), 'portico-web-'));
mkdirSync(join(dist, 'assets'));
writeWithCompressed(join(dist, 'index.html'), INDEX_HTML);
writeWithCompressed(join(dist, 'assets', 'index-3f2a1b.js'), SCRIPT);
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const varies = (headers: Record<string, unknown>) =>
  String(headers['vary'] ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

describe('web app served by the API server', () => {
  const t = useTestApp({ config: (config) => ({ ...config, webDistDir: dist }) });

  it('serves index.html at / without long caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it('lets browsers keep hashed assets for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-3f2a1b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends a script the headers a script reads, not a document's", async () => {
    const { headers } = await t.app.inject({ method: 'GET', url: '/assets/index-3f2a1b.js' });
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    const documentOnly = [
      'content-security-policy',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    expect(documentOnly.filter((name) => name in headers)).toEqual([]);
    // Never revalidated (its name changes with its content): no validators.
    expect(headers.etag).toBeUndefined();
    expect(headers['last-modified']).toBeUndefined();
    // A page keeps them all.
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(documentOnly.filter((name) => !(name in page.headers))).toEqual([]);
  });

  it('sends the brotli file to a browser that takes br, kept for a year', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-3f2a1b.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varies(response.headers)).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip file to a browser that takes gzip only', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-3f2a1b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varies(response.headers)).toBe(true);
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file itself to a client that takes no compression', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-3f2a1b.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varies(response.headers)).toBe(true);
    expect(response.body).toBe(SCRIPT);
  });

  it('sends index.html compressed and never long-cached, at / and on client-side routes', async () => {
    for (const url of ['/', '/index.html', '/register/user/select-membership']) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(varies(response.headers), url).toBe(true);
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(INDEX_HTML);
    }
  });

  it('serves other files with revalidation', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers client-side routes with index.html', async () => {
    for (const url of ['/register/user/select-membership', '/app/plan-status?x=1', '/login']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('answers a missing asset with 404, not with the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-old.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });

  it('keeps API routes and API 404s as JSON', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/membership' })).statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Not found' });
  });
});

describe('without a web build', () => {
  const t = useTestApp();

  it('tells the developer to build the web app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/register/user/select-membership' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    expect(response.body).toContain('npm run build');
  });

  it('still answers the API', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
