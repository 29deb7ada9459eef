// login_otp answers alike for every address, whatever the transport does: the code goes out in the
// background, so a slow transport delays no answer and a failing one turns into no 503 (decision 014).
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { MailMessage, MailSender } from '../../adapters/messaging/mail-sender';
import { MailDeliveryError } from '../../adapters/messaging/mail-sender';
import type { SmsMessage, SmsSender } from '../../adapters/messaging/sms-sender';
import { SmsDeliveryError } from '../../adapters/messaging/sms-sender';
import { oneTimeCodes } from '../../db/schema';
import { useClockedTestApp } from '../../../test/support/clocked-test-app';

/** A transport the test steers: delivering, held until released, or failing. */
function steeredTransport() {
  let mode: 'deliver' | 'hold' | 'fail' = 'deliver';
  let release: () => void = () => {};
  let held = Promise.resolve();
  const delivered: string[] = [];
  const attempted: string[] = [];
  async function send(to: string, failure: Error) {
    attempted.push(to);
    if (mode === 'fail') throw failure;
    if (mode === 'hold') await held;
    delivered.push(to);
  }
  return {
    mail: {
      send: (message: MailMessage) => send(message.to, new MailDeliveryError()),
    } satisfies MailSender,
    sms: {
      send: (message: SmsMessage) => send(message.to, new SmsDeliveryError()),
    } satisfies SmsSender,
    delivered,
    attempted,
    hold() {
      mode = 'hold';
      held = new Promise((resolve) => {
        release = resolve;
      });
    },
    fail() {
      mode = 'fail';
    },
    release: () => release(),
    reset() {
      release();
      mode = 'deliver';
      delivered.length = 0;
      attempted.length = 0;
    },
  };
}

const transport = steeredTransport();
const t = useClockedTestApp({ deps: { mail: transport.mail, sms: transport.sms } });

afterEach(async () => {
  transport.reset();
  await t.app.background.settled();
});

const NOT_ANSWERED = Symbol('not answered');

/** POST login_otp; NOT_ANSWERED if no answer came within a second (the answer waited on something). */
async function askForCode(emailPhone: string) {
  const answer = t.app
    .inject({ method: 'POST', url: '/api/login_otp', payload: { email_phone: emailPhone } })
    .then((response) => ({ status: response.statusCode, body: response.json<unknown>() }));
  const timeout = new Promise<typeof NOT_ANSWERED>((resolve) => {
    setTimeout(() => resolve(NOT_ANSWERED), 1_000).unref();
  });
  return Promise.race([answer, timeout]);
}

async function liveLoginCodes(address: string) {
  return t.db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.address, address), eq(oneTimeCodes.purpose, 'login')));
}

describe('login_otp with a slow transport', () => {
  it('answers a known and an unknown address alike without waiting for the transport', async () => {
    transport.hold();
    const known = await askForCode('active@example.com');
    const unknown = await askForCode('nobody@example.com');
    expect(known).not.toBe(NOT_ANSWERED);
    expect(unknown).not.toBe(NOT_ANSWERED);
    expect(known).toEqual({
      status: 200,
      body: { success: true, message: 'OTP has been sent', code_length: 4 },
    });
    expect(unknown).toEqual(known);
    expect(transport.delivered).toEqual([]);

    transport.release();
    await t.app.background.settled();
    // Only the member's address was handed to the transport.
    expect(transport.delivered).toEqual(['active@example.com']);
  });
});

describe('login_otp with a failing transport', () => {
  it('answers 200 for both, deletes the undelivered code and lets the person ask again', async () => {
    transport.fail();
    const known = await askForCode('active@example.com');
    const unknown = await askForCode('nobody@example.com');
    expect(known).toEqual({
      status: 200,
      body: { success: true, message: 'OTP has been sent', code_length: 4 },
    });
    expect(unknown).toEqual(known);
    await t.app.background.settled();
    expect(transport.attempted).toEqual(['active@example.com']);
    expect(await liveLoginCodes('active@example.com')).toEqual([]);

    // No code was left to count against the 30-second resend interval.
    transport.reset();
    const again = await askForCode('active@example.com');
    expect(again).toMatchObject({ status: 200 });
    await t.app.background.settled();
    expect(transport.delivered).toEqual(['active@example.com']);
    expect(await liveLoginCodes('active@example.com')).toHaveLength(1);
  });

  it('does the same for a mobile number', async () => {
    transport.fail();
    const known = await askForCode('9800000011');
    const unknown = await askForCode('9811111111');
    expect(known).toMatchObject({ status: 200 });
    expect(unknown).toEqual(known);
    await t.app.background.settled();
    expect(transport.attempted).toEqual(['9800000011']);
    expect(await liveLoginCodes('9800000011')).toEqual([]);
  });
});
