// The outbox as the app uses it: write a message in a transaction, deliver one at once (a code a user
// waits for, a receipt with its PDF), and wake the worker job after a commit; and the mail sender
// every module is handed, which delivers each email through it.
//
// The outbox's worker (issue #16): claims due messages under a lease, hands each to its channel's
// transport, and records the outcome: sent (with the provider's id), a retry after a back-off, or
// failed after the last attempt or a permanent refusal. Any process may run it (the job `outbox.deliver`):
// SKIP LOCKED and the lease keep one row to one worker at a time; a row whose worker died is taken
// over once its lease has passed. A request that delivers the message it writes (a code) writes it
// under its own lease, so no worker takes it while the request is sending it.
import type { Database, Executor } from '../../db/client';
import type { Channel } from '../../db/schema';
import { MailDeliveryError, type MailSender } from './mail-sender';
import {
  claimDueOutboxRows,
  failAbandonedOutboxRows,
  markOutboxFailed,
  markOutboxSent,
  nextOutboxClaimAt,
  scheduleOutboxRetry,
  type OutboxRow,
} from './outbox.repository';
import { enqueueMessage, openMessage, parsePayload, redact, type OutboxMessage } from './outbox';
import type { OutboxSeal } from './outbox-seal';
import { DeliveryError, type OutgoingMessage } from '../channels/transport';
import { createOutboxRetryTimer, realTimers, type Timers } from './outbox-retry-timer';
import type { TransportRegistry } from './registry';

export const OUTBOX_JOB = 'outbox.deliver';
/** Waits before the 2nd, 3rd, … attempt; the last repeats if max attempts outnumber it. */
export const OUTBOX_BACKOFF_MS = [30_000, 120_000, 600_000, 3_600_000, 21_600_000] as const;
export const OUTBOX_MAX_ATTEMPTS = 6;
/** Longer than any transport's timeouts (SMTP: 40 s at worst): a live sender never loses its lease. */
export const OUTBOX_LEASE_MS = 120_000;
const BATCH = 20;

export type Attachment = NonNullable<OutgoingMessage['attachments']>[number];
export type AttemptOutcome = 'sent' | 'retry' | 'failed';

export type OutboxWorkerDeps = {
  db: Database;
  transports: TransportRegistry;
  /** Opens the sealed copy of a message that hides a code or a link's token (decision 053). */
  seal: OutboxSeal;
  now: () => Date;
  maxAttempts?: number;
  backoffMs?: readonly number[];
  leaseMs?: number;
  /** Told of each retry scheduled, so this process's timer wakes for it (decision 066). */
  onRetryScheduled?: (at: Date) => void;
  logger?: { warn(details: object, message: string): void };
};

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;

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
     * The row is written under this request's lease, so no worker takes it meanwhile. A message not
     * sent now stays for the worker's retries, unless it carries attachments (those are failed: the
     * job that made it sends it again) or is `onlyNow` (its caller gives up on it: a code it drops).
     */
    async sendNow(
      message: OutboxMessage,
      {
        attachments,
        onlyNow = false,
      }: { attachments?: readonly Attachment[] | undefined; onlyNow?: boolean | undefined } = {},
    ): Promise<AttemptOutcome> {
      const names = attachments?.map((attachment) => attachment.filename);
      const { status, row } = await enqueueMessage(
        deps.db,
        { ...message, ...(names?.length ? { attachmentNames: names } : {}) },
        settings,
        'by-this-request',
      );
      if (status === 'sent') return 'sent';
      return worker.deliverOwn(row, {
        attachments: names?.length ? attachments : undefined,
        onlyNow,
      });
    },
  };
}

/** Each email written to the outbox and delivered at once (`deliverLater`: or left to its retries). */
export function createMailSender(outbox: Outbox): MailSender {
  return {
    async send(message) {
      const { attachments, deliverLater, onlyNow, headers, fromName, ...rest } = message;
      // Headers and the From's name travel in the row's payload: the worker hands them to SMTP.
      const parts = {
        ...(headers ? { headers: { ...headers } } : {}),
        ...(fromName ? { fromName } : {}),
      };
      const payload = Object.keys(parts).length ? parts : undefined;
      const outcome = await outbox.sendNow(
        { channel: 'email', ...rest, payload },
        { attachments, onlyNow },
      );
      if (outcome === 'sent' || (deliverLater && outcome === 'retry')) return;
      throw new MailDeliveryError({ cause: new Error(outcome) });
    },
  };
}

// ── The worker ──────────────────────────────────────────────────────────────────────────────────

export function createOutboxWorker(deps: OutboxWorkerDeps) {
  const maxAttempts = deps.maxAttempts ?? OUTBOX_MAX_ATTEMPTS;
  const backoff = deps.backoffMs ?? OUTBOX_BACKOFF_MS;
  const leaseMs = deps.leaseMs ?? OUTBOX_LEASE_MS;

  /** `onlyNow`: a failure fails the row, as one with attachments from memory (never retried). */
  async function attempt(row: OutboxRow, attachments?: readonly Attachment[], onlyNow = false) {
    const transport = deps.transports[row.channel];
    const stored = parsePayload(row.payload);
    try {
      if (stored.expiresAt && new Date(stored.expiresAt) <= deps.now()) {
        throw new DeliveryError('It expired before it could be sent', { permanent: true });
      }
      if (!transport) throw new DeliveryError(`No transport for ${row.channel} is configured`);
      const message = openMessage(row, deps.seal);
      const receipt = await transport.deliver({
        id: row.id,
        channel: row.channel,
        to: message.to,
        subject: message.subject,
        // A row delivered from memory names its attachments under the stored text; the email has them.
        text: attachments ? message.text.replace(/\n\nAttached: [^\n]*$/, '') : message.text,
        html: message.html,
        kind: row.kind,
        payload: message.data ?? null,
        ...(attachments ? { attachments } : {}),
      });
      const done = finished(row);
      await markOutboxSent(deps.db, row, {
        at: deps.now(),
        providerMessageId: receipt.providerMessageId ?? null,
        ...done,
      });
      return 'sent' as const;
    } catch (error) {
      return recordFailure(row, error, onlyNow || attachments !== undefined);
    }
  }

  async function recordFailure(row: OutboxRow, error: unknown, isLastTry: boolean) {
    const text = safeError(error);
    const permanent = error instanceof DeliveryError && error.permanent;
    deps.logger?.warn({ err: error, outboxId: row.id, attempts: row.attempts }, 'message not sent');
    if (permanent || isLastTry || row.attempts >= maxAttempts) {
      await markOutboxFailed(deps.db, row, { at: deps.now(), error: text, ...finished(row) });
      return 'failed' as const;
    }
    const wait = backoff[Math.min(row.attempts - 1, backoff.length - 1)] ?? 0;
    const nextAttemptAt = new Date(deps.now().getTime() + wait);
    await scheduleOutboxRetry(deps.db, row, { error: text, nextAttemptAt });
    deps.onRetryScheduled?.(nextAttemptAt);
    return 'retry' as const;
  }

  const claim = (limit: number) => claimRows(deps, leaseMs, limit);

  return {
    /** Delivers every due message (in batches); returns how each attempt ended. */
    async runDue(): Promise<Record<AttemptOutcome, number>> {
      const counts = { sent: 0, retry: 0, failed: 0 };
      counts.failed += await failAbandonedOutboxRows(deps.db, deps.now());
      for (;;) {
        const rows = await claim(BATCH);
        for (const row of rows) counts[await attempt(row)] += 1;
        if (rows.length < BATCH) return counts;
      }
    },
    /**
     * Delivers a row this request wrote under its own lease (`by-this-request`), with the attachments
     * it holds in memory if any; `onlyNow`, a failure is final.
     */
    deliverOwn(
      row: OutboxRow,
      options: { attachments?: readonly Attachment[] | undefined; onlyNow?: boolean } = {},
    ): Promise<AttemptOutcome> {
      return attempt(row, options.attachments, options.onlyNow);
    },
  };
}

function claimRows(deps: OutboxWorkerDeps, leaseMs: number, limit: number) {
  const now = deps.now();
  return claimDueOutboxRows(deps.db, { now, leaseUntil: new Date(now.getTime() + leaseMs), limit });
}

/**
 * The row as kept once it needs no more tries: the sealed copy of a code or an erased person's
 * message dropped (decision 053); a row written before it has its listed secrets masked.
 */
function finished(row: OutboxRow) {
  const stored = parsePayload(row.payload);
  const sealed = stored.sealUntilDone ? null : row.sealed;
  if (!stored.redact?.length)
    return { text: row.text, html: row.html, payload: row.payload, sealed };
  const { redact: secrets, ...rest } = stored;
  return {
    text: redact(row.text, secrets),
    html: row.html === null ? null : redact(row.html, secrets),
    payload: Object.keys(rest).length ? redact(JSON.stringify(rest), secrets) : null,
    sealed,
  };
}

/** What staff may read about a failure: the transport's own words, never a provider's internals. */
function safeError(error: unknown): string {
  const text = error instanceof DeliveryError ? error.message : 'The message could not be sent';
  return text.slice(0, 500);
}
