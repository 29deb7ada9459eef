import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

async function freshLoader() {
  vi.resetModules();
  return import('./vite-preload');
}

describe('__vitePreload', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });
  afterEach(() => vi.restoreAllMocks());

  it('imports at once when the chunk needs no other file', async () => {
    const { __vitePreload } = await freshLoader();
    const importModule = vi.fn(() => Promise.resolve({ screen: 1 }));
    await expect(__vitePreload(importModule)).resolves.toEqual({ screen: 1 });
    await expect(__vitePreload(importModule, [])).resolves.toEqual({ screen: 1 });
    expect(document.head.children).toHaveLength(0);
  });

  it('links the chunk’s scripts and sheets from the base, and imports once its sheets have loaded', async () => {
    const { __vitePreload } = await freshLoader();
    const importModule = vi.fn(() => Promise.resolve('screen'));
    const loaded = __vitePreload(importModule, ['assets/form.js', 'assets/form.css']);
    const sheet = await waitFor(() => {
      const link = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
      if (!link) throw new Error('no sheet yet');
      return link;
    });
    expect(sheet?.getAttribute('href')).toBe('/assets/form.css');
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe(
      '/assets/form.js',
    );
    await Promise.resolve();
    expect(importModule).not.toHaveBeenCalled();
    sheet?.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(importModule).not.toHaveBeenCalled();
    document.head.querySelector('link[rel="modulepreload"]')?.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBe('screen');
  });

  it('a sheet that fails fails the import, with Vite’s preload error event first', async () => {
    const { __vitePreload } = await freshLoader();
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as Event & { payload: unknown }).payload);
    window.addEventListener('vite:preloadError', listener);
    const importModule = vi.fn(() => Promise.resolve('screen'));
    const loaded = __vitePreload(importModule, ['assets/broken.css']);
    await waitFor(() => expect(document.head.querySelector('link')).not.toBeNull());
    document.head.querySelector('link')?.dispatchEvent(new Event('error'));
    await expect(loaded).rejects.toThrow('Unable to preload CSS for /assets/broken.css');
    expect(importModule).not.toHaveBeenCalled();
    expect(seen).toHaveLength(1);
    window.removeEventListener('vite:preloadError', listener);
  });

  it('a listener that prevents the default takes the failed import over', async () => {
    const { __vitePreload } = await freshLoader();
    const listener = (event: Event) => event.preventDefault();
    window.addEventListener('vite:preloadError', listener);
    const importModule = vi.fn(() => Promise.reject(new Error('chunk gone')));
    const loaded = __vitePreload(importModule, ['assets/gone.js']);
    await waitFor(() => expect(document.head.querySelector('link')).not.toBeNull());
    document.head.querySelector('link')?.dispatchEvent(new Event('error'));
    await expect(loaded).resolves.toBeUndefined();
    window.removeEventListener('vite:preloadError', listener);
  });
});
