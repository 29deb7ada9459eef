import { describe, expect, it, vi } from 'vitest';
import { createCategoryCache } from './category-cache';
import type { CategoryRow } from './repository';

const row = (id: number): CategoryRow => ({
  id,
  name: `C${id}`,
  rank: id,
  joiningFeePaise: 100,
  annualFeePaise: 100,
  eligibility: '',
  eligibilityRemark: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
});

describe('createCategoryCache', () => {
  it('loads once for concurrent and later callers', async () => {
    const load = vi.fn(async () => [row(1)]);
    const cache = createCategoryCache(load);
    const [a, b] = await Promise.all([cache.get(), cache.get()]);
    await cache.get();
    expect(load).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
  });

  it('reloads after invalidate()', async () => {
    const load = vi.fn(async () => [row(load.mock.calls.length)]);
    const cache = createCategoryCache(load);
    await cache.get();
    cache.invalidate();
    expect((await cache.get())[0]?.id).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reloads once the time limit has passed (another process may have edited)', async () => {
    let now = 0;
    const load = vi.fn(async () => [row(1)]);
    const cache = createCategoryCache(load, { ttlMs: 1000, now: () => now });
    await cache.get();
    now = 999;
    await cache.get();
    expect(load).toHaveBeenCalledTimes(1);
    now = 1000;
    await cache.get();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed load', async () => {
    const load = vi
      .fn<() => Promise<CategoryRow[]>>()
      .mockRejectedValueOnce(new Error('database down'))
      .mockResolvedValueOnce([row(1)]);
    const cache = createCategoryCache(load);
    await expect(cache.get()).rejects.toThrow('database down');
    expect(await cache.get()).toHaveLength(1);
  });
});
