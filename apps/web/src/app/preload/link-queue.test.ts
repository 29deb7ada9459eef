import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as LinkQueue from './link-queue';

type Queue = typeof LinkQueue;

/** A fresh queue for each test: it remembers what it has asked for. */
async function freshQueue(): Promise<Queue> {
  vi.resetModules();
  return import('./link-queue');
}

const linked = (rel: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((link) =>
    link.getAttribute('href'),
  );

describe('links one per task', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('inserts LINKS_PER_TASK links a task from the next task on, in order', async () => {
    const { requestLinks, LINKS_PER_TASK } = await freshQueue();
    // Each timer the queue sets is a task of its own: run them one at a time.
    const tasks: (() => void)[] = [];
    const setTimer = vi.spyOn(window, 'setTimeout').mockImplementation(((task: () => void) => {
      tasks.push(task);
      return 0;
    }) as typeof setTimeout);
    const hrefs = Array.from({ length: 10 }, (_, i) => `/assets/chunk-${i}.js`);
    const done = requestLinks(hrefs.map((href) => ({ href, kind: 'script' })));
    // Nothing in the caller's task; a timer for each batch, set at once (not one by the other).
    expect(linked('modulepreload')).toEqual([]);
    expect(tasks).toHaveLength(Math.ceil(hrefs.length / LINKS_PER_TASK));
    tasks.shift()?.();
    expect(linked('modulepreload')).toEqual(hrefs.slice(0, LINKS_PER_TASK));
    tasks.shift()?.();
    expect(linked('modulepreload')).toEqual(hrefs.slice(0, 2 * LINKS_PER_TASK));
    while (tasks.length > 0) tasks.shift()?.();
    expect(linked('modulepreload')).toEqual(hrefs);
    setTimer.mockRestore();
    // Done once every script has loaded or failed (the import that follows reports a failure).
    for (const link of document.head.querySelectorAll('link')) {
      link.dispatchEvent(new Event(link.getAttribute('href')?.endsWith('9.js') ? 'error' : 'load'));
    }
    await expect(done).resolves.toEqual([]);
    const first = document.head.querySelector('link');
    expect(first?.getAttribute('as')).toBe('script');
    expect(first?.crossOrigin).toBe('');
  });

  it('asks once for a file, and never for one the page already links', async () => {
    const { requestLinks } = await freshQueue();
    document.head.innerHTML =
      '<link rel="modulepreload" href="/assets/boot.js"><link rel="stylesheet" href="/assets/inlined.css" disabled>';
    const first = requestLinks([
      { href: '/assets/boot.js', kind: 'script' },
      { href: '/assets/form.js', kind: 'script' },
    ]);
    const again = requestLinks([{ href: '/assets/form.js', kind: 'script' }]);
    const sheet = requestLinks([{ href: '/assets/inlined.css', kind: 'stylesheet' }]);
    await vi.runAllTimersAsync();
    document.head.querySelector('link[href="/assets/form.js"]')?.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, again, sheet])).resolves.toEqual([[], [], []]);
    expect(linked('modulepreload')).toEqual(['/assets/boot.js', '/assets/form.js']);
    expect(linked('stylesheet')).toEqual(['/assets/inlined.css']);
  });

  it('a script preloaded is not a sheet: the sheet is still asked for', async () => {
    const { requestLinks } = await freshQueue();
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/form.css">';
    void requestLinks([{ href: '/assets/form.css', kind: 'stylesheet' }]);
    await vi.runAllTimersAsync();
    expect(linked('stylesheet')).toEqual(['/assets/form.css']);
  });

  it('settles once every sheet has loaded, with the sheets that failed', async () => {
    const { requestLinks } = await freshQueue();
    let settled: Error[] | undefined;
    void requestLinks([
      { href: '/assets/a.css', kind: 'stylesheet' },
      { href: '/assets/b.css', kind: 'stylesheet' },
    ]).then((failures) => (settled = failures));
    await vi.runAllTimersAsync();
    const [a, b] = document.head.querySelectorAll('link');
    a?.dispatchEvent(new Event('load'));
    await vi.runAllTimersAsync();
    expect(settled).toBeUndefined();
    b?.dispatchEvent(new Event('error'));
    await vi.runAllTimersAsync();
    expect(settled?.map((error) => error.message)).toEqual([
      'Unable to preload CSS for /assets/b.css',
    ]);
    // A later try asks for the sheet that failed again, and may succeed.
    const retried = requestLinks([{ href: '/assets/b.css', kind: 'stylesheet' }]);
    await vi.runAllTimersAsync();
    expect(linked('stylesheet')).toEqual(['/assets/a.css', '/assets/b.css']);
    document.head.querySelector('link[href="/assets/b.css"]')?.dispatchEvent(new Event('load'));
    await expect(retried).resolves.toEqual([]);
  });
});
