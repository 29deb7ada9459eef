// The layout-shift budget (< 0.05) on the member pages, which the server renders before it
// knows the member: what arrives after hydration (the session, the plan) must not move what painted.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBrowser } from '../support/browser';
import { logIn } from '../support/member';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

type Shift = { value: number; hadRecentInput: boolean };

/**
 * The page's layout shifts up to what it shows now (none caused by input), as Lighthouse counts them.
 * What is in the DOM has been painted, and any shift it made recorded, once the frame after the next
 * one begins; the buffered entries are then in the observer's records.
 */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const observer = new PerformanceObserver(() => undefined);
            observer.observe({ type: 'layout-shift', buffered: true });
            const shifts = observer.takeRecords() as unknown as Shift[];
            observer.disconnect();
            resolve(
              shifts.reduce((sum, shift) => sum + (shift.hadRecentInput ? 0 : shift.value), 0),
            );
          }),
        );
      }),
  );
}

describe('layout shift on a phone', () => {
  it('plan status loads without moving what the server painted', async () => {
    const page = await openPage(browser(), baseUrl, 'phone');
    await logIn(page, baseUrl, 'revive@example.com', 'revive@example.com');
    await page.waitForURL(/\/app\/plan-status/);
    // The plan on screen: the sign-in that asked for it was saved as it happened (persist.ts), and
    // the next load restores it.
    const renew = page.getByRole('button', { name: 'Renew Plan' });
    await renew.waitFor({ state: 'visible' });

    await page.reload();
    await renew.waitFor({ state: 'visible' });
    expect(await layoutShift(page)).toBeLessThan(0.05);
    await page.context().close();
  });
});
