import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { useSecondProcess } from '../../../test/support/second-process';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';
import { claimDueOutboxRows } from './outbox.repository';
import { enqueueMessage, type OutboxMessage } from './outbox';
import { createOutboxWorker } from './outbox-service';
import { createOutboxSeal } from './outbox-seal';
import { DeliveryError, type ChannelTransport, type OutgoingMessage } from '../channels/transport';

const START = new Date('2026-03-02T09:00:00Z');
const seal = createOutboxSeal('a test secret of the outbox seal');

/** A transport that records what it was given and answers from `script` (then succeeds). */
function fakeTransport(script: ('ok' | 'down' | 'refused')[] = []) {
  const delivered: OutgoingMessage[] = [];
  const transport: ChannelTransport = {
    channel: 'email',
    async deliver(message) {
      await Promise.resolve();
      const next = script.shift() ?? 'ok';
      if (next === 'down') throw new DeliveryError('The mail server could not be reached');
      if (next === 'refused') throw new DeliveryError('Refused (SMTP 550)', { permanent: true });
      delivered.push(message);
      return { providerMessageId: `p-${message.id}` };
    },
  };
  return { transport, delivered };
}

function clock() {
  let at = START;
  return {
    now: () => at,
    advance: (ms: number) => {
      at = new Date(at.getTime() + ms);
    },
  };
}

const message = (overrides: Partial<OutboxMessage> = {}): OutboxMessage => ({
  channel: 'email',
  to: 'asha@example.com',
  subject: 'Hello',
  text: 'Hi Asha',
  kind: 'test_email',
  ...overrides,
});

async function rowOf(db: Database, id: number) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}

describe('the outbox worker', () => {
  const t = useTestApp();

  const setup = (script: ('ok' | 'down' | 'refused')[] = [], redactSecrets = false) => {
    const time = clock();
    const fake = fakeTransport(script);
    const transports = { email: fake.transport };
    const settings = { transports, redactSecrets, seal, now: time.now, leaseMs: 120_000 };
    const worker = createOutboxWorker({
      db: t.db,
      transports,
      seal,
      now: time.now,
      maxAttempts: 4,
    });
    const enqueue = (overrides: Partial<OutboxMessage> = {}) =>
      enqueueMessage(t.db, message(overrides), settings).then((written) => written.id);
    return { time, fake, worker, settings, enqueue };
  };

  it('writes the message in the caller’s transaction: a rolled-back change sends nothing', async () => {
    const { settings, worker, fake } = setup();
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueMessage(tx, message(), settings);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.db.select().from(outbox)).toEqual([]);
    expect(await worker.runDue()).toEqual({ sent: 0, retry: 0, failed: 0 });
    expect(fake.delivered).toEqual([]);
  });

  it('delivers a due message and records the provider’s id', async () => {
    const { enqueue, worker, fake, time } = setup();
    const id = await enqueue({ applicationId: null });
    expect(await rowOf(t.db, id)).toMatchObject({ status: 'pending', nextAttemptAt: START });
    expect(await worker.runDue()).toEqual({ sent: 1, retry: 0, failed: 0 });
    expect(fake.delivered).toEqual([expect.objectContaining({ id, to: 'asha@example.com' })]);
    expect(await rowOf(t.db, id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      sentAt: time.now(),
      providerMessageId: `p-${id}`,
      nextAttemptAt: null,
      lockedUntil: null,
    });
    expect(await worker.runDue()).toEqual({ sent: 0, retry: 0, failed: 0 });
  });

  it('retries with back-off (30 s, 2 min, 10 min) and fails after the last attempt', async () => {
    const { enqueue, worker, fake, time } = setup(['down', 'down', 'down', 'down']);
    const id = await enqueue();
    for (const wait of [30_000, 120_000, 600_000]) {
      expect(await worker.runDue()).toEqual({ sent: 0, retry: 1, failed: 0 });
      const row = await rowOf(t.db, id);
      expect(row).toMatchObject({
        status: 'pending',
        error: 'The mail server could not be reached',
      });
      expect(row?.nextAttemptAt).toEqual(new Date(time.now().getTime() + wait));
      time.advance(wait - 1);
      expect(await worker.runDue()).toEqual({ sent: 0, retry: 0, failed: 0 });
      time.advance(1);
    }
    expect(await worker.runDue()).toEqual({ sent: 0, retry: 0, failed: 1 });
    expect(await rowOf(t.db, id)).toMatchObject({
      status: 'failed',
      attempts: 4,
      failedAt: time.now(),
      nextAttemptAt: null,
    });
    expect(fake.delivered).toEqual([]);
  });

  it('fails at once on a permanent refusal', async () => {
    const { enqueue, worker } = setup(['refused']);
    const id = await enqueue();
    expect(await worker.runDue()).toEqual({ sent: 0, retry: 0, failed: 1 });
    expect(await rowOf(t.db, id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: 'Refused (SMTP 550)',
    });
  });

  it('takes over a row whose worker died mid-send once its lease has passed, and the dead one’s late outcome is ignored', async () => {
    const { enqueue, worker, fake, time } = setup();
    const id = await enqueue();
    // A process claims it and dies before recording anything.
    const [claimed] = await claimDueOutboxRows(t.db, {
      now: time.now(),
      leaseUntil: new Date(time.now().getTime() + 120_000),
      limit: 10,
    });
    expect(claimed).toMatchObject({ id, status: 'sending', attempts: 1 });
    time.advance(119_000);
    expect(await worker.runDue()).toEqual({ sent: 0, retry: 0, failed: 0 });
    time.advance(1_000);
    expect(await worker.runDue()).toEqual({ sent: 1, retry: 0, failed: 0 });
    expect(fake.delivered.map((delivered) => delivered.id)).toEqual([id]);
    expect(await rowOf(t.db, id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('never stores a code in clear: it is sent from the sealed copy, dropped once sent (production)', async () => {
    const { enqueue, worker, fake } = setup(['down'], true);
    const id = await enqueue({
      text: 'Your code is 0427.',
      html: '<b>0427</b>',
      secrets: ['0427'],
    });
    expect(await worker.runDue()).toEqual({ sent: 0, retry: 1, failed: 0 });
    const waiting = await rowOf(t.db, id);
    expect(waiting).toMatchObject({ text: 'Your code is [hidden].', html: '<b>[hidden]</b>' });
    // The sealed copy is base64: any four digits may turn up in it, but never the message's words.
    expect(JSON.stringify({ ...waiting, sealed: null })).not.toContain('0427');
    expect(waiting?.sealed).not.toContain('code is');
    expect(waiting?.sealed).toMatch(/^v1\./);
    await t.db.update(outbox).set({ nextAttemptAt: START }).where(eq(outbox.id, id));
    expect(await worker.runDue()).toEqual({ sent: 1, retry: 0, failed: 0 });
    expect(fake.delivered[0]).toMatchObject({ text: 'Your code is 0427.', html: '<b>0427</b>' });
    expect(await rowOf(t.db, id)).toMatchObject({
      text: 'Your code is [hidden].',
      html: '<b>[hidden]</b>',
      sealed: null,
    });
  });

  it('keeps a link’s token sealed, never in clear, and sends the working link', async () => {
    const link = 'https://portal.example/register/user/checkout/MQ==?h=4&t=eyJhbGciOi.payload.sig';
    const { enqueue, worker, fake } = setup([], true);
    const id = await enqueue({
      text: `Pay here: ${link}`,
      html: `<a href="${link.replace('&', '&amp;')}">Pay</a>`,
      payload: { headers: { 'List-Unsubscribe': `<${link}>` } },
    });
    const stored = await rowOf(t.db, id);
    expect(JSON.stringify(stored)).not.toContain('eyJhbGciOi');
    expect(stored?.text).toBe(
      'Pay here: https://portal.example/register/user/checkout/MQ==?h=4&t=…',
    );
    expect(await worker.runDue()).toEqual({ sent: 1, retry: 0, failed: 0 });
    expect(fake.delivered[0]).toMatchObject({
      text: `Pay here: ${link}`,
      payload: { headers: { 'List-Unsubscribe': `<${link}>` } },
    });
    // Kept sealed for a staff resend; a seal under another APP_SECRET cannot be opened.
    const sent = await rowOf(t.db, id);
    expect(sent?.sealed).toMatch(/^v1\./);
    expect(
      createOutboxSeal('another secret of the same length!!').open(sent?.sealed ?? ''),
    ).toBeNull();
    expect(seal.open(sent?.sealed ?? '')).toMatchObject({ text: `Pay here: ${link}` });
  });

  it('fails a code instead of retrying it once it has expired', async () => {
    const { enqueue, worker, fake, time } = setup(['down']);
    const id = await enqueue({
      kind: 'verify_code',
      expiresAt: new Date(START.getTime() + 600_000),
    });
    expect(await worker.runDue()).toEqual({ sent: 0, retry: 1, failed: 0 });
    time.advance(600_000);
    expect(await worker.runDue()).toEqual({ sent: 0, retry: 0, failed: 1 });
    expect(await rowOf(t.db, id)).toMatchObject({
      status: 'failed',
      error: 'It expired before it could be sent',
    });
    expect(fake.delivered).toEqual([]);
  });

  it('fails a row a request was sending with attachments once its lease passed (its job sends it again)', async () => {
    const { enqueue, worker, fake, time } = setup();
    const id = await enqueue({ attachmentNames: ['Receipt-1.pdf'] });
    expect(await rowOf(t.db, id)).toMatchObject({ status: 'sending', nextAttemptAt: null });
    expect(await worker.runDue()).toEqual({ sent: 0, retry: 0, failed: 0 });
    time.advance(120_000);
    expect(await worker.runDue()).toEqual({ sent: 0, retry: 0, failed: 1 });
    expect(await rowOf(t.db, id)).toMatchObject({ status: 'failed' });
    expect(fake.delivered).toEqual([]);
  });

  it('two workers at once never deliver one row twice', async () => {
    const { enqueue, fake, time } = setup();
    const ids = [];
    for (let index = 0; index < 30; index += 1) ids.push(await enqueue({ to: `a${index}@x.in` }));
    const transports = { email: fake.transport };
    const one = createOutboxWorker({ db: t.db, transports, seal, now: time.now });
    const two = createOutboxWorker({ db: t.db, transports, seal, now: time.now });
    const [a, b] = await Promise.all([one.runDue(), two.runDue()]);
    expect((a.sent ?? 0) + (b.sent ?? 0)).toBe(30);
    expect(fake.delivered.map((delivered) => delivered.id).sort((x, y) => x - y)).toEqual(ids);
  });
});

describe('the outbox worker in two processes (PostgreSQL)', () => {
  const t = useTestApp();
  const other = useSecondProcess(t);

  it('two processes claiming at once never deliver one row twice', async (context) => {
    if (t.driver !== 'postgres') context.skip();
    const fake = fakeTransport();
    const transports = { email: fake.transport };
    const settings = {
      transports,
      redactSecrets: false,
      seal,
      now: () => START,
      leaseMs: 120_000,
    };
    const ids: number[] = [];
    for (let index = 0; index < 60; index += 1) {
      ids.push((await enqueueMessage(t.db, message({ to: `a${index}@x.in` }), settings)).id);
    }
    const here = createOutboxWorker({ db: t.db, transports, seal, now: () => START });
    const there = createOutboxWorker({ db: other.db, transports, seal, now: () => START });
    const runs = await Promise.all([here.runDue(), there.runDue(), here.runDue(), there.runDue()]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(60);
    expect(fake.delivered.map((delivered) => delivered.id).sort((x, y) => x - y)).toEqual(ids);
  });
});
