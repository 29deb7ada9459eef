// A per-IP limit counts the requests every server process answered (decision 027): two processes on
// one PostgreSQL database share the membership check's 20 an hour, in the database by default and in
// Redis when REDIS_URL is set.
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestContext } from '../../test/support/app';
import { getTestDatabase } from '../../test/support/database';
import { TEST_REDIS_URL } from '../../test/support/redis';
import { useSecondProcess, type SecondProcess } from '../../test/support/second-process';
import { buildApp, type App } from '../app';
import type { Config } from '../config';
import { MEMBERSHIP_CHECK_RATE_LIMIT } from '../modules/members/members.routes';

function check(app: App, ip: string) {
  return app.inject({
    method: 'GET',
    url: '/api/validate_membership?number=PM-00001',
    remoteAddress: ip,
  });
}

/** An address of the documentation range no other test (or earlier run, in Redis) used. */
const freshIp = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;

async function sharesTheLimit(first: App, second: App) {
  const ip = freshIp();
  const { max } = MEMBERSHIP_CHECK_RATE_LIMIT;
  for (let n = 1; n <= max; n += 1) {
    const answer = await check(n % 2 ? first : second, ip);
    expect(answer.statusCode, `check ${n}`).toBe(200);
  }
  for (const app of [first, second]) {
    const refused = await check(app, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
  }
  expect((await check(second, freshIp())).statusCode).toBe(200);
}

function describeTwoProcesses(
  name: string,
  options: { config?: (config: Config) => Config; skip?: boolean },
  body: (t: TestContext, other: SecondProcess) => void,
) {
  describe.skipIf(options.skip)(name, () => {
    const t = useTestApp(options.config ? { config: options.config } : {});
    const other = useSecondProcess(t, options.config ? { config: options.config } : {});
    body(t, other);
  });
}

describeTwoProcesses('the membership check limit, counted in PostgreSQL', {}, (t, other) => {
  it('is shared by two processes on one database', async (context) => {
    if (t.driver !== 'postgres') context.skip();
    await sharesTheLimit(t.app, other.app);
  });
});

describeTwoProcesses(
  'the membership check limit, counted in Redis (REDIS_URL)',
  {
    skip: !TEST_REDIS_URL,
    config: (config) => ({ ...config, redisUrl: TEST_REDIS_URL }),
  },
  (t, other) => {
    it('is shared by two processes', async (context) => {
      if (t.driver !== 'postgres') context.skip();
      await sharesTheLimit(t.app, other.app);
    });
  },
);

describe('REDIS_URL naming a Redis that does not answer', () => {
  it('stops the start with a line naming it', async () => {
    const { db, driver, config } = await getTestDatabase();
    await expect(
      buildApp({ config: { ...config, redisUrl: 'redis://127.0.0.1:1' }, db, driver }),
    ).rejects.toThrow(/^REDIS_URL: cannot connect to Redis/);
  });
});
