// The public membership check is limited per client IP, so nobody can walk the sequential member
// numbers: 20 an hour counted from the first check (30 a minute let one IP walk 1,800 numbers an
// hour); past them a 429 with Retry-After, in the API's envelope; another IP is unaffected.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';

const t = useTestApp();

function check(number: string, ip: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/validate_membership?number=${number}`,
    remoteAddress: ip,
  });
}

describe('validate_membership rate limit', () => {
  it('answers 429 with Retry-After once an IP has made too many checks', async () => {
    // 20 an hour from the first check, whatever the pace: the 21st within the hour is refused.
    const max = 20;
    for (let n = 1; n <= max; n += 1) {
      const answer = await check(`PM-${String(n).padStart(5, '0')}`, '203.0.113.7');
      expect(answer.statusCode, `check ${n}`).toBe(200);
    }
    const refused = await check('PM-99999', '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(refused.json()).toEqual({
      success: false,
      message: expect.stringMatching(/^Too many membership checks\. Please try again in /),
    });

    // Someone else is not held up.
    expect((await check('PM-00001', '198.51.100.20')).statusCode).toBe(200);
  });
});
