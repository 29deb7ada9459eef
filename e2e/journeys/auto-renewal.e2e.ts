// Auto-renewal in a real browser (issue #30, decision 099): an admin offers it in Settings; a member
// of the journey's own (imported, so no demo member is touched) turns it on from their home in the
// sandbox, gets the pre-debit notice, and is renewed by the debit with an invoice on their home;
// office staff see the debit on Auto-renewals and the mandate on the member's record; a second
// member cancels and is not charged. The new screens pass axe at 1280 and 360 px, with screenshots
// in artifacts/ and /tmp/shots-auto-renewal/.
import { mkdirSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { staffToken } from '../support/approve';
import { devPost, memberIdOf, runCycle as runCycleAt } from '../support/auto-renewal';
import { viewports, type ViewportName, useBrowser } from '../support/browser';
import { importMember, type ImportedMember } from '../support/imported-member';
import { expectAccessible, expectNoOverflow, journeyPage, visible } from '../support/journey';
import { logIn } from '../support/member';
import { outboxMessages, waitForMessage } from '../support/outbox';
import { signInStaff } from '../support/staff';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const SHOTS = '/tmp/shots-auto-renewal';
mkdirSync(SHOTS, { recursive: true });

const newPage = (viewport: ViewportName, name: string): Promise<Page> =>
  journeyPage(browser(), baseUrl, viewport, name);

const width = (viewport: ViewportName) => viewports[viewport].width;

/** axe, no sideways scroll, and a full-page screenshot named for the screen and the width. */
async function check(page: Page, viewport: ViewportName, name: string): Promise<void> {
  await expectAccessible(page, `${name} (${width(viewport)} px)`);
  await expectNoOverflow(page, `${name} (${width(viewport)} px)`);
  const file = `auto-renewal-${name}-${width(viewport)}.png`;
  await page.screenshot({ path: `${SHOTS}/${file}`, fullPage: true });
  await page.screenshot({ path: `artifacts/${file}`, fullPage: true });
}

const runCycle = (ageHours = 0) => runCycleAt(baseUrl, ageHours);
const memberId = (email: string) => memberIdOf(baseUrl, email);

/** The association's settings as the journey found them are put back at the end. */
async function putSettings(body: unknown): Promise<void> {
  const admin = await staffToken(baseUrl, 'admin@example.com');
  await fetch(`${baseUrl}/api/staff/auto_renewal/settings`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Settings › Auto-renewal: offered to every category, the debit 7 days before expiry. */
async function offerInSettings(page: Page, viewport: ViewportName): Promise<void> {
  await signInStaff(page, baseUrl, 'admin@example.com');
  await page.goto('/staff/settings');
  const panel = page.getByRole('region', { name: 'Auto-renewal', exact: true });
  await visible(panel.getByRole('group', { name: 'Offer auto-renewal to members?' }));
  await panel.getByRole('radio', { name: 'Yes' }).check();
  await panel.getByLabel('Days before expiry the debit runs').fill('7');
  await panel.getByRole('button', { name: 'Save auto-renewal settings' }).click();
  await visible(panel.getByText('Auto-renewal settings saved.', { exact: false }));
  await panel.scrollIntoViewIfNeeded();
  await check(page, viewport, 'settings');
  await panel.screenshot({ path: `${SHOTS}/auto-renewal-settings-panel-${width(viewport)}.png` });
}

/** The member turns it on from their home (the sandbox stands in for the bank's authorisation). */
async function turnOn(page: Page, member: ImportedMember): Promise<void> {
  await devPost(baseUrl, 'auto_renewal/expiry', { email: member.email, days: 8 });
  await logIn(page, baseUrl, member.email, member.email);
  await page.waitForURL('**/app/plan-status');
  const section = page.getByRole('region', { name: 'Auto-renewal', exact: true });
  await section.getByRole('radio', { name: /e-mandate/ }).check();
  await section.getByRole('button', { name: 'Turn on auto-renewal' }).click();
  await visible(section.getByText('Auto-renewal is on.'));
}

let saved: unknown = null;
afterAll(async () => {
  if (saved) await putSettings(saved);
});

describe('auto-renewal', () => {
  it('renews a member by mandate after the notice; a member who cancels is not charged', async () => {
    const admin = await staffToken(baseUrl, 'admin@example.com');
    const before = await fetch(`${baseUrl}/api/staff/auto_renewal/settings`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    saved = ((await before.json()) as { data: unknown }).data;

    const office = await newPage('desktop', 'auto-renewal-staff-desktop');
    await offerInSettings(office, 'desktop');

    // The member turns it on and is noticed at least 24 hours ahead.
    const member = await importMember(baseUrl, 'autorenew');
    const home = await newPage('desktop', 'auto-renewal-member-desktop');
    await turnOn(home, member);
    expect((await runCycle()).data).toMatchObject({ noticesSent: expect.any(Number) });
    const notice = await waitForMessage(baseUrl, member.email, (m) =>
      /will be taken on .* to renew your membership/.test(m.subject ?? ''),
    );
    expect(notice.text).toMatch(/mandate AR-\d+/);
    expect(notice.text).toMatch(/auto-renewal\/cancel\?/);

    // Office staff see the debit coming and open the member from it.
    const id = await memberId(member.email);
    await office.goto('/staff/auto-renewals');
    const upcoming = office.getByRole('region', { name: 'Upcoming debits', exact: true });
    const link = upcoming.locator(`a[href="/staff/members/${id}"]`);
    await visible(link);
    await check(office, 'desktop', 'debits');
    await link.click();
    const panel = office.getByRole('region', { name: 'Auto-renewal', exact: true });
    await visible(panel.getByText('Pre-debit notice sent').first());
    await visible(panel.getByText('Active', { exact: true }));
    await panel.scrollIntoViewIfNeeded();
    await check(office, 'desktop', 'member-record');
    await panel.screenshot({ path: `${SHOTS}/auto-renewal-member-panel-1280.png` });

    // A day later the debit runs; the payment is confirmed as any renewal's, with an invoice.
    await runCycle(25);
    await expect
      .poll(
        async () => {
          await runCycle();
          const messages = await outboxMessages(baseUrl, member.email);
          return messages.some((m) => /your membership is renewed/.test(m.subject ?? ''));
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(true);
    await home.reload();
    const invoices = home.getByRole('region', { name: 'Invoices', exact: true });
    await visible(invoices.getByRole('button', { name: /Download/ }).first());

    // A second member cancels from their home after the notice, and nothing is taken.
    const second = await importMember(baseUrl, 'autorenew-cancel');
    const secondHome = await newPage('desktop', 'auto-renewal-cancel-desktop');
    await turnOn(secondHome, second);
    await runCycle();
    await waitForMessage(baseUrl, second.email, (m) => /will be taken on/.test(m.subject ?? ''));
    const section = secondHome.getByRole('region', { name: 'Auto-renewal', exact: true });
    await section.getByRole('button', { name: 'Cancel auto-renewal' }).click();
    await secondHome
      .getByRole('dialog', { name: 'Cancel auto-renewal?' })
      .getByRole('button', { name: 'Cancel auto-renewal' })
      .click();
    await waitForMessage(baseUrl, second.email, (m) =>
      /auto-renewal is cancelled/.test(m.subject ?? ''),
    );
    await runCycle(25);
    await runCycle();
    const secondMessages = await outboxMessages(baseUrl, second.email);
    expect(secondMessages.some((m) => /renewed/.test(m.subject ?? ''))).toBe(false);
    await office.goto(`/staff/members/${await memberId(second.email)}`);
    await visible(
      office
        .getByRole('region', { name: 'Auto-renewal', exact: true })
        .getByText('Cancelled')
        .first(),
    );

    await office.context().close();
    await home.context().close();
    await secondHome.context().close();
  });

  it('at 360 px: the screens stack, and staff cancel at the member’s request', async () => {
    const page = await newPage('phone', 'auto-renewal-phone');
    await offerInSettings(page, 'phone');
    const member = await importMember(baseUrl, 'autorenew-staff');
    const home = await newPage('phone', 'auto-renewal-member-phone');
    await turnOn(home, member);
    await runCycle();
    await waitForMessage(baseUrl, member.email, (m) => /will be taken on/.test(m.subject ?? ''));

    await page.goto('/staff/auto-renewals');
    await visible(page.getByRole('heading', { level: 1, name: 'Auto-renewals' }));
    await visible(page.getByRole('region', { name: 'Failures', exact: true }));
    const id = await memberId(member.email);
    const link = page
      .getByRole('region', { name: 'Upcoming debits', exact: true })
      .locator(`a[href="/staff/members/${id}"]`);
    await visible(link);
    await check(page, 'phone', 'debits');
    await link.click();

    const panel = page.getByRole('region', { name: 'Auto-renewal', exact: true });
    await visible(panel.getByText('Reference', { exact: true }));
    await panel.getByText('Cancel at the member’s request').click();
    await panel.getByRole('button', { name: 'Cancel auto-renewal' }).click();
    await visible(panel.getByText('Enter why the member asked to cancel').first());
    await panel.scrollIntoViewIfNeeded();
    await check(page, 'phone', 'member-record-cancel-error');
    await panel.getByLabel('Why did the member ask to cancel?').fill('Asked by phone');
    await panel.getByRole('button', { name: 'Cancel auto-renewal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this member’s auto-renewal?' });
    await visible(dialog);
    await check(page, 'phone', 'member-record-cancel-confirm');
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await visible(panel.getByText('was cancelled at the member’s request', { exact: false }));
    await visible(panel.getByText('Cancelled').first());
    await check(page, 'phone', 'member-record');
    await panel.screenshot({ path: `${SHOTS}/auto-renewal-member-panel-360.png` });
    await waitForMessage(baseUrl, member.email, (m) =>
      /auto-renewal is cancelled/.test(m.subject ?? ''),
    );
    await home.context().close();
    await page.context().close();
  });
});
