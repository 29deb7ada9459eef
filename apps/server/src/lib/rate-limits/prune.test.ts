import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { rateCounters, rateLimits } from '../../db/schema';
import { pruneRateWindows, RATE_WINDOWS_KEPT_MS } from './prune';

const t = useTestApp();
const NOW = new Date('2026-03-02T09:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('pruneRateWindows', () => {
  it('deletes the windows that ended long ago and keeps the others', async () => {
    await t.db.insert(rateLimits).values([
      { key: 'old', windowStart: ago(RATE_WINDOWS_KEPT_MS + 1), hits: 3 },
      { key: 'recent', windowStart: ago(60_000), hits: 3 },
    ]);
    await t.db.insert(rateCounters).values([
      { key: 'old', windowStart: ago(RATE_WINDOWS_KEPT_MS + 1), hits: 3 },
      { key: 'recent', windowStart: ago(3_600_000), hits: 3 },
    ]);
    expect(await pruneRateWindows(t.db, NOW)).toEqual({ removed: 2 });
    expect((await t.db.select().from(rateLimits)).map((row) => row.key)).toEqual(['recent']);
    expect((await t.db.select().from(rateCounters)).map((row) => row.key)).toEqual(['recent']);
  });
});
