// The lighter upgrade in a real browser (issue #29 item 8, decision 114): the admin chooses in
// Settings that upgrades are not reviewed; a Gold member, imported for this journey alone, chooses
// Platinum, sees the change and the difference on a short review, confirms, pays the difference in
// the sandbox and sees the new category. No form, no documents asked again (Gold and Platinum ask
// the same). Every screen is checked by axe at 1280 and 360 px, and photographed.
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { staffToken } from '../support/approve';
import { viewports, type ViewportName, useBrowser } from '../support/browser';
import { importMember } from '../support/imported-member';
import { expectAccessible, expectNoOverflow, journeyPage, visible } from '../support/journey';
import { logIn, payInSandbox } from '../support/member';
import { signInStaff } from '../support/staff';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const newPage = (viewport: ViewportName, name: string): Promise<Page> =>
  journeyPage(browser(), baseUrl, viewport, name);

/** axe and overflow at 1280 px, then at 360 px, a screenshot at each; back to 1280 px. */
async function checkBoth(page: Page, where: string, shot: string): Promise<void> {
  for (const viewport of ['phone', 'desktop'] as const) {
    await page.setViewportSize(viewports[viewport]);
    await expectAccessible(page, `${where} (${viewport})`);
    await expectNoOverflow(page, `${where} (${viewport})`);
    await page.screenshot({
      path: `artifacts/lighter-upgrade-${shot}-${viewport}.png`,
      fullPage: true,
    });
  }
}

/** Puts the setting back for the journeys after this one (the association's default). */
async function resetUpgradeReview(): Promise<void> {
  const token = await staffToken(baseUrl, 'admin@example.com');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const current = await fetch(`${baseUrl}/api/staff/settings`, { headers });
  const { data } = (await current.json()) as { data: Record<string, unknown> };
  const { logo_url: _logo, states: _states, updated_at: _at, ...form } = data;
  const saved = await fetch(`${baseUrl}/api/staff/settings`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...form, upgrade_review: 'full' }),
  });
  expect(saved.status).toBe(200);
}

afterAll(resetUpgradeReview);

describe('a lighter upgrade', () => {
  it('lets a member whose record suffices pay the difference at once when upgrades are not reviewed', async () => {
    // The admin chooses: upgrades are not reviewed.
    const staff = await newPage('desktop', 'lighter-upgrade-settings');
    await signInStaff(staff, baseUrl, 'admin@example.com');
    await staff.goto('/staff/settings');
    await visible(staff.getByRole('heading', { name: 'Settings', level: 1 }));
    const group = staff.getByRole('group', { name: /Who reviews a member’s upgrade/ });
    await group.getByRole('radio', { name: 'Not reviewed (pay at once)' }).check();
    await checkBoth(staff, 'settings, upgrade review', 'settings');
    const answer = staff.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && response.url().endsWith('/api/staff/settings'),
    );
    await staff.getByRole('button', { name: 'Save settings', exact: true }).click();
    const response = await answer;
    expect(response.status(), await response.text()).toBe(200);
    // The banner stays, though the form is rebuilt with the saved version.
    await visible(staff.getByText('Settings saved: upgrade review.'));
    await staff.reload();
    await visible(staff.getByRole('heading', { name: 'Settings', level: 1 }));
    expect(
      await staff
        .getByRole('group', { name: /Who reviews a member’s upgrade/ })
        .getByRole('radio', { name: 'Not reviewed (pay at once)' })
        .isChecked(),
    ).toBe(true);

    const member = await importMember(baseUrl, 'lighter.upgrade');
    const page = await newPage('desktop', 'lighter-upgrade');
    await logIn(page, baseUrl, member.email, member.email);
    await page.waitForURL('**/app/plan-status');
    await visible(page.getByText('Current Plan', { exact: true }));
    await page.getByText('Upgrade Membership', { exact: true }).click();

    // The first screen already says what the upgrade costs.
    await page.waitForURL('**/app/upgrade/select-membership');
    await expect.poll(() => page.getByRole('radio').count()).toBe(1);
    await visible(page.getByText(/^You pay ₹[\d,]+ plus GST$/).first());
    await checkBoth(page, 'upgrade picker', 'picker');
    await page.getByRole('button', { name: 'Continue' }).last().click();
    const eligibility = page.getByRole('dialog');
    await eligibility
      .getByRole('checkbox', {
        name: 'I confirm that I am eligible to apply for this membership category.',
      })
      .check();
    await eligibility.getByRole('button', { name: 'Continue' }).click();

    // The short review: what changes and the difference; nothing else asked.
    await page.waitForURL('**/app/upgrade/confirm');
    await visible(page.getByRole('heading', { name: 'Check your upgrade', level: 1 }));
    await visible(page.getByText('Your plan after the upgrade'));
    await visible(page.getByText('Platinum', { exact: true }).first());
    await checkBoth(page, 'check your upgrade', 'confirm');
    await page.getByRole('button', { name: 'Confirm upgrade' }).click();

    // Not reviewed: straight to paying the difference.
    await page.waitForURL('**/app/upgrade/checkout/*');
    await visible(page.getByText('Amount Payable'));
    await checkBoth(page, 'upgrade checkout', 'checkout');
    await payInSandbox(page);
    await page.waitForURL('**/app/upgrade/payment-success/**');
    await visible(page.getByRole('heading', { name: 'Payment Successful!' }));
    await checkBoth(page, 'upgrade paid', 'paid');

    // The new category on the plan status, and nothing higher to offer.
    await page.goto('/app/plan-status');
    await visible(page.getByText('Current Plan', { exact: true }));
    await visible(page.getByText('Platinum', { exact: true }).first());
    expect(await page.getByText('Upgrade Membership', { exact: true }).count()).toBe(0);
    await checkBoth(page, 'plan status, Platinum', 'plan-status');

    // The member asks for a correction; the back office's Data requests table stacks its rows at
    // 360 px, its actions in view at 1280 px.
    await page.getByLabel('What is wrong, and what should it be?').fill('Our PIN code is 400001.');
    await page.getByRole('button', { name: 'Send request' }).click();
    await visible(page.getByText('Your request has been sent.', { exact: false }));
    await page.context().close();
    await staff.goto('/staff/data-requests');
    const row = staff.getByRole('row').filter({ hasText: member.company });
    await visible(row);
    await checkBoth(staff, 'data requests', 'data-requests');
    await staff.setViewportSize(viewports.phone);
    await visible(row.getByRole('link', { name: /Change their details/ }));
    await staff.context().close();
  });
});
