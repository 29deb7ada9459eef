// Retries on their own clock (issue #27 item 8, decision 066): a login code whose first send failed
// arrives at its 30-second retry once the mail server is back, not at the scheduled job's next run
// (JOB_INTERVAL_SECONDS, 300 s). The test's clock and timers stand in for time: nothing sleeps.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useClockedTestApp, type TestClock } from '../../../test/support/clocked-test-app';
import type { Timers } from './outbox-retry-timer';
import { DeliveryError, type ChannelTransport } from '../channels/transport';

/** A mail server the test takes down and brings back; it notes when (on the test's clock) mail came. */
function mailServer(clock: () => Date) {
  let up = true;
  const received: { to: string; text: string; at: Date }[] = [];
  const transport: ChannelTransport = {
    channel: 'email',
    async deliver(message) {
      await Promise.resolve();
      if (!up) throw new DeliveryError('The mail server could not be reached');
      received.push({ to: message.to, text: message.text, at: clock() });
      return { providerMessageId: `p-${message.id}` };
    },
  };
  return {
    transport,
    received,
    setUp: (isUp: boolean) => {
      up = isUp;
    },
  };
}

/** setTimeout on the test's clock: `advance` moves the clock to each timer due and fires it. */
function clockTimers() {
  const pending = new Map<number, { run: () => void; due: number; delay: number }>();
  const delays: number[] = [];
  let nextId = 1;
  let clock: TestClock | undefined;
  const timers: Timers = {
    set(run, delay) {
      const id = nextId++;
      delays.push(delay);
      pending.set(id, { run, due: (clock?.now().getTime() ?? 0) + delay, delay });
      return id;
    },
    clear: (handle) => void pending.delete(handle as number),
  };
  return {
    timers,
    delays,
    attach: (testClock: TestClock) => {
      clock = testClock;
    },
    reset: () => {
      pending.clear();
      delays.length = 0;
    },
    /** Moves the clock by `seconds`, firing each timer when its time comes (`settle` awaits its work). */
    async advance(seconds: number, settle: () => Promise<void>) {
      if (!clock) throw new Error('no clock');
      const until = clock.now().getTime() + seconds * 1000;
      for (;;) {
        const [id, timer] = [...pending].sort((a, b) => a[1].due - b[1].due)[0] ?? [];
        if (id === undefined || !timer || timer.due > until) break;
        clock.advance(Math.max(0, timer.due - clock.now().getTime()) / 1000);
        pending.delete(id);
        timer.run();
        await settle();
      }
      clock.advance((until - clock.now().getTime()) / 1000);
    },
  };
}

const timers = clockTimers();
let now: () => Date = () => new Date(0);
const server = mailServer(() => now());
const t = useClockedTestApp({
  deps: { transports: { email: server.transport }, timers: timers.timers },
});

beforeEach(async () => {
  timers.attach(t.clock);
  now = () => t.clock.now();
  server.received.length = 0;
  server.setUp(true);
  await t.app.outbox.retries.start();
});

afterEach(async () => {
  await t.app.outbox.retries.stop();
  timers.reset();
});

const settle = () => t.app.outbox.retries.idle();

async function askForLoginCode(address: string) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/login_otp',
    payload: { email_phone: address },
  });
  expect(answer.statusCode).toBe(200);
  await t.app.background.settled();
}

describe('a message retried on its own clock', () => {
  it('delivers a login code whose first send failed within a minute of the mail server’s return, and it signs in', async () => {
    server.setUp(false);
    await askForLoginCode('active@example.com');
    expect(server.received).toEqual([]);

    // The mail server returns ten seconds later; a minute passes on the test's clock.
    await timers.advance(10, settle);
    server.setUp(true);
    const back = t.clock.now().getTime();
    await timers.advance(60, settle);

    expect(server.received).toHaveLength(1);
    const [mail] = server.received;
    expect(mail?.to).toBe('active@example.com');
    expect((mail?.at.getTime() ?? Infinity) - back).toBeLessThanOrEqual(60_000);
    const otp = /\b(\d{4})\b/.exec(mail?.text ?? '')?.[1];
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email_phone: 'active@example.com', otp },
    });
    expect(login.statusCode).toBe(200);
  });

  it('waits each back-off in turn (30 s, then 2 min), well before the job’s 300-second run', async () => {
    server.setUp(false);
    await askForLoginCode('active@example.com');
    const asked = t.clock.now().getTime();
    // Down through the 30-second retry; back before the 2-minute one.
    await timers.advance(40, settle);
    expect(server.received).toEqual([]);
    server.setUp(true);
    await timers.advance(200, settle);

    expect(server.received).toHaveLength(1);
    expect((server.received[0]?.at.getTime() ?? 0) - asked).toBe(150_000);
    expect(timers.delays).toContain(30_000);
    expect(timers.delays).toContain(120_000);
  });
});
