import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portico/domain/messages';
import { useTestApp } from '../../../test/support/app';
import { useClockedTestApp } from '../../../test/support/clocked-test-app';
import { applicantBearer } from '../../../test/support/tokens';
import { auditLog, staff } from '../../db/schema';
import { STAFF_AUTH_MESSAGES } from './staff-auth.service';

const t = useTestApp();

async function post(url: string, payload: Record<string, unknown>, remoteAddress?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

async function me(headers: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url: '/api/staff/me', headers });
  return { status: response.statusCode, body: response.json() };
}

async function mailsTo(to: string): Promise<{ subject: string | null; text: string }[]> {
  // Sign-in codes leave in the background.
  await t.app.background.settled();
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(to)}`,
  });
  return response.json();
}

async function codeSentTo(to: string): Promise<string> {
  const [latest] = await mailsTo(to);
  const code = /code is (\d+)\./.exec(latest?.text ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

const wrong = (code: string) => code.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));

describe('staff sign-in', () => {
  it('signs a zone manager in with an emailed code: token with roles and zones, /me, audit', async () => {
    const sent = await post('/api/staff/login_otp', { email: 'ZM.North@Example.com' });
    expect(sent).toMatchObject({
      status: 200,
      body: { success: true, message: STAFF_AUTH_MESSAGES.codeSent },
    });
    const [mail] = await mailsTo('zm.north@example.com');
    expect(mail?.subject).toBe(
      'Your staff sign-in code for Association of Event & Entertainment Businesses',
    );

    const code = await codeSentTo('zm.north@example.com');
    const login = await post('/api/staff/login', { email: 'zm.north@example.com', otp: code });
    expect(login.status).toBe(200);
    const profile = {
      id: expect.any(Number),
      email: 'zm.north@example.com',
      name: 'North Zone Manager',
      roles: ['zone_manager'],
      zones: ['north'],
    };
    expect(login.body).toEqual({ success: true, token: expect.any(String), data: profile });

    const { principal } = await t.app.tokens.verify(login.body.token);
    expect(principal).toEqual({
      kind: 'staff',
      staffId: login.body.data.id,
      email: 'zm.north@example.com',
      roles: ['zone_manager'],
      zones: ['north'],
    });
    const authorization = `Bearer ${login.body.token}`;
    expect(await me({ authorization })).toEqual({
      status: 200,
      body: { success: true, data: profile },
    });

    // A code works once.
    const replay = await post('/api/staff/login', { email: 'zm.north@example.com', otp: code });
    expect(replay.status).toBe(400);

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'staff.login'));
    expect(entry).toMatchObject({
      actor: `staff:${login.body.data.id}`,
      entity: 'staff',
      entityId: String(login.body.data.id),
      after: { email: 'zm.north@example.com', roles: ['zone_manager'], zones: ['north'] },
    });
  });

  it('answers any other email exactly as it answers staff, and sends it nothing', async () => {
    const answers = [];
    for (const [index, email] of [
      'admin@example.com',
      'nobody@example.com',
      'member1@example.com',
      'asha.rao@example.com',
    ].entries()) {
      const response = await post('/api/staff/login_otp', { email }, `10.0.0.${index + 1}`);
      answers.push({ status: response.status, body: response.body });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({
      status: 200,
      body: { success: true, message: STAFF_AUTH_MESSAGES.codeSent, code_length: 4 },
    });
    expect(await mailsTo('admin@example.com')).toHaveLength(1);
    expect(await mailsTo('nobody@example.com')).toEqual([]);
    expect(await mailsTo('member1@example.com')).toEqual([]);

    // The same throttle applies, with the same answer.
    const again = await Promise.all(
      ['admin@example.com', 'nobody@example.com'].map((email, index) =>
        post('/api/staff/login_otp', { email }, `10.0.0.${index + 1}`),
      ),
    );
    expect(again.map((response) => response.status)).toEqual([429, 429]);
    expect(again[0]?.body.message).toMatch(
      /^Please wait \d+ seconds? before requesting a new code$/,
    );
    expect(again[1]?.body.message).toMatch(
      /^Please wait \d+ seconds? before requesting a new code$/,
    );
    expect(again[0]?.headers['retry-after']).toBeDefined();
    expect(again[1]?.headers['retry-after']).toBeDefined();

    // And a guess at a code fails the same way.
    for (const email of ['admin@example.com', 'nobody@example.com']) {
      const guess = await post('/api/staff/login', { email, otp: '0000' });
      expect(guess).toMatchObject({
        status: 400,
        body: { success: false, message: MESSAGES.otpFailed },
      });
    }
  });

  it('refuses a wrong code and a code issued for another purpose', async () => {
    await post('/api/staff/login_otp', { email: 'accounts@example.com' });
    const code = await codeSentTo('accounts@example.com');
    const bad = await post('/api/staff/login', { email: 'accounts@example.com', otp: wrong(code) });
    expect(bad).toMatchObject({ status: 400, body: { message: MESSAGES.otpFailed } });

    // An applicant verification code for the same address is no sign-in code.
    await post('/api/send_email_otp', { email: 'gb1@example.com' });
    const verifyCode = await codeSentTo('gb1@example.com');
    const crossed = await post('/api/staff/login', { email: 'gb1@example.com', otp: verifyCode });
    expect(crossed.status).toBe(400);

    const invalid = await post('/api/staff/login', { email: 'accounts@example.com', otp: '12' });
    expect(invalid).toMatchObject({ status: 400, body: { message: MESSAGES.otpInvalid } });
    const noEmail = await post('/api/staff/login_otp', { email: 'not-an-email' });
    expect(noEmail.status).toBe(400);
  });

  it('never signs in an inactive staff member', async () => {
    // A code sent while active, then the account is deactivated.
    await post('/api/staff/login_otp', { email: 'gb2@example.com' });
    const code = await codeSentTo('gb2@example.com');
    await t.db.update(staff).set({ active: false }).where(eq(staff.email, 'gb2@example.com'));
    const login = await post('/api/staff/login', { email: 'gb2@example.com', otp: code });
    expect(login).toMatchObject({ status: 400, body: { message: MESSAGES.otpFailed } });

    // An inactive account gets the usual answer and no code.
    await t.db.update(staff).set({ active: false }).where(eq(staff.email, 'office@example.com'));
    const sent = await post('/api/staff/login_otp', { email: 'office@example.com' }, '10.0.1.1');
    expect(sent).toMatchObject({ status: 200, body: { message: STAFF_AUTH_MESSAGES.codeSent } });
    expect(await mailsTo('office@example.com')).toEqual([]);
  });

  it("cannot be locked out by a stranger's wrong codes: guesses at an address sent no code count against nothing but the guesser", async () => {
    // 20 wrong codes used to lock the address for a day; now they only use up the guessers' allowance.
    for (let i = 0; i < 50; i += 1) {
      const guess = await post(
        '/api/staff/login',
        { email: 'admin@example.com', otp: '0000' },
        `198.51.100.${i % 2}`,
      );
      expect(guess.status).toBe(400);
    }

    // The owner, elsewhere, is sent a code of the usual length and signs in with it.
    const sent = await post('/api/staff/login_otp', { email: 'admin@example.com' }, '203.0.113.5');
    expect(sent).toMatchObject({ status: 200, body: { code_length: 4 } });
    const code = await codeSentTo('admin@example.com');
    const login = await post(
      '/api/staff/login',
      { email: 'admin@example.com', otp: code },
      '203.0.113.5',
    );
    expect(login.status).toBe(200);
  });

  it('GET /api/staff/me: 401 without a token or once deactivated, 403 for an applicant', async () => {
    expect((await me({})).status).toBe(401);
    const applicant = await applicantBearer(t.app, { emails: ['asha.rao@example.com'] });
    expect((await me(applicant)).status).toBe(403);

    await post('/api/staff/login_otp', { email: 'office@example.com' });
    const login = await post('/api/staff/login', {
      email: 'office@example.com',
      otp: await codeSentTo('office@example.com'),
    });
    const authorization = `Bearer ${login.body.token}`;
    expect((await me({ authorization })).body.data.roles).toEqual(['office']);
    await t.db.update(staff).set({ active: false }).where(eq(staff.email, 'office@example.com'));
    expect((await me({ authorization })).status).toBe(401);
  });
});

describe('staff sign-in codes under the configured per-IP limit', () => {
  const limited = useTestApp({ config: (config) => ({ ...config, otpSendsPerIpPerHour: 2 }) });

  it('counts every code asked from one IP against OTP_SENDS_PER_IP_PER_HOUR, not a default', async () => {
    const ask = (email: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/staff/login_otp',
        payload: { email },
        remoteAddress: '10.9.9.9',
      });
    expect((await ask('admin@example.com')).statusCode).toBe(200);
    expect((await ask('office@example.com')).statusCode).toBe(200);
    const third = await ask('accounts@example.com');
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/^Too many codes were requested\./);
  });
});

describe('staff sign-in codes under the configured per-address limit', () => {
  const limited = useClockedTestApp({
    config: (config) => ({ ...config, otpSendsPerAddressPerHour: 2 }),
  });

  it('counts the codes sent to one address against OTP_SENDS_PER_ADDRESS_PER_HOUR', async () => {
    const ask = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/staff/login_otp',
        payload: { email: 'admin@example.com' },
      });
    expect((await ask()).statusCode).toBe(200);
    limited.clock.advance(31);
    expect((await ask()).statusCode).toBe(200);
    limited.clock.advance(31);
    const third = await ask();
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/^Too many codes were requested for this email\./);
  });
});

describe('staff sign-in codes under the configured resend interval', () => {
  const quick = useClockedTestApp({
    config: (config) => ({ ...config, otpResendAfterSeconds: 5 }),
  });

  it('sends the next code to an address OTP_RESEND_AFTER_SECONDS after the last, not 30', async () => {
    const ask = () =>
      quick.app.inject({
        method: 'POST',
        url: '/api/staff/login_otp',
        payload: { email: 'admin@example.com' },
      });
    expect((await ask()).statusCode).toBe(200);
    quick.clock.advance(3);
    const early = await ask();
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toBe('Please wait 2 seconds before requesting a new code');
    quick.clock.advance(3);
    expect((await ask()).statusCode).toBe(200);
  });
});
