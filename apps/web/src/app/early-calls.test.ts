import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiData, sendEarly } from './api-client';
import { setAuth } from './session';
import { mockFetch } from '../test/mock-fetch';

describe('early calls', () => {
  afterEach(() => vi.useRealTimers());

  it("are taken by the screen's first call to the same path, which then asks nothing", async () => {
    setAuth('abc', { id: 5 });
    const fetchMock = mockFetch({ '/api/plan_status/5': { body: { success: true, data: 1 } } });
    sendEarly('/plan_status/5');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(apiData('/plan_status/5')).resolves.toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Once only: the next read asks again.
    await apiData('/plan_status/5');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('are not taken under other credentials, nor when stale', async () => {
    setAuth('abc', { id: 5 });
    const fetchMock = mockFetch({ '/api/plan_status/5': { body: { success: true, data: 1 } } });
    sendEarly('/plan_status/5');
    setAuth('other', { id: 5 });
    await apiData('/plan_status/5');
    expect(fetchMock).toHaveBeenCalledTimes(2);

    vi.useFakeTimers();
    sendEarly('/plan_status/5');
    vi.advanceTimersByTime(11_000);
    await apiData('/plan_status/5');
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
