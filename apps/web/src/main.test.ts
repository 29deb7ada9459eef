import { waitFor } from '@testing-library/react';
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
    document.body.innerHTML =
      '<script type="application/json" id="start-up-scripts">["/assets/boot-1.js","/assets/react-2.js"]</script>';
    const preloads = () =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      );
    vi.useFakeTimers();
    await import('./main');
    expect(booted).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);

    // The frame before the paint: still nothing; the timer it sets runs after the paint.
    for (const frame of frames) frame(performance.now());
    expect(booted).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    // Every start-up script is asked for after the paint; the app starts once they are all in.
    expect(preloads()).toEqual(['/assets/boot-1.js', '/assets/react-2.js']);
    const [boot, react] = document.querySelectorAll('link[rel="modulepreload"]');
    boot?.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(booted).not.toHaveBeenCalled();
    react?.dispatchEvent(new Event('error'));
    await waitFor(() => expect(booted).toHaveBeenCalledTimes(1));
  });
});
