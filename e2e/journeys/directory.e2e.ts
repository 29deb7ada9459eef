// The members' directory in a real browser (decision 104): a demo member no other journey uses opts
// in from their listing page (the preview follows the form), and a visitor without a session finds
// them by service and city on the server-rendered directory, opens their page and its "verified
// member" mark; the demo's own listings show before any search. Every screen is checked by axe at
// 1280 and 360 px. A lapsed member's absence is held by directory.test.ts (every lapsed demo member
// is renewed by another journey).
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type ViewportName, useBrowser } from '../support/browser';
import { expectAccessible, expectNoOverflow, journeyPage, visible } from '../support/journey';
import { logIn } from '../support/member';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const newPage = (viewport: ViewportName, name: string): Promise<Page> =>
  journeyPage(browser(), baseUrl, viewport, name);

const checks = (page: Page, viewport: ViewportName) => async (where: string) => {
  await expectAccessible(page, `${where} (${viewport})`);
  await expectNoOverflow(page, `${where} (${viewport})`);
  // Kept for the review of the screens (artifacts/ is not committed).
  const file = `artifacts/directory-${where.replace(/\W+/g, '-')}-${viewport}.png`;
  await page.screenshot({ path: file, fullPage: true });
};

const MEMBERS = {
  desktop: {
    email: 'member1@example.com',
    company: 'Mehta Events Pvt Ltd',
    service: 'Sound',
    city: 'Pune',
  },
  phone: {
    email: 'member2@example.com',
    company: 'Nair Entertainment LLP',
    service: 'Lighting',
    city: 'Kochi',
  },
} as const;

describe.each(['desktop', 'phone'] as const)('the members’ directory (%s)', (viewport) => {
  it('lists a member who opts in, found by service and city', async () => {
    const who = MEMBERS[viewport];
    const page = await newPage(viewport, `directory-member-${viewport}`);
    const check = checks(page, viewport);
    await logIn(page, baseUrl, who.email, who.email);
    await page.waitForURL('**/app/plan-status');
    await page.getByRole('link', { name: 'My listing in the members’ directory' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Your directory listing' }));
    const preview = page.getByRole('region', { name: 'Preview' });
    await visible(preview.getByText('Not shown: you have not chosen to be listed.'));
    await check('directory listing, not listed');

    await page.getByLabel('List my business in the members’ directory').check();
    await page.getByLabel('City').fill(who.city);
    await page.getByLabel(who.service, { exact: true }).check();
    await page
      .getByLabel('About your business')
      .fill(`${who.service} for weddings and concerts across ${who.city}.`);
    await visible(preview.getByText(`${who.service} for weddings and concerts`));
    await page.getByRole('button', { name: 'Save listing' }).click();
    await visible(page.getByText('Your directory listing was saved'));
    await check('directory listing, listed');

    // A visitor without a session: the server renders the search's answer.
    const visitor = await newPage(viewport, `directory-visitor-${viewport}`);
    const response = await visitor.goto('/directory');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<link rel="canonical"');
    expect(html).toContain('Members’ directory');
    await visible(visitor.getByRole('heading', { level: 1, name: 'Members’ directory' }));
    // The demo data's listings: a new portal's directory is not empty.
    await visible(visitor.getByRole('link', { name: 'Kapoor Live Pvt Ltd' }));
    await checks(visitor, viewport)('directory');
    await visitor.getByLabel('Service', { exact: true }).selectOption({ label: who.service });
    await visitor.getByLabel('City', { exact: true }).fill(who.city);
    await visitor.getByRole('button', { name: 'Search' }).click();
    const link = visitor.getByRole('link', { name: who.company });
    await visible(link);
    await checks(visitor, viewport)('directory search');

    await link.click();
    await visible(visitor.getByRole('heading', { level: 1, name: who.company }));
    await visible(visitor.getByText(/Members of the association see more contact details/));
    const verified = visitor.getByRole('link', { name: /Verified member/ });
    await checks(visitor, viewport)('directory member page');
    await verified.click();
    await visible(
      visitor.getByRole('heading', { level: 2, name: /^Active until \d{2}-\d{2}-\d{4}$/ }),
    );
  });
});
