// The security headers of every answer: a strict Content-Security-Policy that lets the card provider's
// checkout in, no framing, no sniffing, no path or token in a Referer to another site, and HSTS in
// production only. (Uploaded files and receipts: uploads.test.ts, receipts.test.ts.)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/support/app';

const dist = mkdtempSync(join(tmpdir(), 'portico-headers-'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><title>Portico</title><div id="root"></div>',
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** The policy as directive → sources. */
function directives(policy: unknown): Record<string, string[]> {
  expect(typeof policy).toBe('string');
  return Object.fromEntries(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('security headers (development)', () => {
  const t = useTestApp({ config: (config) => ({ ...config, webDistDir: dist }) });

  it('give the web app a strict policy that lets the card provider’s checkout in', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/app/plan-status' });
    expect(page.statusCode).toBe(200);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual([
      "'self'",
      'https://checkout.razorpay.com',
      'https://cdn.razorpay.com',
    ]);
    expect(csp['style-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual([
      "'self'",
      'blob:',
      'https://api.razorpay.com',
      'https://*.razorpay.com',
    ]);
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://api.razorpay.com',
      'https://*.razorpay.com',
    ]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp).not.toHaveProperty('upgrade-insecure-requests');

    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(page.headers).not.toHaveProperty('strict-transport-security');
  });

  it('come with API answers too, errors included, with a policy that lets them load nothing', async () => {
    for (const url of ['/api/membership', '/api/unknown', '/api/getApplication/abc']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(directives(answer.headers['content-security-policy']), url).toEqual({
        'default-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      });
      expect(answer.headers['x-frame-options'], url).toBe('DENY');
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      expect(answer.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      // A document's headers are not an answer's: data is never prefetched, opened or framed.
      for (const documentOnly of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ]) {
        expect(answer.headers, `${url} ${documentOnly}`).not.toHaveProperty(documentOnly);
      }
    }
  });
});

describe('security headers (production)', () => {
  const t = useTestApp({
    config: (config) => ({ ...config, webDistDir: dist, isProduction: true }),
  });

  it('add HSTS everywhere, and upgrade insecure requests on pages', async () => {
    for (const url of ['/', '/api/membership']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.headers['strict-transport-security'], url).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(directives(page.headers['content-security-policy'])).toHaveProperty(
      'upgrade-insecure-requests',
    );
  });
});
