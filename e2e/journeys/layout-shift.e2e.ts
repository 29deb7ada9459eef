// The layout-shift budget (< 0.05) on the member pages, which the server renders before it
// knows the member: what arrives after hydration (the session, the plan) must not move what painted.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBrowser } from '../support/browser';
import { logIn } from '../support/member';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** The page's layout shifts so far, as Lighthouse counts them (none caused by input). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
          }[];
          resolve(shifts.reduce((sum, shift) => sum + (shift.hadRecentInput ? 0 : shift.value), 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: nothing moved.
        setTimeout(() => resolve(0), 500);
      }),
  );
}

describe('layout shift on a phone', () => {
  it('plan status loads without moving what the server painted', async () => {
    const page = await openPage(browser(), baseUrl, 'phone');
    await logIn(page, baseUrl, 'revive@example.com', 'revive@example.com');
    await page.waitForURL(/\/app\/plan-status/);
    // The session is saved 200 ms after it changes; the next load restores it.
    await page.waitForTimeout(1000);

    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Renew Plan' }).count()).toBe(1);
    await page.waitForTimeout(500);
    expect(await layoutShift(page)).toBeLessThan(0.05);
    await page.context().close();
  });
});
