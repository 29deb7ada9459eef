// The outbox as the app uses it: write a message in a transaction, deliver one at once (a code a user
// waits for, a receipt with its PDF), and wake the worker job after a commit.
import type { Database, Executor } from '../../db/client';
import type { Channel } from '../../db/schema';
import { findOutboxRow, nextOutboxClaimAt } from './outbox.repository';
import { enqueueMessage, openMessage, type OutboxMessage } from './outbox';
import {
  createOutboxWorker,
  OUTBOX_LEASE_MS,
  type Attachment,
  type AttemptOutcome,
  type OutboxWorkerDeps,
} from './outbox-worker';
import { createOutboxRetryTimer, realTimers, type Timers } from './outbox-retry-timer';
import type { TransportRegistry } from './registry';

export type Outbox = ReturnType<typeof createOutbox>;

export function createOutbox(
  deps: OutboxWorkerDeps & {
    db: Database;
    transports: TransportRegistry;
    redactSecrets: boolean;
    /** Wakes the worker job in this process (the scheduler's kick); a no-op until it runs. */
    kick?: () => void;
    /** The retry timer's setTimeout (tests fire it on their own clock). */
    timers?: Timers;
    logger?: OutboxWorkerDeps['logger'] & { error(details: object, message: string): void };
  },
) {
  const retries = createOutboxRetryTimer({
    now: deps.now,
    timers: deps.timers ?? realTimers,
    deliverDue: () => worker.runDue(),
    nextClaimAt: () => nextOutboxClaimAt(deps.db),
    ...(deps.logger ? { logger: deps.logger } : {}),
  });
  const worker = createOutboxWorker({ ...deps, onRetryScheduled: retries.retryScheduled });
  const settings = {
    transports: deps.transports,
    redactSecrets: deps.redactSecrets,
    seal: deps.seal,
    now: deps.now,
    leaseMs: deps.leaseMs ?? OUTBOX_LEASE_MS,
  };
  return {
    worker,
    /** The channels a transport delivers; the others' messages are only written (development). */
    channels: Object.keys(deps.transports) as Channel[],
    /** Retries at their own back-off in this process once started (main.ts; tests start it). */
    retries,
    /** Opens a message's sealed copy: for the dev outbox and a staff resend, never for a screen. */
    open: (row: Parameters<typeof openMessage>[0]) => openMessage(row, deps.seal),
    /** Writes the message in `tx`; call `kick()` once `tx` has committed. */
    enqueue: (tx: Executor, message: OutboxMessage) => enqueueMessage(tx, message, settings),
    kick: () => deps.kick?.(),
    /**
     * Writes the message and delivers it in this request (`sent` also when the outbox is the delivery).
     * A message not sent now stays for the worker's retries, unless it carries attachments (those are
     * failed: the job that made it sends it again).
     */
    async sendNow(
      message: OutboxMessage,
      attachments?: readonly Attachment[],
    ): Promise<AttemptOutcome> {
      const names = attachments?.map((attachment) => attachment.filename);
      const { id, status } = await enqueueMessage(
        deps.db,
        { ...message, ...(names?.length ? { attachmentNames: names } : {}) },
        settings,
      );
      if (status === 'sent') return 'sent';
      if (status === 'sending' && attachments) {
        const row = await findOutboxRow(deps.db, id);
        return row ? worker.deliverFromMemory(row, attachments) : 'not-claimed';
      }
      return worker.deliverNow(id);
    },
  };
}
