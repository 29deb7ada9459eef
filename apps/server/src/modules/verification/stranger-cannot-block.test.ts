// A stranger who asks for someone's codes, or guesses at them, from elsewhere or from the owner's own
// IP, delays the owner's sign-in by a few minutes at most (decision 054). Through the HTTP API, on a
// clock the test moves, for staff sign-in and for an applicant's verification.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeCodes } from '../../db/schema';
import { useClockedTestApp } from '../../../test/support/clocked-test-app';
import { CODE_RULES } from './code.service';

/** The longest a stranger may keep the owner waiting for a code. */
const A_FEW_MINUTES = 5 * 60;
const OWNER_IP = '203.0.113.1';

const TARGETS = [
  {
    name: 'staff sign-in',
    to: 'admin@example.com',
    send: '/api/staff/login_otp',
    check: '/api/staff/login',
  },
  {
    name: 'verification',
    to: 'asha@example.com',
    send: '/api/send_email_otp',
    check: '/api/verify_otp',
  },
];

describe.each(TARGETS)('$name with a stranger in the way', (target) => {
  const t = useClockedTestApp();

  const ask = async (ip: string, email = target.to) =>
    t.app.inject({ method: 'POST', url: target.send, payload: { email }, remoteAddress: ip });
  const enter = async (otp: string, ip: string, email = target.to) =>
    (
      await t.app.inject({
        method: 'POST',
        url: target.check,
        payload: { email, otp },
        remoteAddress: ip,
      })
    ).statusCode;

  async function latestCode(): Promise<string> {
    await t.app.background.settled();
    const response = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${target.to}` });
    const code = /code is (\d+)\./.exec(response.json<{ text: string }[]>()[0]?.text ?? '')?.[1];
    if (!code) throw new Error(`no code sent to ${target.to}`);
    return code;
  }
  const wrong = (code: string) => code.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));

  /** The owner asks until a code is sent to them, waiting as told; how long they waited. */
  async function ownerAsks(): Promise<number> {
    let waited = 0;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await ask(OWNER_IP);
      if (answer.statusCode === 200) return waited;
      expect(answer.statusCode).toBe(429);
      const wait = Number(answer.headers['retry-after']);
      waited += wait;
      t.clock.advance(wait);
    }
    throw new Error('the owner was never sent a code');
  }

  it('lets the owner in within a few minutes of five requests from strangers elsewhere, 30 seconds apart', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await ask(`198.51.100.${i}`)).statusCode).toBe(200);
      t.clock.advance(30);
    }
    const waited = await ownerAsks();
    expect(waited).toBeLessThanOrEqual(A_FEW_MINUTES);
    expect(await enter(await latestCode(), OWNER_IP)).toBe(200);
  });

  it("lets the owner in within a few minutes when the stranger uses the owner's own IP up", async () => {
    // Twenty codes for other addresses and five for the owner's, from the owner's IP.
    for (let i = 0; i < 20; i += 1) {
      expect((await ask(OWNER_IP, `someone${i}@example.com`)).statusCode).toBe(200);
    }
    for (let i = 0; i < 5; i += 1) {
      await ask(OWNER_IP);
      t.clock.advance(30);
    }
    const waited = await ownerAsks();
    expect(waited).toBeLessThanOrEqual(A_FEW_MINUTES);
    expect(await enter(await latestCode(), OWNER_IP)).toBe(200);
  });

  it("never spends the owner's tries on a stranger's wrong guesses from elsewhere", async () => {
    expect((await ask(OWNER_IP)).statusCode).toBe(200);
    const code = await latestCode();
    for (let i = 0; i < 3 * CODE_RULES.maxTries; i += 1) {
      expect(await enter(wrong(code), `198.51.100.${i}`)).toBe(400);
    }
    expect(await enter(code, OWNER_IP)).toBe(200);
  });

  it("accepts the owner's right code after a stranger's 30 wrong guesses from the owner's IP", async () => {
    for (let i = 0; i < CODE_RULES.failedChecksPerIpPerHour; i += 1) {
      expect(await enter('1234', OWNER_IP, `someone${i}@example.com`)).toBe(400);
    }
    expect(await enter('1234', OWNER_IP, 'someone@example.com')).toBe(429);
    expect((await ask(OWNER_IP)).statusCode).toBe(200);
    expect(await enter(await latestCode(), OWNER_IP)).toBe(200);
  });

  it('keeps an IP past its failed checks from spending the tries of codes asked for elsewhere', async () => {
    for (let i = 0; i < CODE_RULES.failedChecksPerIpPerHour; i += 1) {
      expect(await enter('1234', '198.51.100.7', `someone${i}@example.com`)).toBe(400);
    }
    expect((await ask(OWNER_IP)).statusCode).toBe(200);
    const code = await latestCode();
    expect(await enter(wrong(code), '198.51.100.7')).toBe(429);
    const [row] = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.address, target.to));
    expect(row).toMatchObject({ attempts: 0, requesterAttempts: 0 });
    expect(await enter(code, OWNER_IP)).toBe(200);
  });
});
