// The scheduler's intervals: of several holders (server processes), only one runs a job in each
// interval, whether they ask one after another or at the same moment (on separate connections on
// PostgreSQL), and a kick still runs it at once.
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { openDatabase } from '../../db/client';
import { claimInterval, createScheduler } from './scheduler';

const t = useTestApp();

const START = new Date('2026-03-02T09:00:00.000Z');
const TTL_MS = 60_000;
const later = (ms: number) => new Date(START.getTime() + ms);

describe('claimInterval', () => {
  it('lets one holder run an interval, and the next interval’s run to whoever asks first', async () => {
    expect(await claimInterval(t.db, 'test.job', 'holder-a', START, TTL_MS)).toBe(true);
    expect(await claimInterval(t.db, 'test.job', 'holder-b', later(1_000), TTL_MS)).toBe(false);
    expect(await claimInterval(t.db, 'test.job', 'holder-a', later(TTL_MS - 1), TTL_MS)).toBe(
      false,
    );
    expect(await claimInterval(t.db, 'test.job', 'holder-b', later(TTL_MS), TTL_MS)).toBe(true);
    expect(await claimInterval(t.db, 'test.job', 'holder-a', later(TTL_MS + 2), TTL_MS)).toBe(
      false,
    );
    // Intervals nobody ticked in are simply skipped.
    expect(await claimInterval(t.db, 'test.job', 'holder-a', later(5 * TTL_MS), TTL_MS)).toBe(true);
  });

  it('gives the run to exactly one of two holders asking at once', async () => {
    const taken = await Promise.all([
      claimInterval(t.db, 'test.race', 'holder-a', START, TTL_MS),
      claimInterval(t.db, 'test.race', 'holder-b', START, TTL_MS),
    ]);
    expect(taken.filter(Boolean)).toHaveLength(1);
  });

  it('gives it to exactly one of two processes with their own connections', async (context) => {
    if (t.driver !== 'postgres') context.skip();
    const other = await openDatabase(t.config, { migrate: false, onError: () => {} });
    try {
      for (let round = 0; round < 5; round += 1) {
        const at = later(round * (TTL_MS + 1));
        const taken = await Promise.all([
          claimInterval(t.db, 'test.pools', 'holder-a', at, TTL_MS),
          claimInterval(other.db, 'test.pools', 'holder-b', at, TTL_MS),
        ]);
        expect(taken.filter(Boolean)).toHaveLength(1);
      }
    } finally {
      await other.close();
    }
  });
});

describe('a job with a period of its own', () => {
  it('runs at most once a period, while the others run every time', async () => {
    let now = START;
    const runs = { hourly: 0, every: 0 };
    const scheduler = createScheduler({
      db: t.db,
      intervalMs: TTL_MS,
      logger: t.app.log,
      now: () => now,
      jobs: [
        { name: 'test.hourly', run: async () => void runs.hourly++, everyMs: 60 * TTL_MS },
        { name: 'test.every', run: async () => void runs.every++ },
      ],
    });
    await scheduler.runAll();
    now = later(2 * TTL_MS);
    await scheduler.runAll();
    expect(runs).toEqual({ hourly: 1, every: 2 });
    now = later(60 * TTL_MS + 1);
    await scheduler.runAll();
    expect(runs).toEqual({ hourly: 2, every: 3 });
  });
});

describe('two processes', () => {
  /** Runs of each job, by the interval (of TTL_MS from START) they happened in. */
  function recorder(clock: () => Date) {
    const runs: Record<string, number[]> = {};
    const record = (name: string) => async () => {
      (runs[name] ??= []).push(Math.floor((clock().getTime() - START.getTime()) / TTL_MS));
    };
    return { runs, record };
  }

  it('run each job once per interval between them, however their ticks fall', async () => {
    const other =
      t.driver === 'postgres'
        ? await openDatabase(t.config, { migrate: false, onError: () => {} })
        : null;
    try {
      let now = START;
      const clock = () => now;
      const { runs, record } = recorder(clock);
      const jobs = [
        { name: 'test.first', run: record('test.first') },
        { name: 'test.second', run: record('test.second') },
        { name: 'test.every-5', run: record('test.every-5'), everyMs: 5 * TTL_MS },
      ];
      const options = { intervalMs: TTL_MS, logger: t.app.log, now: clock, jobs };
      const first = createScheduler({ ...options, db: t.db });
      const second = createScheduler({ ...options, db: other?.db ?? t.db });
      const INTERVALS = 10;
      for (let interval = 0; interval < INTERVALS; interval += 1) {
        // Ticks at different points of each interval, one after the other and at the same moment.
        now = later(interval * TTL_MS + 1_000);
        await first.runAll();
        now = later(interval * TTL_MS + 20_000);
        await second.runAll();
        now = later(interval * TTL_MS + 40_000);
        await Promise.all([first.runAll(), second.runAll()]);
        now = later(interval * TTL_MS + 59_999);
        await second.runAll();
        await first.runAll();
      }
      const everyInterval = Array.from({ length: INTERVALS }, (_, interval) => interval);
      expect(runs).toEqual({
        'test.first': everyInterval,
        'test.second': everyInterval,
        'test.every-5': [0, 5],
      });
    } finally {
      await other?.close();
    }
  });

  it('still run a kicked job at once, after the interval’s run was taken', async () => {
    const clock = () => new Date();
    const { runs, record } = recorder(clock);
    const scheduler = createScheduler({
      db: t.db,
      intervalMs: 24 * 60 * 60 * 1000,
      logger: t.app.log,
      now: clock,
      jobs: [{ name: 'test.kicked', run: record('test.kicked') }],
    });
    scheduler.start(); // takes this interval's run
    try {
      await vi.waitFor(() => expect(runs['test.kicked']).toHaveLength(1));
      scheduler.kick('test.kicked');
      await vi.waitFor(() => expect(runs['test.kicked']).toHaveLength(2), { timeout: 1000 });
    } finally {
      await scheduler.stop();
    }
  });

  it('run a job kicked while it runs once more after that run', async () => {
    let release: () => void = () => {};
    let runs = 0;
    const scheduler = createScheduler({
      db: t.db,
      intervalMs: 24 * 60 * 60 * 1000,
      logger: t.app.log,
      jobs: [
        {
          name: 'test.slow',
          run: async () => {
            runs += 1;
            if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
          },
        },
      ],
    });
    scheduler.start();
    try {
      await vi.waitFor(() => expect(runs).toBe(1));
      // A payment while the mailer runs: its query may have been made before the payment.
      scheduler.kick('test.slow');
      scheduler.kick('test.slow');
      release();
      await vi.waitFor(() => expect(runs).toBe(2), { timeout: 1000 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(runs).toBe(2);
    } finally {
      await scheduler.stop();
    }
  });
});
