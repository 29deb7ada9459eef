import { afterEach, describe, expect, it, vi } from 'vitest';

const booted = vi.fn();
vi.mock('./boot', () => {
  booted();
  return {};
});

describe('the entry', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('evaluates none of the app before the first paint, and starts it right after', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.useFakeTimers();
    await import('./main');
    expect(booted).not.toHaveBeenCalled();

    // The frame before the paint: still nothing; the timer it sets runs after the paint.
    for (const frame of frames) frame(performance.now());
    expect(booted).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    await vi.waitFor(() => expect(booted).toHaveBeenCalledTimes(1));
  });
});
