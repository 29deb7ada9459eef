import { describe, expect, it, vi } from 'vitest';
import { createCategoryCache } from './category-cache';
import type { CategoryRow } from './catalog.repository';

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

  it('keeps nothing while it is not trusted, and serves memory again once it is', async () => {
    let trusted = false;
    const load = vi.fn(async () => [row(load.mock.calls.length)]);
    const cache = createCategoryCache(load, { isTrusted: () => trusted });
    await cache.get();
    await cache.get();
    expect(load).toHaveBeenCalledTimes(2);
    trusted = true;
    expect((await cache.get())[0]?.id).toBe(3);
    expect((await cache.get())[0]?.id).toBe(3);
    expect(load).toHaveBeenCalledTimes(3);
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
