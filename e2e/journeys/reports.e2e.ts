// The back office's reports (issue #31): a governing body member opens Reports and sees each report's
// chart (a canvas named for screen readers) with the table of its figures below, and downloads the
// income as CSV. At 1280 and 360 px, axe finds nothing and the page never scrolls sideways. Reads only:
// no demo member is changed.
import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
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

const TABLES = [
  "Members by category at each month's end",
  "Members by zone at each month's end",
  'Renewal rate and attrition by month and cohort',
  'Lapsed and due-soon members by zone',
  'Income by month and kind, reconciled to the invoices and credit notes',
  'Applications waiting by stage, with the median and the oldest wait',
];

describe('reports', () => {
  for (const width of ['desktop', 'phone'] as const) {
    it(`shows every report with its chart and table, and downloads one (${width})`, async () => {
      const context = await browser().newContext({
        baseURL: baseUrl,
        viewport: viewports[width],
        acceptDownloads: true,
      });
      const page = await newReadyPage(context);
      screenshotOnFailure(page, `reports-${width}`);
      try {
        await signInStaff(page, baseUrl, 'gb2@example.com');
        await page.getByRole('link', { name: 'Reports' }).first().click();
        await visible(page.getByRole('heading', { name: 'Reports', level: 1 }));
        for (const table of TABLES) await visible(page.getByRole('table', { name: table }));
        await visible(page.getByRole('img', { name: /^Income by month and kind: chart/ }));
        // Chart.js drew on the canvas: it has a size of its own.
        const canvas = page.getByRole('img', { name: /^Members by category: chart/ });
        expect((await canvas.boundingBox())?.height ?? 0).toBeGreaterThan(100);
        await expectAccessible(page, `reports (${width})`);
        await expectNoOverflow(page, `reports (${width})`);
        if (process.env.REPORTS_SCREENSHOT_DIR) {
          await page.screenshot({
            path: `${process.env.REPORTS_SCREENSHOT_DIR}/reports-${width}.png`,
            fullPage: true,
          });
        }

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Download CSV of income by month and kind' }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/^income-report-\d{4}-\d{2}-\d{2}\.csv$/);
        const text = await readFile((await download.path()) ?? '', 'utf8');
        expect(text.startsWith('\uFEFFMonth,Joining (₹),Renewal (₹)')).toBe(true);
      } finally {
        await context.close();
      }
    });
  }
});
