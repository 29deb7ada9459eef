// Forms and tables that work everywhere (issue #29 item 7, decision 113): the GOV.UK date input (the
// GST period's first and last day) with its messages, and the back office's tables, stacked at
// 360 px and with their actions in view at 1280 px; axe at both sizes, screenshots in artifacts/.
// Accounts staff only look: no member is changed, so no demo member another journey uses is touched.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newReadyPage, viewports, useBrowser } from '../support/browser';
import { fillDate } from '../support/date-input';
import {
  expectAccessible,
  expectNoOverflow,
  screenshotOnFailure,
  visible,
} from '../support/journey';
import { signInStaff } from '../support/staff';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

async function staffPage(viewport: keyof typeof viewports, name: string): Promise<Page> {
  const context = await browser().newContext({ baseURL: baseUrl, viewport: viewports[viewport] });
  const page = await newReadyPage(context);
  screenshotOnFailure(page, name);
  await signInStaff(page, baseUrl, 'admin@example.com');
  return page;
}

/** The GST period's first day typed without its month, then in full. */
async function periodWithoutMonth(page: Page, size: string): Promise<void> {
  await page.goto('/staff/invoices');
  const first = page.getByRole('group', { name: 'First day', exact: true });
  await visible(first);
  await visible(first.getByText('For example, 27 3 2026'));
  await first.getByLabel('Month', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Show this period' }).click();
  const summary = page.getByRole('alert', { name: 'There is a problem' });
  await visible(summary.getByRole('link', { name: 'First day must include a month' }));
  expect(await first.getByLabel('Month', { exact: true }).getAttribute('aria-invalid')).toBe(
    'true',
  );
  await expectAccessible(page, `GST period, a month missing, ${size}`);
  await page.screenshot({ path: `artifacts/plain-forms-date-${size}.png`, fullPage: true });
  await fillDate(page, 'First day', '2026-04-01');
  await fillDate(page, 'Last day', '2026-04-30');
  await page.getByRole('button', { name: 'Show this period' }).click();
  await visible(page.getByRole('table', { name: 'GST totals, 01-Apr-2026 to 30-Apr-2026' }));
}

/** How the first body row's cells are laid out, and the names they carry. */
async function firstRowCells(page: Page, table: string) {
  return page
    .getByRole('table', { name: new RegExp(table, 'i') })
    .first()
    .locator('tbody tr')
    .first()
    .locator('td, th')
    .evaluateAll((cells) =>
      cells.map((cell) => ({
        display: getComputedStyle(cell).display,
        label: cell.getAttribute('data-label'),
      })),
    );
}

describe('forms and tables that work everywhere (back office)', () => {
  it('at 1280 px: the date input says what is missing; row actions stay in view', async () => {
    const page = await staffPage('desktop', 'plain-forms-desktop');
    await periodWithoutMonth(page, '1280');
    await expectAccessible(page, 'GST totals, 1280 px');

    for (const [path, table, shot] of [
      ['/staff/members', 'Members', 'members'],
      ['/staff/applications', 'Applications', 'queue'],
      ['/staff/messages', 'Messages', 'messages'],
    ] as const) {
      await page.goto(path);
      await visible(page.getByRole('table', { name: new RegExp(table, 'i') }).first());
      // Not stacked at this width: the rows are table rows.
      const cells = await firstRowCells(page, table);
      expect(
        cells.every((cell) => cell.display === 'table-cell'),
        path,
      ).toBe(true);
      // Every row action is inside the viewport (none cut off at the right edge).
      const actions = await page
        .locator('main table tbody :is(button, a)')
        .evaluateAll((nodes) =>
          nodes.map((node) => node.getBoundingClientRect().right).filter((right) => right > 0),
        );
      expect(Math.max(0, ...actions), `actions in view on ${path}`).toBeLessThanOrEqual(1280);
      await expectAccessible(page, `${path}, 1280 px`);
      await page.screenshot({ path: `artifacts/plain-forms-${shot}-1280.png`, fullPage: true });
    }
    await page.context().close();
  });

  it('at 360 px: the date input fits, and the tables stack, each value named', async () => {
    const page = await staffPage('phone', 'plain-forms-phone');
    await periodWithoutMonth(page, '360');
    await expectNoOverflow(page, 'invoices, 360 px');

    for (const [path, table, shot] of [
      ['/staff/members', 'Members', 'members'],
      ['/staff/applications', 'Applications', 'queue'],
      ['/staff/messages', 'Messages', 'messages'],
    ] as const) {
      await page.goto(path);
      await visible(page.getByRole('table', { name: new RegExp(table, 'i') }).first());
      await expect
        .poll(async () =>
          (await firstRowCells(page, table)).every((cell) => cell.display === 'block'),
        )
        .toBe(true);
      const cells = await firstRowCells(page, table);
      expect(cells.filter((cell) => cell.label).length, path).toBeGreaterThan(1);
      await expectNoOverflow(page, `${path}, 360 px`);
      await expectAccessible(page, `${path}, 360 px`);
      await page.screenshot({ path: `artifacts/plain-forms-${shot}-360.png`, fullPage: true });
    }
    await page.context().close();
  });
});
