import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOneAtATime } from './use-one-at-a-time';

describe('useOneAtATime', () => {
  it('is busy while an action runs and ignores a second one started meanwhile', async () => {
    const { result } = renderHook(() => useOneAtATime());
    let finish!: () => void;
    const calls: string[] = [];
    let first!: Promise<void>;
    act(() => {
      first = result.current.run(
        () =>
          new Promise<void>((resolve) => {
            calls.push('first');
            finish = resolve;
          }),
      );
    });
    expect(result.current.busy).toBe(true);
    await act(() => result.current.run(async () => void calls.push('second')));
    expect(calls).toEqual(['first']);

    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.busy).toBe(false);
    await act(() => result.current.run(async () => void calls.push('third')));
    expect(calls).toEqual(['first', 'third']);
  });

  it('is free again after an action fails', async () => {
    const { result } = renderHook(() => useOneAtATime());
    await act(() => result.current.run(() => Promise.reject(new Error('no'))).catch(() => {}));
    expect(result.current.busy).toBe(false);
  });
});
