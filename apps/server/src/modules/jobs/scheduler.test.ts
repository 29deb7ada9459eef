// The scheduler's lease: of several holders (server processes), only one runs a job until its lease
// ends, whether they ask one after another or at the same moment (on separate connections on
// PostgreSQL).
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { openDatabase } from '../../db/client';
import { createScheduler, releaseLease, takeLease } from './scheduler';

const t = useTestApp();

const START = new Date('2026-03-02T09:00:00.000Z');
const TTL_MS = 60_000;
const later = (ms: number) => new Date(START.getTime() + ms);

describe('takeLease', () => {
  it('lets one holder in until its lease ends, then the other', async () => {
    expect(await takeLease(t.db, 'test.job', 'holder-a', START, TTL_MS)).toBe(true);
    expect(await takeLease(t.db, 'test.job', 'holder-b', later(1_000), TTL_MS)).toBe(false);
    expect(await takeLease(t.db, 'test.job', 'holder-a', later(TTL_MS - 1), TTL_MS)).toBe(false);
    expect(await takeLease(t.db, 'test.job', 'holder-b', later(TTL_MS + 1), TTL_MS)).toBe(true);
    expect(await takeLease(t.db, 'test.job', 'holder-a', later(TTL_MS + 2), TTL_MS)).toBe(false);
  });

  it('is free again once its holder releases it, but not by another holder’s release', async () => {
    expect(await takeLease(t.db, 'test.job', 'holder-a', START, TTL_MS)).toBe(true);
    await releaseLease(t.db, 'test.job', 'holder-b', later(1_000));
    expect(await takeLease(t.db, 'test.job', 'holder-b', later(2_000), TTL_MS)).toBe(false);
    await releaseLease(t.db, 'test.job', 'holder-a', later(3_000));
    expect(await takeLease(t.db, 'test.job', 'holder-b', later(4_000), TTL_MS)).toBe(true);
  });

  it('gives the lease to exactly one of two holders asking at once', async () => {
    const taken = await Promise.all([
      takeLease(t.db, 'test.race', 'holder-a', START, TTL_MS),
      takeLease(t.db, 'test.race', 'holder-b', START, TTL_MS),
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
          takeLease(t.db, 'test.pools', 'holder-a', at, TTL_MS),
          takeLease(other.db, 'test.pools', 'holder-b', at, TTL_MS),
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
