// The availability checks of an email and a number are limited per client IP, like the membership
// check: a person checks a few addresses, an enumeration checks thousands. The budget is an hour's,
// counted from the first check (30 a minute let one IP make 1,800 an hour). Past it a 429 with
// Retry-After, in the API's envelope; another IP is unaffected.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';

const t = useTestApp();

function check(path: string, ip: string) {
  return t.app.inject({ method: 'GET', url: path, remoteAddress: ip });
}

describe.each([
  ['verify_email', (n: number) => `/api/verify_email/someone${n}@example.com`],
  [
    'verify_mobile_number',
    (n: number) => `/api/verify_mobile_number/98765${String(n).padStart(5, '0')}`,
  ],
])('%s rate limit', (_name, pathOf) => {
  it('answers 429 with Retry-After once an IP has made too many checks', async () => {
    // 20 an hour from the first check, whatever the pace: the 21st within the hour is refused.
    const max = 20;

    for (let n = 1; n <= max; n += 1) {
      expect((await check(pathOf(n), '203.0.113.9')).statusCode, `check ${n}`).toBe(200);
    }
    const refused = await check(pathOf(max + 1), '203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(refused.json()).toEqual({
      success: false,
      message: expect.stringMatching(/^Too many checks\. Please try again in /),
    });

    // Someone else is not held up.
    expect((await check(pathOf(1), '198.51.100.21')).statusCode).toBe(200);
  });
});
