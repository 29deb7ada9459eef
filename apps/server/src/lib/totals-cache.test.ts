import { describe, expect, it, vi } from 'vitest';
import { createTotalsCache } from './totals-cache';

describe('createTotalsCache', () => {
  it('reuses a total within the time limit and counts again after it', async () => {
    let now = 0;
    const cache = createTotalsCache({ ttlMs: 5000, now: () => now });
    const count = vi.fn(async () => 42);
    expect(await cache.get('a', count)).toBe(42);
    now = 4999;
    expect(await cache.get('a', count)).toBe(42);
    expect(count).toHaveBeenCalledTimes(1);
    now = 5000;
    await cache.get('a', count);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('counts once for concurrent callers and separately per key', async () => {
    const cache = createTotalsCache({ ttlMs: 5000 });
    const count = vi.fn(async () => 7);
    await Promise.all([cache.get('a', count), cache.get('a', count), cache.get('b', count)]);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed count', async () => {
    const cache = createTotalsCache({ ttlMs: 5000 });
    const failing = vi.fn(async () => {
      throw new Error('database down');
    });
    await expect(cache.get('a', failing)).rejects.toThrow('database down');
    expect(await cache.get('a', async () => 3)).toBe(3);
  });

  it('forgets the oldest key when full, and counts every time with no time limit', async () => {
    const cache = createTotalsCache({ ttlMs: 5000, maxEntries: 2 });
    const count = vi.fn(async () => 1);
    await cache.get('a', count);
    await cache.get('b', count);
    await cache.get('c', count);
    await cache.get('b', count);
    expect(count).toHaveBeenCalledTimes(3);
    await cache.get('a', count);
    expect(count).toHaveBeenCalledTimes(4);

    const uncached = createTotalsCache({ ttlMs: 0 });
    const each = vi.fn(async () => 1);
    await uncached.get('a', each);
    await uncached.get('a', each);
    expect(each).toHaveBeenCalledTimes(2);
  });
});
