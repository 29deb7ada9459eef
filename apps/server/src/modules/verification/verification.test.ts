import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portico/domain/messages';
import { MailDeliveryError } from '../../adapters/messaging/mail-sender';
import { applications, membershipCategories, oneTimeCodes, outbox } from '../../db/schema';
import { useClockedTestApp, type ClockedTestContext } from '../../../test/support/clocked-test-app';
import { CODE_RULES, hashCode } from './code.service';

type Envelope = {
  success: boolean;
  message: string;
  token?: string;
  errors?: Record<string, string>;
};

function helpers(t: ClockedTestContext) {
  const post = async (
    url: string,
    payload: unknown,
    options: { remoteAddress?: string; headers?: Record<string, string> } = {},
  ) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      ...options,
    });
    return {
      status: response.statusCode,
      headers: response.headers,
      body: response.json<Envelope>(),
    };
  };
  return {
    post,
    sendEmail: (email: string, remoteAddress?: string) =>
      post('/api/send_email_otp', { email }, remoteAddress ? { remoteAddress } : {}),
    sendMobile: (mobile: string) => post('/api/send_mobile_otp', { mobile_number: mobile }),
    verify: (body: Record<string, string>, token?: string, remoteAddress?: string) =>
      post('/api/verify_otp', body, {
        ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
        ...(remoteAddress ? { remoteAddress } : {}),
      }),
    /** The code in the newest message to `to`, read from the dev outbox as a developer would. */
    async codeSentTo(to: string): Promise<string> {
      // Login and staff sign-in codes leave in the background.
      await t.app.background.settled();
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/dev/outbox?to=${encodeURIComponent(to)}`,
      });
      const [latest] = response.json<{ text: string }[]>();
      const code = /code is (\d+)\./.exec(latest?.text ?? '')?.[1];
      if (!code) throw new Error(`no code sent to ${to}`);
      return code;
    },
  };
}

/** A different code of the same length (a guaranteed wrong guess). */
const wrong = (code: string) => code.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));

describe('email verification', () => {
  const t = useClockedTestApp();
  const h = helpers(t);

  it('sends a code by email and verifies it, yielding an applicant token', async () => {
    const sent = await h.sendEmail(' Asha.Rao@Example.com ');
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({
      success: true,
      message: 'OTP has been sent to ash****@exampl…',
      code_length: 4,
    });

    const [message] = await t.db.select().from(outbox);
    expect(message).toMatchObject({
      channel: 'email',
      to: 'asha.rao@example.com',
      subject: 'Your verification code for Association of Event & Entertainment Businesses',
      sentAt: t.clock.now(),
    });
    const code = await h.codeSentTo('asha.rao@example.com');
    expect(code).toMatch(/^\d{4}$/);
    // Stored with the code hidden (decision 053); the dev outbox reads it from the sealed copy.
    expect(message?.text).toMatch(
      /^Your verification code is \[hidden\]\. It expires in 10 minutes\.\n\n/,
    );
    expect(message?.html).toContain('Your verification code is [hidden].');

    const verified = await h.verify({ email: 'ASHA.RAO@example.com', otp: code });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({
      success: true,
      message: 'OTP verified',
      token: expect.any(String),
    });
    const { principal } = await t.app.tokens.verify(verified.body.token ?? '');
    expect(principal).toEqual({ kind: 'applicant', emails: ['asha.rao@example.com'], mobiles: [] });
  });

  it('stores the code only as an HMAC of purpose, address and code', async () => {
    await h.sendEmail('asha@example.com');
    const code = await h.codeSentTo('asha@example.com');
    const [row] = await t.db.select().from(oneTimeCodes);
    expect(row).toMatchObject({
      channel: 'email',
      address: 'asha@example.com',
      purpose: 'verify',
      attempts: 0,
      consumedAt: null,
      ip: '127.0.0.1',
      expiresAt: new Date(t.clock.now().getTime() + 10 * 60_000),
    });
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).toBe(hashCode(t.config.appSecret, 'verify', 'asha@example.com', code));
    const { codeHash: _hash, ...rest } = row!;
    expect(JSON.stringify(rest)).not.toContain(code);
  });

  it('accepts a code only once', async () => {
    await h.sendEmail('asha@example.com');
    const code = await h.codeSentTo('asha@example.com');
    expect((await h.verify({ email: 'asha@example.com', otp: code })).status).toBe(200);
    const again = await h.verify({ email: 'asha@example.com', otp: code });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ success: false, message: MESSAGES.otpFailed });
  });

  it('accepts a code for 10 minutes and not after', async () => {
    await h.sendEmail('asha@example.com');
    t.clock.advance(10 * 60 - 1);
    expect(
      (await h.verify({ email: 'asha@example.com', otp: await h.codeSentTo('asha@example.com') }))
        .status,
    ).toBe(200);

    await h.sendEmail('asha@example.com');
    const code = await h.codeSentTo('asha@example.com');
    t.clock.advance(10 * 60);
    const late = await h.verify({ email: 'asha@example.com', otp: code });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(MESSAGES.otpFailed);
  });

  it('keeps a code usable after a few wrong tries', async () => {
    await h.sendEmail('asha@example.com');
    const code = await h.codeSentTo('asha@example.com');
    for (let i = 1; i < CODE_RULES.maxTries; i += 1) {
      expect((await h.verify({ email: 'asha@example.com', otp: wrong(code) })).status).toBe(400);
    }
    expect((await h.verify({ email: 'asha@example.com', otp: code })).status).toBe(200);
  });

  it('kills a code after 5 wrong tries', async () => {
    await h.sendEmail('asha@example.com');
    const code = await h.codeSentTo('asha@example.com');
    for (let i = 0; i < 5; i += 1) {
      const attempt = await h.verify({ email: 'asha@example.com', otp: wrong(code) });
      expect(attempt.body).toEqual({ success: false, message: MESSAGES.otpFailed });
    }
    const right = await h.verify({ email: 'asha@example.com', otp: code });
    expect(right.status).toBe(400);
    expect(right.body.message).toBe(MESSAGES.otpFailed);
  });

  it('does not accept a code sent for another address', async () => {
    await h.sendEmail('asha@example.com');
    const code = await h.codeSentTo('asha@example.com');
    expect((await h.verify({ email: 'ravi@example.com', otp: code })).status).toBe(400);
  });

  it('refuses a new code within 30 seconds, then replaces the old one', async () => {
    await h.sendEmail('asha@example.com');
    const first = await h.codeSentTo('asha@example.com');
    t.clock.advance(10);
    const early = await h.sendEmail('asha@example.com');
    expect(early.status).toBe(429);
    expect(early.headers['retry-after']).toBe('20');
    expect(early.body).toEqual({
      success: false,
      message: 'Please wait 20 seconds before requesting a new code',
    });

    t.clock.advance(20);
    expect((await h.sendEmail('asha@example.com')).status).toBe(200);
    const second = await h.codeSentTo('asha@example.com');
    if (second !== first) {
      expect((await h.verify({ email: 'asha@example.com', otp: first })).status).toBe(400);
    }
    expect((await h.verify({ email: 'asha@example.com', otp: second })).status).toBe(200);
  });

  it('sends 5 codes to an address in an hour at the resend interval, then each next one waits longer, up to 5 minutes', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await h.sendEmail('asha@example.com')).status).toBe(200);
      t.clock.advance(30);
    }
    // The sixth waits a minute after the fifth (30 seconds ago), never the rest of the hour.
    const sixth = await h.sendEmail('asha@example.com');
    expect(sixth.status).toBe(429);
    expect(sixth.headers['retry-after']).toBe('30');
    expect(sixth.body.message).toBe(
      'Too many codes were requested for this email. Please try again in 30 seconds',
    );
    expect(await t.db.select().from(oneTimeCodes)).toHaveLength(5);

    // Another address is not affected.
    expect((await h.sendEmail('ravi@example.com')).status).toBe(200);
    // Each next one waits twice as long after the last: 1, 2, 4 minutes, then 5 at most.
    t.clock.advance(30);
    for (const wait of [120, 240, 300, 300]) {
      expect((await h.sendEmail('asha@example.com')).status).toBe(200);
      t.clock.advance(wait - 1);
      const early = await h.sendEmail('asha@example.com');
      expect(early.status).toBe(429);
      expect(early.headers['retry-after']).toBe('1');
      t.clock.advance(1);
    }
    expect((await h.sendEmail('asha@example.com')).status).toBe(200);
  });

  it('sends 20 codes an hour for one client IP at once, then each next one waits longer, up to 5 minutes', async () => {
    for (let i = 1; i <= 20; i += 1) {
      expect((await h.sendEmail(`applicant${i}@example.com`, '203.0.113.7')).status).toBe(200);
    }
    const next = await h.sendEmail('applicant21@example.com', '203.0.113.7');
    expect(next.status).toBe(429);
    expect(next.headers['retry-after']).toBe('60');
    expect(next.body.message).toBe('Too many codes were requested. Please try again in 60 seconds');
    expect((await h.sendEmail('applicant21@example.com', '203.0.113.8')).status).toBe(200);
    t.clock.advance(60);
    expect((await h.sendEmail('applicant22@example.com', '203.0.113.7')).status).toBe(200);
    t.clock.advance(119);
    expect((await h.sendEmail('applicant23@example.com', '203.0.113.7')).status).toBe(429);
    t.clock.advance(1);
    expect((await h.sendEmail('applicant23@example.com', '203.0.113.7')).status).toBe(200);
  });

  it('makes the next codes of an address 8 digits long after 20 wrong guesses at its codes, and its owner signs in with one', async () => {
    let code = '';
    for (let i = 0; i < CODE_RULES.hardenAfterFailures; i += 1) {
      if (i % CODE_RULES.maxTries === 0) {
        t.clock.advance(CODE_RULES.resendAfterSeconds);
        const sent = await h.sendEmail('asha@example.com');
        expect(sent.body).toMatchObject({ code_length: 4 });
        code = await h.codeSentTo('asha@example.com');
      }
      // From addresses of their own, as a stranger with many would guess.
      const attempt = await h.verify(
        { email: 'asha@example.com', otp: wrong(code) },
        undefined,
        `198.51.100.${i}`,
      );
      expect(attempt.status).toBe(400);
    }

    // Nothing is locked: the owner asks for a code and gets a longer one.
    t.clock.advance(CODE_RULES.resendAfterSeconds);
    const sent = await h.sendEmail('asha@example.com');
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ code_length: 8 });
    const long = await h.codeSentTo('asha@example.com');
    expect(long).toMatch(/^\d{8}$/);
    expect((await h.verify({ email: 'asha@example.com', otp: long })).status).toBe(200);

    // Other addresses keep the configured length, and the address's own returns after 24 hours.
    expect((await h.sendEmail('ravi@example.com')).body).toMatchObject({ code_length: 4 });
    t.clock.advance(CODE_RULES.hardenWindowSeconds);
    expect((await h.sendEmail('asha@example.com')).body).toMatchObject({ code_length: 4 });
  });

  it('counts no failure against an address that was sent no code', async () => {
    for (let i = 0; i < CODE_RULES.hardenAfterFailures + 5; i += 1) {
      const attempt = await h.verify(
        { email: 'asha@example.com', otp: '1234' },
        undefined,
        `198.51.100.${i}`,
      );
      expect(attempt.status).toBe(400);
    }
    const sent = await h.sendEmail('asha@example.com');
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ code_length: 4 });
    const code = await h.codeSentTo('asha@example.com');
    expect((await h.verify({ email: 'asha@example.com', otp: code })).status).toBe(200);
  });

  it("never lets a stranger's guesses stop the owner from getting and using a fresh code", async () => {
    await h.sendEmail('asha@example.com', '203.0.113.1');
    const first = await h.codeSentTo('asha@example.com');
    // A stranger guesses from one address until refused: after 5 tries the code is dead to them…
    let refused = false;
    for (let i = 0; i < 100 && !refused; i += 1) {
      const attempt = await h.verify(
        { email: 'asha@example.com', otp: wrong(first) },
        undefined,
        '198.51.100.9',
      );
      refused = attempt.status === 429;
    }
    expect(refused).toBe(true);
    // …but those were the tries of everyone else: the IP that asked for it still has its own.
    expect(
      (await h.verify({ email: 'asha@example.com', otp: first }, undefined, '203.0.113.1')).status,
    ).toBe(200);
    // And the owner asks for a fresh one and uses it.
    t.clock.advance(CODE_RULES.resendAfterSeconds);
    expect((await h.sendEmail('asha@example.com', '203.0.113.1')).status).toBe(200);
    const fresh = await h.codeSentTo('asha@example.com');
    expect(
      (await h.verify({ email: 'asha@example.com', otp: fresh }, undefined, '203.0.113.1')).status,
    ).toBe(200);
  });

  it('refuses a client IP its 31st failed check within the hour, whatever the addresses; right codes do not count', async () => {
    const ip = '198.51.100.7';
    await h.sendEmail('asha@example.com', '203.0.113.1');
    const code = await h.codeSentTo('asha@example.com');
    expect((await h.verify({ email: 'asha@example.com', otp: code }, undefined, ip)).status).toBe(
      200,
    );
    for (let i = 0; i < CODE_RULES.failedChecksPerIpPerHour; i += 1) {
      const attempt = await h.verify(
        { email: `someone${i}@example.com`, otp: '1234' },
        undefined,
        ip,
      );
      expect(attempt.status).toBe(400);
    }
    const refused = await h.verify({ email: 'someone@example.com', otp: '1234' }, undefined, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many failed attempts. Please try again in 60 minutes');
    expect(refused.headers['retry-after']).toBe('3600');
    // Another client is not affected, and the next hour starts afresh.
    expect(
      (await h.verify({ email: 'someone@example.com', otp: '1234' }, undefined, '198.51.100.8'))
        .status,
    ).toBe(400);
    t.clock.advance(3600);
    expect(
      (await h.verify({ email: 'someone@example.com', otp: '1234' }, undefined, ip)).status,
    ).toBe(400);
  });

  it('lets only one of several simultaneous requests send a code', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => h.sendEmail('asha@example.com')),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 429, 429, 429, 429]);
    expect(await t.db.select().from(oneTimeCodes)).toHaveLength(1);
  });

  it('accepts a code once even when checked simultaneously', async () => {
    await h.sendEmail('asha@example.com');
    const code = await h.codeSentTo('asha@example.com');
    const results = await Promise.all(
      Array.from({ length: 4 }, () => h.verify({ email: 'asha@example.com', otp: code })),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 400, 400, 400]);
  });

  it('extends the principal of the token sent with a second verification', async () => {
    await h.sendEmail('asha@example.com');
    const first = await h.verify({
      email: 'asha@example.com',
      otp: await h.codeSentTo('asha@example.com'),
    });

    await h.sendMobile('9876543210');
    const code = await h.codeSentTo('9876543210');
    const second = await h.verify({ mobile_number: '9876543210', otp: code }, first.body.token);
    expect(second.status).toBe(200);
    const { principal } = await t.app.tokens.verify(second.body.token ?? '');
    expect(principal).toEqual({
      kind: 'applicant',
      emails: ['asha@example.com'],
      mobiles: ['9876543210'],
    });
  });

  it('starts a new principal when the token sent is not valid', async () => {
    await h.sendEmail('asha@example.com');
    const code = await h.codeSentTo('asha@example.com');
    const verified = await h.verify({ email: 'asha@example.com', otp: code }, 'not-a-token');
    expect(verified.status).toBe(200);
    const { principal } = await t.app.tokens.verify(verified.body.token ?? '');
    expect(principal).toEqual({ kind: 'applicant', emails: ['asha@example.com'], mobiles: [] });
  });
});

describe('mobile verification', () => {
  const t = useClockedTestApp();
  const h = helpers(t);

  it('sends a code by SMS to the digits of the number and verifies it', async () => {
    const sent = await h.sendMobile('9876543210');
    expect(sent.body).toEqual({
      success: true,
      message: 'OTP has been sent to ******3210',
      code_length: 4,
    });
    const [message] = await t.db.select().from(outbox);
    expect(message).toMatchObject({ channel: 'sms', to: '9876543210', subject: null });
    const code = await h.codeSentTo('98765-43210');
    expect(message?.text).toBe(
      `Your ${t.config.association.name} verification code is [hidden]. It expires in 10 minutes.`,
    );

    const verified = await h.verify({ mobile_number: '9876543210', otp: code });
    expect(verified.status).toBe(200);
    const { principal } = await t.app.tokens.verify(verified.body.token ?? '');
    expect(principal).toEqual({ kind: 'applicant', emails: [], mobiles: ['9876543210'] });
  });

  it('keeps email and SMS codes apart', async () => {
    await h.sendMobile('9876543210');
    const code = await h.codeSentTo('9876543210');
    expect((await h.verify({ email: 'asha@example.com', otp: code })).status).toBe(400);
  });
});

describe('malformed requests', () => {
  const t = useClockedTestApp();
  const h = helpers(t);

  it.each([
    [{ email: 'asha@' }, MESSAGES.emailInvalid],
    [{ email: '' }, MESSAGES.emailRequired],
    [{}, MESSAGES.emailRequired],
  ])('send_email_otp %j → 400 %s', async (payload, message) => {
    const response = await h.post('/api/send_email_otp', payload);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message, errors: { email: message } });
  });

  it.each([
    [{ mobile_number: '12345' }, MESSAGES.numberInvalid],
    [{ mobile_number: '' }, MESSAGES.whatsappRequired],
  ])('send_mobile_otp %j → 400 %s', async (payload, message) => {
    const response = await h.post('/api/send_mobile_otp', payload);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message, errors: { mobile_number: message } });
  });

  it.each(['', '123', '12345', '12a4'])('verify_otp with code %j → 400', async (otp) => {
    const response = await h.verify({ email: 'asha@example.com', otp });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      message: MESSAGES.otpInvalid,
      errors: { otp: MESSAGES.otpInvalid },
    });
  });

  it('verify_otp reports the contact of the variant sent', async () => {
    const response = await h.verify({ email: 'asha@', otp: '1234' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ email: MESSAGES.emailInvalid });
  });

  it('verify_otp without email or number → 400', async () => {
    const response = await h.post('/api/verify_otp', { otp: '1234' });
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
  });
});

describe('availability of an email or number', () => {
  const t = useClockedTestApp();

  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
  };

  async function addApplication(values: Partial<typeof applications.$inferInsert>) {
    const [star] = await t.db
      .select({ id: membershipCategories.id })
      .from(membershipCategories)
      .where(eq(membershipCategories.name, 'Star'));
    const [row] = await t.db
      .insert(applications)
      .values({ appId: `TEST-${Math.random()}`, categoryId: star!.id, ...values })
      .returning({ id: applications.id });
    return row!.id;
  }

  it('says a member’s email is taken, in any case', async () => {
    for (const value of ['member1@example.com', ' Member1@Example.COM ']) {
      expect(await get(`/api/verify_email/${encodeURIComponent(value)}`)).toEqual({
        status: 200,
        body: {
          success: true,
          available: false,
          message: 'This email is already registered with us',
        },
      });
    }
  });

  it('says a fresh email is available', async () => {
    expect((await get('/api/verify_email/fresh%40example.com')).body).toEqual({
      success: true,
      available: true,
      message: 'This email is available',
    });
  });

  it('counts submitted new applications, not drafts or upgrades', async () => {
    const id = await addApplication({ email: 'draft@example.com', mobileNumber: '9123456780' });
    await addApplication({ email: 'up@example.com', journey: 'upgrade', isDraft: false });
    expect((await get('/api/verify_email/draft%40example.com')).body.available).toBe(true);
    expect((await get('/api/verify_mobile_number/9123456780')).body.available).toBe(true);
    expect((await get('/api/verify_email/up%40example.com')).body.available).toBe(true);

    await t.db.update(applications).set({ isDraft: false }).where(eq(applications.id, id));
    expect((await get('/api/verify_email/draft%40example.com')).body.available).toBe(false);
    expect((await get('/api/verify_mobile_number/9123456780')).body).toEqual({
      success: true,
      available: false,
      message: 'This mobile number is already registered with us',
    });
  });

  it('says a member’s number is taken and a fresh one is available', async () => {
    expect((await get('/api/verify_mobile_number/9800000001')).body.available).toBe(false);
    expect((await get('/api/verify_mobile_number/9123456789')).body).toEqual({
      success: true,
      available: true,
      message: 'This mobile number is available',
    });
  });

  it('rejects a malformed value with the spec message', async () => {
    expect(await get('/api/verify_email/asha%40')).toEqual({
      status: 400,
      body: {
        success: false,
        message: MESSAGES.emailInvalid,
        errors: { email: MESSAGES.emailInvalid },
      },
    });
    expect((await get('/api/verify_mobile_number/12ab')).body).toEqual({
      success: false,
      message: MESSAGES.numberInvalid,
      errors: { mobile_number: MESSAGES.numberInvalid },
    });
  });
});

describe('when a code cannot be delivered', () => {
  const t = useClockedTestApp({
    deps: {
      mail: {
        send: () =>
          Promise.reject(new MailDeliveryError({ cause: new Error('421 smtp.internal down') })),
      },
      sms: { send: () => Promise.reject(new Error('gateway unreachable')) },
    },
  });
  const h = helpers(t);

  it('answers 503 with a clear message, keeps no code and lets the user ask again', async () => {
    const first = await h.sendEmail('asha@example.com');
    expect(first.status).toBe(503);
    expect(first.body).toEqual({
      success: false,
      message:
        'We could not send the code to this email right now. Please try again in a few minutes.',
    });
    expect(JSON.stringify(first.body)).not.toContain('smtp');
    expect(await t.db.select().from(oneTimeCodes)).toHaveLength(0);
    expect((await h.sendEmail('asha@example.com')).status).toBe(503);

    const sms = await h.sendMobile('9876543210');
    expect(sms.status).toBe(503);
    expect(sms.body.message).toBe(
      'We could not send the code to this number right now. Please try again in a few minutes.',
    );
  });
});

describe('configured code length', () => {
  const t = useClockedTestApp({ config: (config) => ({ ...config, otpCodeLength: 6 }) });
  const h = helpers(t);

  it('sends and accepts codes of OTP_CODE_LENGTH digits, and says so to the client', async () => {
    const sent = await h.sendEmail('asha@example.com');
    expect(sent.body).toMatchObject({ success: true, code_length: 6 });
    const code = await h.codeSentTo('asha@example.com');
    expect(code).toMatch(/^\d{6}$/);
    expect(
      (await h.verify({ email: 'asha@example.com', otp: code.slice(0, 4) })).body.errors,
    ).toEqual({
      otp: MESSAGES.otpInvalid,
    });
    expect((await h.verify({ email: 'asha@example.com', otp: code })).status).toBe(200);

    expect((await h.sendMobile('9876543210')).body).toMatchObject({ code_length: 6 });
    const mobileCode = await h.codeSentTo('9876543210');
    expect(mobileCode).toMatch(/^\d{6}$/);
    expect((await h.verify({ mobile_number: '9876543210', otp: mobileCode })).status).toBe(200);
  });

  it('answers the length with a login code, and signs in with six digits', async () => {
    const sent = await h.post('/api/login_otp', { email_phone: 'active@example.com' });
    expect(sent.body).toMatchObject({ success: true, code_length: 6 });
    const code = await h.codeSentTo('active@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const short = await h.post('/api/login', {
      email_phone: 'active@example.com',
      otp: code.slice(0, 4),
    });
    expect(short.body.message).toBe(MESSAGES.otpInvalid);
    const login = await h.post('/api/login', { email_phone: 'active@example.com', otp: code });
    expect(login.status).toBe(200);
  });

  it('answers the length with a staff sign-in code, and signs in with six digits', async () => {
    const sent = await h.post('/api/staff/login_otp', { email: 'admin@example.com' });
    expect(sent.body).toMatchObject({ success: true, code_length: 6 });
    const code = await h.codeSentTo('admin@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const login = await h.post('/api/staff/login', { email: 'admin@example.com', otp: code });
    expect(login.status).toBe(200);
  });
});

/** The client IP a code was recorded for (the key of the per-IP limit). */
async function ipOfCodeFor(t: ClockedTestContext, address: string): Promise<string | null> {
  const [row] = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.address, address));
  return row?.ip ?? null;
}

describe('client IP without a trusted proxy (TRUST_PROXY unset)', () => {
  const t = useClockedTestApp();
  const h = helpers(t);

  it('keys the limit on the connection, whatever X-Forwarded-For says', async () => {
    const sent = await h.post(
      '/api/send_email_otp',
      { email: 'asha@example.com' },
      { remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': '203.0.113.7' } },
    );
    expect(sent.status).toBe(200);
    expect(await ipOfCodeFor(t, 'asha@example.com')).toBe('10.0.0.5');
  });
});

describe('client IP behind a trusted proxy (TRUST_PROXY=10.0.0.0/8)', () => {
  const t = useClockedTestApp({
    config: (config) => ({ ...config, trustProxy: Object.freeze(['10.0.0.0/8']) }),
  });
  const h = helpers(t);
  const viaProxy = (email: string, client: string) =>
    h.post(
      '/api/send_email_otp',
      { email },
      { remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': client } },
    );

  it("takes the client from the proxy's X-Forwarded-For, so clients behind one proxy have their own limits", async () => {
    for (let i = 1; i <= 20; i += 1) {
      expect((await viaProxy(`applicant${i}@example.com`, '203.0.113.7')).status).toBe(200);
    }
    expect(await ipOfCodeFor(t, 'applicant1@example.com')).toBe('203.0.113.7');
    expect((await viaProxy('applicant21@example.com', '203.0.113.7')).status).toBe(429);
    // Another client through the same proxy is not held back by the first one.
    expect((await viaProxy('applicant21@example.com', '203.0.113.8')).status).toBe(200);
    expect(await ipOfCodeFor(t, 'applicant21@example.com')).toBe('203.0.113.8');
  });

  it('ignores X-Forwarded-For from a connection that is not a trusted proxy', async () => {
    const sent = await h.post(
      '/api/send_email_otp',
      { email: 'asha@example.com' },
      { remoteAddress: '198.51.100.9', headers: { 'x-forwarded-for': '203.0.113.7' } },
    );
    expect(sent.status).toBe(200);
    expect(await ipOfCodeFor(t, 'asha@example.com')).toBe('198.51.100.9');
  });
});
