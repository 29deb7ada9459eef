// A message the request delivers itself (a sign-in code) is that request's alone: a worker running
// between the request's statements, in this process or another, never sends it meanwhile. Before,
// the row was written due at once; a worker that took it made the request's own claim come back
// empty, the request called the message undelivered and dropped its code, and the worker then mailed
// that dead code (the cluster test's failed sign-in through nginx).
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';
import type { ChannelTransport } from '../channels/transport';
import { createOutboxSeal } from './outbox-seal';
import { createMailSender, createOutbox, createOutboxWorker } from './outbox-service';

const seal = createOutboxSeal('a test secret of the outbox seal');

/** `db`, with `beforeEach` awaited before each statement it runs through `execute`. */
function runningBeforeEachStatement(db: Database, beforeEach: () => Promise<void>): Database {
  return new Proxy(db, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property === 'execute') {
        return async (...args: Parameters<Database['execute']>) => {
          await beforeEach();
          return target.execute(...args);
        };
      }
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

describe('a message the request delivers itself', () => {
  const t = useTestApp();

  it('is not sent by a worker meanwhile, and the request sends it once', async () => {
    const now = () => new Date('2026-03-02T09:00:00Z');
    const sent: string[] = [];
    const transport: ChannelTransport = {
      channel: 'email',
      async deliver(message) {
        sent.push(message.text);
        return { providerMessageId: `p-${message.id}` };
      },
    };
    const transports = { email: transport };
    const otherWorker = createOutboxWorker({ db: t.db, transports, seal, now });
    const workerRuns: { sent: number }[] = [];
    const mail = createMailSender(
      createOutbox({
        db: runningBeforeEachStatement(t.db, async () => {
          workerRuns.push(await otherWorker.runDue());
        }),
        transports,
        redactSecrets: true,
        seal,
        now,
      }),
    );

    await mail.send({
      to: 'secretary@example.in',
      subject: 'Your sign-in code',
      text: 'Your code is 123456.',
      secrets: ['123456'],
      kind: 'staff_login_code',
      deliverLater: true,
    });

    expect(sent).toEqual(['Your code is 123456.']);
    expect(workerRuns.every((run) => run.sent === 0)).toBe(true);
    const rows = await t.db
      .select({ status: outbox.status, attempts: outbox.attempts })
      .from(outbox);
    expect(rows).toEqual([{ status: 'sent', attempts: 1 }]);
  });
});
