// Retries on their own clock (issue #27, decision 066): a message whose attempt failed is tried again
// when its back-off ends (30 s, 2 min, …), not at the next run of the scheduled job (every
// JOB_INTERVAL_SECONDS). Each process keeps one timer set for the earliest time a claim can take a
// row; when it fires the worker claims what is due with SKIP LOCKED, so processes that fire together
// never send one row twice. Nothing is shared in memory: a process that dies loses only its timer, and
// the scheduled job (or another process's timer) still takes the row.

/** setTimeout and clearTimeout, injectable: tests fire the timer on their own clock. */
export type Timers = {
  set(run: () => void, delayMs: number): unknown;
  clear(handle: unknown): void;
};

export const realTimers: Timers = {
  set(run, delayMs) {
    const handle = setTimeout(run, delayMs);
    // A pending retry never keeps a process alive that is otherwise done.
    handle.unref();
    return handle;
  },
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** setTimeout's longest delay; a later time is waited for in steps. */
const LONGEST_DELAY_MS = 2_147_483_647;

export type OutboxRetryTimer = ReturnType<typeof createOutboxRetryTimer>;

export function createOutboxRetryTimer(deps: {
  now: () => Date;
  timers: Timers;
  /** Delivers every due message (the worker's `runDue`). */
  deliverDue: () => Promise<unknown>;
  /** The earliest time a claim can take a row, across every process's rows (null: none). */
  nextClaimAt: () => Promise<Date | null>;
  logger?: { error(details: object, message: string): void };
}) {
  let started = false;
  let handle: unknown;
  let armedFor: number | undefined;
  let running: Promise<void> | undefined;

  function disarm() {
    if (handle !== undefined) deps.timers.clear(handle);
    [handle, armedFor] = [undefined, undefined];
  }

  /** Sets the timer for `at` unless it is already set for that time or sooner. */
  function wakeAt(at: Date) {
    if (!started) return;
    const time = at.getTime();
    if (armedFor !== undefined && armedFor <= time) return;
    disarm();
    armedFor = time;
    const delay = Math.min(Math.max(0, time - deps.now().getTime()), LONGEST_DELAY_MS);
    handle = deps.timers.set(() => {
      [handle, armedFor] = [undefined, undefined];
      fire();
    }, delay);
  }

  /** Sets the timer from the table: rows other processes scheduled, or that were left at a restart. */
  async function rearm() {
    const next = await deps.nextClaimAt();
    // At least a second on: a due row another worker holds this instant must not make it spin.
    const soonest = deps.now().getTime() + 1_000;
    if (next) wakeAt(new Date(Math.max(next.getTime(), soonest)));
  }

  async function run() {
    try {
      await deps.deliverDue();
      await rearm();
    } catch (error) {
      deps.logger?.error({ err: error }, 'outbox retry failed');
    }
  }

  /** One run at a time in this process; a timer that fires meanwhile is answered by the run's re-arm. */
  function fire() {
    if (started) running ??= run().finally(() => (running = undefined));
  }

  return {
    /** Arms the timer from the table, then after every retry this process schedules. */
    async start() {
      if (started) return;
      started = true;
      await rearm().catch((error: unknown) => {
        deps.logger?.error({ err: error }, 'outbox retry timer not set');
      });
    },
    /** A retry was scheduled for `at` (by this process's worker). */
    retryScheduled: wakeAt,
    /** The table changed outside this timer (the scheduled job ran): set it from the table. */
    refresh: async () => void (started ? await rearm() : undefined),
    /** Resolves once this process's retry run (if any) has ended. */
    idle: async () => void (await running),
    async stop() {
      started = false;
      disarm();
      await running;
    },
  };
}
