// The office's member record (issue #29): staff open a member from the Members list, change only
// the registered address (no document is asked for), and see it saved on the record; the record and
// the form pass axe at 1280 and 360 px, with screenshots kept in artifacts/. The member is
// platinum@ (Karan Malhotra), whose address no other journey reads; the address is unique per run.
import { describe, expect, inject, it } from 'vitest';
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

const OFFICE = 'office@example.com';
const MEMBER = { email: 'platinum@example.com', name: 'Karan Malhotra' };

async function staffPage(viewport: keyof typeof viewports, name: string): Promise<Page> {
  const context = await browser().newContext({ baseURL: baseUrl, viewport: viewports[viewport] });
  const page = await newReadyPage(context);
  screenshotOnFailure(page, name);
  await signInStaff(page, baseUrl, OFFICE);
  return page;
}

/** From the Members list (searched by email) to the member's record. */
async function openMember(page: Page): Promise<void> {
  await page.goto(`/staff/members?q=${encodeURIComponent(MEMBER.email)}`);
  await page.getByRole('link', { name: MEMBER.name }).first().click();
  await visible(page.getByRole('heading', { level: 1, name: MEMBER.name }));
  await visible(page.getByRole('region', { name: 'Company' }));
  await visible(page.getByRole('table', { name: 'Plan history' }));
}

describe('the member record (back office)', () => {
  it('changes only the address in one screen, without a document, at 1280 px', async () => {
    const page = await staffPage('desktop', 'member-record-desktop');
    await openMember(page);
    await expectAccessible(page, 'member record, 1280 px');
    await page.screenshot({ path: 'artifacts/member-record-1280.png', fullPage: true });

    await page.getByRole('button', { name: 'Change details' }).click();
    await visible(page.getByRole('heading', { level: 1, name: `Change ${MEMBER.name}’s details` }));
    await expectAccessible(page, 'change details, 1280 px');
    const address = `Unit ${Date.now() % 100000}, 5 Ring Road, Ahmedabad`;
    await page.getByLabel('Registered address').fill(address);
    // Only the address changed: no file field is asked for.
    expect(await page.getByText('New PAN card', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await visible(page.getByText('The member’s details were saved'));
    await visible(page.getByRole('region', { name: 'Company' }).getByText(address));
    // The audit trail names the change, field by field.
    await visible(
      page.getByRole('table', { name: 'Audit trail' }).getByText('Details changed').first(),
    );
    await expectAccessible(page, 'member record after a save, 1280 px');
    await page.context().close();
  });

  it('is readable at 360 px: the tables stack, nothing scrolls sideways', async () => {
    const page = await staffPage('phone', 'member-record-phone');
    await openMember(page);
    await expectNoOverflow(page, 'member record, 360 px');
    await expectAccessible(page, 'member record, 360 px');
    await page.screenshot({ path: 'artifacts/member-record-360.png', fullPage: true });
    await page.getByRole('button', { name: 'Change details' }).click();
    await visible(page.getByLabel('Registered address'));
    await expectNoOverflow(page, 'change details, 360 px');
    await expectAccessible(page, 'change details, 360 px');
    await page.screenshot({ path: 'artifacts/member-record-edit-360.png', fullPage: true });
    await page.context().close();
  });
});
