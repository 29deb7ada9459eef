import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useConfirmBeforePaying } from './use-confirm-before-paying';

describe('useConfirmBeforePaying', () => {
  it('refuses to pay until the box is ticked, showing the error in the modal and by the box', () => {
    const pay = vi.fn();
    const { result } = renderHook(() => useConfirmBeforePaying(pay));
    act(() => result.current.start());
    expect(result.current.open).toBe(true);

    act(() => result.current.proceed());
    expect(pay).not.toHaveBeenCalled();
    expect(result.current.error).toBe('Please Confirm Details are correct');
    expect(result.current.boxError).toBe('Please Confirm Details are correct');
    expect(result.current.open).toBe(true);

    act(() => result.current.onConfirmedChange(true));
    expect(result.current.error).toBeNull();
    act(() => result.current.proceed());
    expect(pay).toHaveBeenCalledTimes(1);
    expect(result.current.open).toBe(false);
  });

  it('closes on Review and starts again without the earlier error', () => {
    const { result } = renderHook(() => useConfirmBeforePaying(vi.fn()));
    act(() => result.current.start());
    act(() => result.current.proceed());
    act(() => result.current.review());
    expect(result.current.open).toBe(false);
    act(() => result.current.start());
    expect(result.current.error).toBeNull();
  });
});
