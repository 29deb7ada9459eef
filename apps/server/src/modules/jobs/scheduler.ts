// Scheduled jobs: each runs every interval in whichever server process takes its lease first
// (job_leases, one conditional UPDATE: no transaction is held while the job runs, which PGlite's
// single session could not afford). Jobs are idempotent anyway, so a lease that expires while a slow
// run goes on costs time, never a double effect. `kick` runs a job soon in this process (a payment
// wakes the receipt mailer instead of waiting for the next tick).
import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { jobLeases } from '../../db/schema';

export type Job = {
  name: string;
  run: () => Promise<unknown>;
  /**
   * Runs at most this often, in whichever process (default: every interval). Its lease is kept
   * until then instead of being given back when a run ends.
   */
  everyMs?: number;
};

export type Scheduler = {
  start(): void;
  /** Runs the named job once, soon, in this process (if no run of it is going on). */
  kick(name: string): void;
  /** Runs every job once now (tests, and the first tick). */
  runAll(): Promise<void>;
  stop(): Promise<void>;
};

/** Takes the job's lease for `ttlMs` unless another holder's lease is still running. */
export async function takeLease(
  db: Database,
  name: string,
  holder: string,
  now: Date,
  ttlMs: number,
): Promise<boolean> {
  const until = new Date(now.getTime() + ttlMs);
  await db
    .insert(jobLeases)
    .values({ name, holder: null, leasedUntil: new Date(0) })
    .onConflictDoNothing({ target: jobLeases.name });
  const taken = await db
    .update(jobLeases)
    .set({ holder, leasedUntil: until })
    .where(and(eq(jobLeases.name, name), lt(jobLeases.leasedUntil, now)))
    .returning({ name: jobLeases.name });
  return taken.length > 0;
}

/** Ends the holder's lease at `reopenAt` (now by default; never later than it was taken for). */
export async function releaseLease(
  db: Database,
  name: string,
  holder: string,
  now: Date,
  reopenAt: Date = now,
) {
  await db
    .update(jobLeases)
    .set({
      leasedUntil: sql`least(${jobLeases.leasedUntil}, ${reopenAt.toISOString()}::timestamptz)`,
      lastFinishedAt: now,
    })
    .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)));
}

export function createScheduler(deps: {
  db: Database;
  jobs: readonly Job[];
  intervalMs: number;
  logger: FastifyBaseLogger;
  now?: () => Date;
  /** Told how each run this process made ended (metrics); not called when another process held it. */
  onRun?: (job: string, outcome: 'ok' | 'failed') => void;
}): Scheduler {
  const { db, jobs, intervalMs, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const holder = randomUUID();
  const running = new Map<string, Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  function runJob(job: Job): Promise<void> {
    const current = running.get(job.name);
    if (current) return current;
    const run = (async () => {
      let outcome: 'ok' | 'failed' | undefined;
      try {
        const startedAt = now();
        const period = Math.max(intervalMs, job.everyMs ?? 0);
        if (!(await takeLease(db, job.name, holder, startedAt, period))) return;
        try {
          await job.run();
          outcome = 'ok';
        } finally {
          const finishedAt = now();
          const reopenAt =
            job.everyMs === undefined ? finishedAt : new Date(startedAt.getTime() + period);
          await releaseLease(db, job.name, holder, finishedAt, reopenAt);
        }
      } catch (error) {
        outcome = 'failed';
        logger.error({ err: error, job: job.name }, 'scheduled job failed');
      }
      if (outcome) deps.onRun?.(job.name, outcome);
    })().finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  }

  async function runAll(): Promise<void> {
    for (const job of jobs) {
      if (stopped) return;
      await runJob(job);
    }
  }

  return {
    start() {
      if (timer) return;
      timer = setInterval(() => void runAll(), intervalMs);
      timer.unref();
      void runAll();
    },
    kick(name) {
      const job = jobs.find((candidate) => candidate.name === name);
      if (!job || stopped || !timer) return;
      setImmediate(() => void runJob(job));
    },
    runAll,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
