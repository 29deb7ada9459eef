// A device that proved an address before keeps a reserve of codes strangers cannot touch (decision
// 071): a stranger who, from many IPs, asks for a new code the moment each wait ends and makes five
// wrong guesses at each from other IPs, for an hour, cannot keep the owner out. Through the HTTP
// API, on a clock the test moves, for staff and member sign-in and for an applicant's verification.
import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { oneTimeCodes, signInDevices, staff } from '../../db/schema';
import { useClockedTestApp } from '../../../test/support/clocked-test-app';
import { staffBearer } from '../../../test/support/tokens';
import { CODE_RULES } from './code.service';
import { DEVICE_COOKIE, DEVICE_COOKIE_SECONDS } from './device-cookie';

/** The longest a stranger may keep the owner waiting for a code. */
const A_FEW_MINUTES = 5 * 60;
const OWNER_IP = '203.0.113.1';

const TARGETS = [
  {
    name: 'staff sign-in',
    to: 'office@example.com',
    other: 'accounts@example.com',
    send: '/api/staff/login_otp',
    check: '/api/staff/login',
    field: 'email',
  },
  {
    name: 'member sign-in',
    to: 'member1@example.com',
    other: 'member2@example.com',
    send: '/api/login_otp',
    check: '/api/login',
    field: 'email_phone',
  },
  {
    name: 'verification',
    to: 'asha@example.com',
    other: 'ravi@example.com',
    send: '/api/send_email_otp',
    check: '/api/verify_otp',
    field: 'email',
  },
];

/** The `portico_device=…` pair a response set, or null. */
function deviceCookieOf(response: LightMyRequestResponse): string | null {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  const pair = cookies
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((value) => value.startsWith(`${DEVICE_COOKIE}=`));
  return pair ?? null;
}

const wrong = (code: string) => code.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));

describe.each(TARGETS)('$name from a remembered device', (target) => {
  const t = useClockedTestApp();
  // A code still on its way would reach the next test's outbox.
  afterEach(async () => {
    await t.app.background.settled();
  });
  let strangerIps = 0;
  /** A new IP for each of the stranger's requests: no per-IP limit ever slows them. */
  const strangerIp = () => {
    strangerIps += 1;
    return `10.${(strangerIps >> 16) & 255}.${(strangerIps >> 8) & 255}.${strangerIps & 255}`;
  };
  const withCookie = (cookie: string | null) => (cookie ? { cookie } : {});

  const ask = async (ip: string, cookie: string | null = null, to = target.to) =>
    t.app.inject({
      method: 'POST',
      url: target.send,
      payload: { [target.field]: to },
      remoteAddress: ip,
      headers: withCookie(cookie),
    });
  const enter = async (otp: string, ip: string, cookie: string | null = null, to = target.to) =>
    t.app.inject({
      method: 'POST',
      url: target.check,
      payload: { [target.field]: to, otp },
      remoteAddress: ip,
      headers: withCookie(cookie),
    });

  async function latestCode(to = target.to): Promise<string> {
    await t.app.background.settled();
    const response = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${to}` });
    const code = /code is (\d+)\./.exec(response.json<{ text: string }[]>()[0]?.text ?? '')?.[1];
    if (!code) throw new Error(`no code sent to ${to}`);
    return code;
  }

  /** A sign-in by code with nobody in the way: the device cookie it sets. */
  async function signIn(to = target.to, ip = OWNER_IP, presented: string | null = null) {
    expect((await ask(ip, presented, to)).statusCode).toBe(200);
    const entered = await enter(await latestCode(to), ip, presented, to);
    expect(entered.statusCode).toBe(200);
    const cookie = deviceCookieOf(entered);
    expect(cookie).not.toBeNull();
    return cookie ?? '';
  }

  /**
   * The stranger's move: a new code the moment the address's wait allows, from a new IP, and five
   * wrong guesses at it from five more. The seconds until it may ask again (0 when it just did).
   */
  async function strangerMoves(): Promise<number> {
    const answer = await ask(strangerIp());
    if (answer.statusCode === 429) return Number(answer.headers['retry-after']);
    expect(answer.statusCode).toBe(200);
    const code = await latestCode();
    for (let i = 0; i < CODE_RULES.maxTries; i += 1) {
      expect((await enter(wrong(code), strangerIp())).statusCode).toBe(400);
    }
    return 0;
  }

  /** The stranger at it until `seconds` have gone by, asking again the moment each wait ends. */
  async function attackFor(seconds: number) {
    const end = t.clock.now().getTime() + seconds * 1000;
    while (t.clock.now().getTime() < end) {
      const wait = await strangerMoves();
      if (wait > 0) t.clock.advance(wait);
    }
  }

  /**
   * The owner signs in from their device while the stranger keeps at it, always first: whenever
   * the owner asks, the stranger has just asked (if its wait allowed) and guessed. How long the
   * owner waited, and the device's new cookie.
   */
  async function ownerSignsIn(cookie: string): Promise<{ waited: number; cookie: string }> {
    let waited = 0;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await strangerMoves();
      const answer = await ask(OWNER_IP, cookie);
      if (answer.statusCode === 200) {
        const code = await latestCode();
        await strangerMoves();
        const entered = await enter(code, OWNER_IP, cookie);
        if (entered.statusCode === 200) return { waited, cookie: deviceCookieOf(entered) ?? '' };
      } else {
        expect(answer.statusCode).toBe(429);
        const wait = Number(answer.headers['retry-after']);
        waited += wait;
        t.clock.advance(wait);
      }
    }
    throw new Error(`the owner was kept out (waited ${waited} s)`);
  }

  it('lets the owner in at once, again and again, through an hour of a stranger asking and guessing from many IPs', async () => {
    let cookie = await signIn();
    for (const minutes of [10, 20, 20]) {
      await attackFor(minutes * 60);
      const signedIn = await ownerSignsIn(cookie);
      expect(signedIn.waited).toBeLessThanOrEqual(A_FEW_MINUTES);
      expect(signedIn.waited).toBe(0);
      // Each sign-in gives the device a new secret.
      expect(signedIn.cookie).not.toBe(cookie);
      cookie = signedIn.cookie;
    }
    // The stranger really was at it: the address was sent codes all along.
    const sent = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.address, target.to));
    expect(sent.length).toBeGreaterThan(15);
  });

  it("never lets a stranger's requests replace the device's code, nor their guesses, from any IP or with their own device's cookie, spend it", async () => {
    const cookie = await signIn();
    const strangersCookie = await signIn(target.other, '198.51.100.200');
    t.clock.advance(CODE_RULES.resendAfterSeconds);
    expect((await ask(OWNER_IP, cookie)).statusCode).toBe(200);
    const code = await latestCode();
    t.clock.advance(CODE_RULES.resendAfterSeconds);
    expect((await ask(strangerIp())).statusCode).toBe(200);
    expect((await ask(strangerIp(), strangersCookie)).statusCode).toBe(429);
    for (let i = 0; i < 3 * CODE_RULES.maxTries; i += 1) {
      const ip = i % 2 === 0 ? strangerIp() : OWNER_IP;
      const cookieOfStranger = i % 3 === 0 ? strangersCookie : null;
      expect((await enter(wrong(code), ip, cookieOfStranger)).statusCode).toBe(400);
    }
    const [deviceCode] = await t.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.address, target.to), isNotNull(oneTimeCodes.deviceId)));
    expect(deviceCode).toMatchObject({ attempts: 0, requesterAttempts: 0, consumedAt: null });
    expect((await enter(code, OWNER_IP, cookie)).statusCode).toBe(200);
  });

  it('gives no reserve to no cookie, a forged one, another address’s, the one before the last sign-in, or one past its 180 days', async () => {
    const before = await signIn();
    t.clock.advance(CODE_RULES.resendAfterSeconds);
    const cookie = await signIn(target.to, OWNER_IP, before);
    const othersCookie = await signIn(target.other, '198.51.100.200');
    t.clock.advance(CODE_RULES.resendAfterSeconds);
    // A stranger takes the address's next code: for the resend interval nobody else gets one…
    expect((await ask(strangerIp())).statusCode).toBe(200);
    const forged = `${DEVICE_COOKIE}=${randomBytes(32).toString('base64url')}`;
    for (const refused of [null, forged, `${DEVICE_COOKIE}=x`, othersCookie, before]) {
      expect((await ask(OWNER_IP, refused)).statusCode).toBe(429);
    }
    // …but the device that proved the address.
    expect((await ask(OWNER_IP, cookie)).statusCode).toBe(200);
    t.clock.advance(DEVICE_COOKIE_SECONDS + 1);
    expect((await ask(strangerIp())).statusCode).toBe(200);
    expect((await ask(OWNER_IP, cookie)).statusCode).toBe(429);
  });

  it('sends parallel requests with the cookie no more codes than the reserve', async () => {
    const cookie = await signIn();
    const served: number[] = [];
    for (let round = 0; round < CODE_RULES.deviceSendsPerHour + 2; round += 1) {
      t.clock.advance(CODE_RULES.resendAfterSeconds);
      await strangerMoves();
      const answers = await Promise.all(
        Array.from({ length: 10 }, async () => ask(OWNER_IP, cookie)),
      );
      served.push(answers.filter((answer) => answer.statusCode === 200).length);
    }
    expect(served.slice(0, CODE_RULES.deviceSendsPerHour)).toEqual([1, 1, 1]);
    const fromReserve = await t.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.address, target.to), isNotNull(oneTimeCodes.deviceId)));
    expect(fromReserve).toHaveLength(CODE_RULES.deviceSendsPerHour);
  });

  it('never signs anyone in on the cookie alone', async () => {
    const cookie = await signIn();
    t.clock.advance(CODE_RULES.resendAfterSeconds);
    expect((await ask(OWNER_IP, cookie)).statusCode).toBe(200);
    const code = await latestCode();
    // Wrong codes with the cookie use up the device code's own tries; then even the right one fails.
    for (let i = 0; i < CODE_RULES.maxTries; i += 1) {
      expect((await enter(wrong(code), OWNER_IP, cookie)).statusCode).toBe(400);
    }
    expect((await enter(code, OWNER_IP, cookie)).statusCode).toBe(400);
    expect((await enter('', OWNER_IP, cookie)).statusCode).toBe(400);
    for (const url of ['/api/staff/me', '/api/get_user_details/1', '/api/plan_status/1']) {
      const answer = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(answer.statusCode).toBe(401);
    }
  });
});

describe('a deactivated staff account', () => {
  const t = useClockedTestApp();

  it("ends its devices' reserve", async () => {
    const to = 'office@example.com';
    const ask = async (ip: string, cookie: string | null = null) =>
      t.app.inject({
        method: 'POST',
        url: '/api/staff/login_otp',
        payload: { email: to },
        remoteAddress: ip,
        headers: cookie ? { cookie } : {},
      });
    expect((await ask(OWNER_IP)).statusCode).toBe(200);
    await t.app.background.settled();
    const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${to}` });
    const code = /code is (\d+)\./.exec(outbox.json<{ text: string }[]>()[0]?.text ?? '')?.[1];
    const entered = await t.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: to, otp: code },
      remoteAddress: OWNER_IP,
    });
    expect(entered.statusCode).toBe(200);
    const cookie = deviceCookieOf(entered);
    expect(await t.db.select().from(signInDevices)).toHaveLength(1);

    const [office] = await t.db.select().from(staff).where(eq(staff.email, to));
    const admin = await staffBearer(t.app, t.db, 'admin@example.com');
    for (const active of [false, true]) {
      const changed = await t.app.inject({
        method: 'PATCH',
        url: `/api/staff/staff/${office?.id}`,
        payload: { active },
        headers: admin,
      });
      expect(changed.statusCode).toBe(200);
    }
    expect(await t.db.select().from(signInDevices)).toHaveLength(0);
    t.clock.advance(CODE_RULES.resendAfterSeconds);
    expect((await ask('198.51.100.1')).statusCode).toBe(200);
    expect((await ask(OWNER_IP, cookie)).statusCode).toBe(429);
  });
});
