// Scheduled jobs: each runs once per interval across every server process (decision 027). Intervals
// are aligned to the clock (a 5-minute job's run belongs to 09:00–09:05, 09:05–09:10, …) and the first
// process to tick in an interval claims its run in `job_leases`: one conditional UPDATE that moves the
// row's `leased_until` to the interval's end, so every other tick in that interval, in any process,
// finds it taken. No transaction is held while the job runs (PGlite's single session could not
// afford one). A run that outlasts its interval may meet the next one; jobs are idempotent, so that
// costs time, never a double effect. `kick` runs a job now in this process, whoever ran the interval
// (a payment wakes the receipt mailer instead of waiting for the next interval).
import { randomUUID } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { jobLeases } from '../../db/schema';

export type Job = {
  name: string;
  run: () => Promise<unknown>;
  /** Runs once per this longer interval instead (default: every interval). */
  everyMs?: number;
};

export type Scheduler = {
  start(): void;
  /**
   * Runs the named job now in this process, whether or not its interval's run was taken; if it is
   * running here, once more when that run ends (what it read may predate the kick).
   */
  kick(name: string): void;
  /** Runs every job whose interval's run no process has taken yet (tests, and each tick). */
  runAll(): Promise<void>;
  stop(): Promise<void>;
};

/** The interval of `periodMs` (aligned to the epoch) that holds `at`. */
export function intervalOf(at: Date, periodMs: number): { start: Date; end: Date } {
  const start = Math.floor(at.getTime() / periodMs) * periodMs;
  return { start: new Date(start), end: new Date(start + periodMs) };
}

/**
 * Claims the job's run for the interval holding `now`: true for exactly one caller per interval,
 * whichever process asks and however many ask at once.
 */
export async function claimInterval(
  db: Database,
  name: string,
  holder: string,
  now: Date,
  periodMs: number,
): Promise<boolean> {
  await db
    .insert(jobLeases)
    .values({ name, holder: null, leasedUntil: new Date(0) })
    .onConflictDoNothing({ target: jobLeases.name });
  // leased_until only ever holds an interval's end: at or before now, this interval is unclaimed.
  const taken = await db
    .update(jobLeases)
    .set({ holder, leasedUntil: intervalOf(now, periodMs).end })
    .where(and(eq(jobLeases.name, name), lte(jobLeases.leasedUntil, now)))
    .returning({ name: jobLeases.name });
  return taken.length > 0;
}

async function recordFinish(db: Database, name: string, holder: string, at: Date) {
  await db
    .update(jobLeases)
    .set({ lastFinishedAt: at })
    .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)));
}

type SchedulerDeps = {
  db: Database;
  jobs: readonly Job[];
  intervalMs: number;
  logger: FastifyBaseLogger;
  now?: () => Date;
  /** Told of every run this process made, and how it ended (the metrics count them). */
  onRun?: (job: string, outcome: 'ok' | 'failed') => void;
};

export function createScheduler(deps: SchedulerDeps): Scheduler {
  const { jobs, intervalMs } = deps;
  const runs = createJobRuns(deps);
  let timer: NodeJS.Timeout | undefined;

  async function runAll(): Promise<void> {
    for (const job of jobs) {
      if (runs.isStopped()) return;
      await runs.runScheduled(job);
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
      if (!job || runs.isStopped() || !timer) return;
      runs.kick(job);
    },
    runAll,
    async stop() {
      runs.stop();
      if (timer) clearInterval(timer);
      await runs.settled();
    },
  };
}

/** This process's runs of the jobs: at most one at a time per job, and none once stopped. */
function createJobRuns(deps: SchedulerDeps) {
  const { db, intervalMs, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const holder = randomUUID();
  const running = new Map<string, Promise<void>>();
  const kickedWhileRunning = new Set<string>();
  let stopped = false;

  /**
   * One run at a time per job in this process; a kick during it asks for one more after it. `work`
   * answers whether the job ran (a tick whose interval another process took did not).
   */
  function track(job: Job, work: () => Promise<boolean>): Promise<void> {
    const run = work()
      .then((ran) => {
        if (ran) deps.onRun?.(job.name, 'ok');
      })
      .catch((error: unknown) => {
        logger.error({ err: error, job: job.name }, 'scheduled job failed');
        deps.onRun?.(job.name, 'failed');
      })
      .finally(() => {
        running.delete(job.name);
        if (kickedWhileRunning.delete(job.name) && !stopped) void track(job, () => runNow(job));
      });
    running.set(job.name, run);
    return run;
  }

  async function runNow(job: Job): Promise<boolean> {
    await job.run();
    return true;
  }

  return {
    isStopped: () => stopped,
    runScheduled(job: Job): Promise<void> {
      const current = running.get(job.name);
      if (current) return current;
      return track(job, async () => {
        const period = Math.max(intervalMs, job.everyMs ?? 0);
        if (!(await claimInterval(db, job.name, holder, now(), period))) return false;
        await job.run();
        await recordFinish(db, job.name, holder, now());
        return true;
      });
    },
    kick(job: Job): void {
      if (running.has(job.name)) {
        kickedWhileRunning.add(job.name);
        return;
      }
      setImmediate(() => {
        if (running.has(job.name)) kickedWhileRunning.add(job.name);
        else if (!stopped) void track(job, () => runNow(job));
      });
    },
    stop(): void {
      stopped = true;
    },
    async settled(): Promise<void> {
      while (running.size > 0) await Promise.all(running.values());
    },
  };
}
