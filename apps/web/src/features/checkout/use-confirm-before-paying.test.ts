import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useConfirmBeforePaying } from './use-confirm-before-paying';

describe('useConfirmBeforePaying', () => {
  it('refuses to pay until the box is ticked, with the error shown until it is', () => {
    const pay = vi.fn();
    const { result } = renderHook(() => useConfirmBeforePaying(pay));
    act(() => result.current.start());
    expect(pay).not.toHaveBeenCalled();
    expect(result.current.error).toBe('Please Confirm Details are correct');
    const firstAttempt = result.current.attempt;

    act(() => result.current.start());
    expect(result.current.attempt).toBe(firstAttempt + 1);

    act(() => result.current.onConfirmedChange(true));
    expect(result.current.error).toBeNull();
    act(() => result.current.start());
    expect(pay).toHaveBeenCalledTimes(1);
  });

  it('shows the error again when the box is unticked after a refused press', () => {
    const { result } = renderHook(() => useConfirmBeforePaying(vi.fn()));
    act(() => result.current.start());
    act(() => result.current.onConfirmedChange(true));
    act(() => result.current.onConfirmedChange(false));
    expect(result.current.error).toBeNull();
    act(() => result.current.start());
    expect(result.current.error).toBe('Please Confirm Details are correct');
  });
});
