// The back office's money and messages screens (issues #15, #16, #28) as accounts staff reach them:
// Invoices (the search, the GST export's period, GSTR-1's month, the TDS awaited), Refunds due and
// Messages, at 1280 and 360 px with axe and no sideways scrolling on each. (The application's Payments section is covered by its web tests.)
import { describe, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newReadyPage, viewports, useBrowser } from '../support/browser';
import {
  expectAccessible,
  expectNoOverflow,
  screenshotOnFailure,
  visible,
} from '../support/journey';
import { signInStaff } from '../support/staff';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

async function check(page: Page, where: string): Promise<void> {
  await expectAccessible(page, where);
  await expectNoOverflow(page, where);
}

async function visit(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await visible(page.getByRole('heading', { name: heading, level: 1 }));
}

describe('the money and messages screens', () => {
  it('pass axe and fit the screen at 1280 and 360 px', async () => {
    const context = await browser().newContext({ baseURL: baseUrl, viewport: viewports.desktop });
    const page = await newReadyPage(context);
    screenshotOnFailure(page, 'back-office-money');
    try {
      await signInStaff(page, baseUrl, 'accounts@example.com');
      // One sign-in for both sizes: a second code at once would wait for the resend limit.
      for (const size of ['desktop', 'phone'] as const) {
        await page.setViewportSize(viewports[size]);
        await visit(page, '/staff/invoices', 'Invoices');
        await visible(page.getByRole('region', { name: 'GSTR-1 for the GST portal' }));
        // The TDS awaiting certificates (decision 081) is part of the screen axe checks.
        await visible(page.getByRole('heading', { name: 'TDS certificates awaited', level: 2 }));
        await check(page, `invoices (${size})`);
        await visit(page, '/staff/refunds', 'Refunds due');
        await check(page, `refunds due (${size})`);
        await visit(page, '/staff/messages', 'Messages');
        await check(page, `messages (${size})`);
      }
    } finally {
      await context.close();
    }
  });
});
