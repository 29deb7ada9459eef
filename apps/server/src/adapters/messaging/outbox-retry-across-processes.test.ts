// Retries on their own clock across processes (decision 066): each process's timer wakes for a retry
// another scheduled (it reads the table), and when both fire at once the shared claim sends the
// message once. The test's clock and timers stand in for time.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { useSecondProcess } from '../../../test/support/second-process';
import type { Database } from '../../db/client';
import { nextOutboxClaimAt } from './outbox.repository';
import { enqueueMessage } from './outbox';
import { createOutboxRetryTimer, type Timers } from './outbox-retry-timer';
import { createOutboxSeal } from './outbox-seal';
import { createOutboxWorker } from './outbox-service';
import { DeliveryError, type ChannelTransport } from '../channels/transport';

const START = new Date('2026-03-02T09:00:00Z');
const seal = createOutboxSeal('a test secret of the outbox seal');

describe('outbox retries in several processes', () => {
  const t = useTestApp();
  const other = useSecondProcess(t);

  it('wakes every process for a retry one scheduled, and sends it once when both fire', async (context) => {
    if (t.driver !== 'postgres') context.skip();
    let at = START;
    const now = () => at;
    let up = false;
    const delivered: number[] = [];
    const transport: ChannelTransport = {
      channel: 'email',
      async deliver(message) {
        await new Promise((resolve) => setImmediate(resolve));
        if (!up) throw new DeliveryError('The mail server could not be reached');
        delivered.push(message.id);
        return { providerMessageId: `p-${message.id}` };
      },
    };
    const transports = { email: transport };
    const pending: { run: () => void; due: number }[] = [];
    const timers: Timers = {
      set: (run, delay) => pending.push({ run, due: at.getTime() + delay }),
      clear: () => {},
    };
    const processOn = (db: Database) => {
      const timer = createOutboxRetryTimer({
        now,
        timers,
        deliverDue: () => worker.runDue(),
        nextClaimAt: () => nextOutboxClaimAt(db),
      });
      const worker = createOutboxWorker({
        db,
        transports,
        seal,
        now,
        onRetryScheduled: timer.retryScheduled,
      });
      return { timer, worker };
    };
    const first = processOn(t.db);
    const second = processOn(other.db);
    await first.timer.start();

    const settings = { transports, redactSecrets: false, seal, now, leaseMs: 120_000 };
    const { id, row } = await enqueueMessage(
      t.db,
      { channel: 'email', to: 'asha@example.com', subject: 'Code', text: 'Your code' },
      settings,
      'by-this-request',
    );
    expect(await first.worker.deliverOwn(row)).toBe('retry');
    // The second process learns of it from the table (as at its start or after its job's run).
    await second.timer.start();
    expect(pending.map((timer) => timer.due - START.getTime())).toEqual([30_000, 30_000]);

    up = true;
    at = new Date(START.getTime() + 30_000);
    for (const timer of pending.splice(0)) timer.run();
    await Promise.all([first.timer.idle(), second.timer.idle()]);
    expect(delivered).toEqual([id]);
    await Promise.all([first.timer.stop(), second.timer.stop()]);
  });
});
