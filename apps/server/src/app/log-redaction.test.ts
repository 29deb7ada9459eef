// Links that act as passwords never reach the request log: the app's log keeps the address with every
// token replaced (issue #27), whichever route answers, a page or a call, found or not.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/support/app';
import { createLogger } from '../app';
import { redactUrl } from './log-redaction';

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

const t = useTestApp({ logger: createLogger({ logLevel: 'info' }, { destination: sink }) });

describe('the request log', () => {
  it('keeps no token of a proposer, payment, renewal or unsubscribe link', async () => {
    const links = [
      '/application/12/MTI=/approve?t=SECRET-PROPOSER-1',
      '/renew-checkout-revive/Mw==?h=7&t=SECRET-RENEWAL-2&type=renew',
      '/api/payment/7/renew/SECRET-PAYMENT-3',
      '/api/payment/7/renew/SECRET-PAYMENT-4/WELCOME10',
      '/api/reminders/unsubscribe?m=3&t=SECRET-UNSUBSCRIBE-5',
      '/api/reminders/unsubscribe?token=SECRET-6&m=3',
    ];
    lines.length = 0;
    for (const url of links) await t.app.inject({ method: 'GET', url });
    const log = lines.join('\n');
    expect(log).toContain('[redacted]');
    expect(log).not.toMatch(/SECRET/);
    expect(log).toContain('/api/payment/7/renew/[redacted]/WELCOME10');
  });
});

describe('redactUrl', () => {
  it('replaces token parameters and the payment link token, and nothing else', () => {
    expect(redactUrl('/api/reminders/unsubscribe?m=3&t=abc&type=renew')).toBe(
      '/api/reminders/unsubscribe?m=3&t=[redacted]&type=renew',
    );
    expect(redactUrl('/api/payment/9/register/tok.en')).toBe('/api/payment/9/register/[redacted]');
    expect(redactUrl('/api/staff/applications?page=2&type=x')).toBe(
      '/api/staff/applications?page=2&type=x',
    );
  });

  it('takes a moment on the longest address Node takes (its 16 kB header limit)', () => {
    const hostile = `/x?${'t=&'.repeat(5_400)}`;
    const started = performance.now();
    expect(redactUrl(hostile)).toHaveLength(hostile.length + 5_400 * '[redacted]'.length);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
