// Transfers that need the office's approval (decision 118) in a real browser: an admin turns the
// setting on in Settings › Company teams; the holder of a member the journey imports asks to make
// a new admin the account holder and sees it waiting; the office refuses it with a reason (the
// holder is emailed it), then approves a second request. The setting is turned off again. Every new
// screen passes axe at 1280 and 360 px, with screenshots.
import { mkdirSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { viewports, type ViewportName, useBrowser } from '../support/browser';
import { staffToken } from '../support/approve';
import { importMember } from '../support/imported-member';
import { expectAccessible, expectNoOverflow, journeyPage, visible } from '../support/journey';
import { logIn } from '../support/member';
import { outboxMessages } from '../support/outbox';
import { signInStaff } from '../support/staff';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const SHOTS = '/tmp/shots-team-transfer';
mkdirSync(SHOTS, { recursive: true });
const GROUP = 'Transfers of a company’s account need the office’s approval';
const RAVI = 'Ravi Director';

const newPage = (viewport: ViewportName, name: string): Promise<Page> =>
  journeyPage(browser(), baseUrl, viewport, name);

/**
 * axe, no sideways scroll, and a full-page screenshot named for the screen and the width, with one
 * of `part` alone (a long page's section, readable at its own size).
 */
async function check(page: Page, viewport: ViewportName, name: string, part?: Locator) {
  const width = viewports[viewport].width;
  await expectAccessible(page, `${name} (${width} px)`);
  await expectNoOverflow(page, `${name} (${width} px)`);
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  if (part) await part.screenshot({ path: `${SHOTS}/${name}-part-${width}.png` });
}

async function adminFetch(path: string, init: RequestInit = {}) {
  const token = await staffToken(baseUrl, 'admin@example.com');
  return fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
}

async function memberIdOf(email: string): Promise<number> {
  const response = await adminFetch(`/api/staff/members?q=${encodeURIComponent(email)}`);
  const answer = (await response.json()) as { data: { items: { id: number }[] } };
  const id = answer.data.items[0]?.id;
  if (!id) throw new Error(`no member ${email}`);
  return id;
}

async function saveSetting(staff: Page, choice: 'Yes' | 'No'): Promise<void> {
  await staff.goto('/staff/settings');
  const panel = staff.getByRole('region', { name: 'Company teams' });
  await panel.getByRole('group', { name: GROUP }).getByRole('radio', { name: choice }).check();
  await panel.getByRole('button', { name: 'Save team settings' }).click();
  await visible(panel.getByText(/^Team settings saved\./));
}

async function askToTransfer(holder: Page): Promise<void> {
  await holder.goto('/app/team');
  await holder.getByRole('button', { name: `Make account holder (${RAVI})` }).click();
  const dialog = holder.getByRole('dialog', { name: `Make ${RAVI} the account holder?` });
  await dialog.getByRole('button', { name: 'Ask the association' }).click();
  await visible(holder.getByText(/is waiting for the association’s approval/));
}

afterAll(async () => {
  // Whatever happened above, later journeys find transfers immediate again.
  await adminFetch('/api/staff/team/settings', {
    method: 'PUT',
    body: JSON.stringify({ transfers_need_approval: false }),
  });
});

describe.each(['desktop', 'phone'] as const)('a transfer that needs approval (%s)', (viewport) => {
  it('is asked for, refused with a reason, asked again and approved', async () => {
    const staff = await newPage(viewport, `team-transfer-staff-${viewport}`);
    await signInStaff(staff, baseUrl, 'admin@example.com');
    await saveSetting(staff, 'Yes');
    await check(
      staff,
      viewport,
      'settings-company-teams',
      staff.getByRole('region', { name: 'Company teams' }),
    );

    // The holder invites Ravi as an admin; Ravi signs in once, which makes him active.
    const member = await importMember(baseUrl, `transfer.${viewport}`);
    const raviEmail = `ravi.${viewport}.${Date.now()}@example.com`;
    const holder = await newPage(viewport, `team-transfer-holder-${viewport}`);
    await logIn(holder, baseUrl, member.email, member.email);
    await holder.waitForURL('**/app/plan-status');
    // Through the home's link, as the holder would: a reload at once could outrun the browser's
    // saving of the new session (CI saw the log-in page once).
    await holder.getByRole('link', { name: 'Your company’s team' }).click();
    await visible(holder.getByRole('heading', { level: 1, name: 'Your company’s team' }));
    await holder.getByLabel('Full name').fill(RAVI);
    await holder.getByLabel('Email address').fill(raviEmail);
    await holder.getByLabel('Admin', { exact: true }).check();
    await holder.getByRole('button', { name: 'Send invitation' }).click();
    await visible(holder.getByText('Invited (not signed in yet)'));
    const ravi = await newPage(viewport, `team-transfer-ravi-${viewport}`);
    await logIn(ravi, baseUrl, raviEmail, raviEmail);
    await ravi.waitForURL('**/app/plan-status');
    await ravi.context().close();

    await askToTransfer(holder);
    await visible(holder.getByRole('button', { name: 'Withdraw the request' }));
    await check(holder, viewport, 'team-transfer-waiting');

    // The office hears of it by email, and finds it above the members list, linking to the record.
    const asked = await outboxMessages(baseUrl, 'office@example.com');
    const arrival = asked.find(
      (mail) => mail.subject?.includes('waits for approval') && mail.text.includes(member.company),
    );
    expect(arrival?.text).toContain(`make ${RAVI} the account holder`);
    await staff.goto('/staff/members');
    await visible(staff.getByRole('heading', { name: /waits? for approval$/ }));
    const waiting = staff.getByRole('region', { name: 'Transfers waiting for approval' });
    const row = waiting.getByRole('row').filter({ hasText: member.company });
    await visible(row);
    await check(staff, viewport, 'members-transfers-waiting');
    await row.getByRole('link', { name: /^Decide/ }).click();

    // The office refuses it: a reason is required.
    await staff.waitForURL(`**/staff/members/${await memberIdOf(member.email)}`);
    const team = staff.getByRole('region', { name: 'Team', exact: true });
    const note = team.getByRole('note');
    await visible(note.getByText('Transfer waiting for approval.'));
    await check(staff, viewport, 'record-transfer-waiting', team);
    await note.getByText('Refuse the transfer').click();
    await note.getByRole('button', { name: 'Refuse', exact: true }).click();
    await visible(staff.getByRole('link', { name: 'Enter why the transfer is refused' }));
    await check(staff, viewport, 'record-transfer-refuse-error', team);
    await staff.getByLabel('Why is the transfer refused?').fill('Ravi is not a director yet');
    await note.getByRole('button', { name: 'Refuse', exact: true }).click();
    const refuse = staff.getByRole('dialog', { name: 'Refuse this transfer?' });
    await visible(refuse);
    await check(staff, viewport, 'record-transfer-refuse-confirm');
    await refuse.getByRole('button', { name: 'Yes, refuse it' }).click();
    await expect.poll(() => team.getByRole('note').count()).toBe(0);
    const mails = await outboxMessages(baseUrl, member.email);
    const refusal = mails.find((mail) => mail.subject?.includes('was not approved'));
    expect(refusal?.text).toContain('Ravi is not a director yet');

    // Asked again, and approved.
    await askToTransfer(holder);
    await staff.reload();
    await note.getByRole('button', { name: 'Approve the transfer' }).click();
    const approve = staff.getByRole('dialog', { name: `Make ${RAVI} the account holder?` });
    await approve.getByRole('button', { name: 'Approve the transfer' }).click();
    await visible(team.getByText(`${RAVI} · Admin (account holder)`));
    await check(staff, viewport, 'record-transfer-approved', team);
    await holder.goto('/app/team');
    await visible(holder.getByText(/You are signed in as Meera Iyer, admin\./));
    const approval = (await outboxMessages(baseUrl, member.email)).find((mail) =>
      mail.subject?.includes('was approved'),
    );
    expect(approval?.text).toContain(`${RAVI} is now the account holder`);

    await saveSetting(staff, 'No');
  });
});
