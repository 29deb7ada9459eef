// A member edits their own details in a real browser (issue #29): from the plan status to "Edit my
// details", a new WhatsApp number verified by the code sent to it, saved, and signed in with next
// time. Every screen is checked by axe at 1280 and 360 px. The member is imported for this journey
// alone (no demo member another journey renews or signs in).
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { viewports, type ViewportName, useBrowser } from '../support/browser';
import { importMember } from '../support/imported-member';
import { expectAccessible, expectNoOverflow, journeyPage, visible } from '../support/journey';
import { logIn } from '../support/member';
import { latestCode } from '../support/outbox';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const newPage = (viewport: ViewportName, name: string): Promise<Page> =>
  journeyPage(browser(), baseUrl, viewport, name);

const checks = (page: Page, viewport: ViewportName) => async (where: string) => {
  await expectAccessible(page, `${where} (${viewport})`);
  await expectNoOverflow(page, `${where} (${viewport})`);
};

describe('Edit my details', () => {
  it('changes the WhatsApp number after a code, then signs in with it (1280 and 360 px)', async () => {
    const member = await importMember(baseUrl, 'self.edit');
    const page = await newPage('desktop', 'member-self-edit');
    const check = checks(page, 'desktop');
    await logIn(page, baseUrl, member.email, member.email);
    await page.waitForURL('**/app/plan-status');
    await page.getByRole('link', { name: 'Edit my details' }).click();
    await visible(page.getByRole('heading', { name: 'Edit my details', level: 1 }));
    const mobile = page.getByLabel('WhatsApp number');
    expect(await mobile.inputValue()).toBe(member.mobile);
    await check('edit my details');

    const newMobile = `6${member.mobile.slice(1)}`;
    await mobile.fill(newMobile);
    // Saving before the code: the error summary says what to do.
    await page.getByRole('button', { name: 'Save changes' }).click();
    await visible(page.getByRole('link', { name: /Verify your new WhatsApp number/ }));
    await check('edit my details, number not verified');

    const before = Date.now();
    await page
      .getByRole('button', { name: 'Send code to verify your new WhatsApp number' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Verify Number' });
    await visible(dialog);
    const code = await latestCode(baseUrl, newMobile, before);
    await visible(dialog.getByText('OTP has been sent to', { exact: false }).first());
    await check('verify the new number');
    await dialog.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
    await page.keyboard.type(code);
    await dialog.waitFor({ state: 'detached' });
    await visible(page.getByText('Verified', { exact: true }));
    await page.getByRole('button', { name: 'Save changes' }).click();
    await visible(page.getByText('Your details have been updated'));
    await check('edit my details, saved');

    await page.setViewportSize(viewports.phone);
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Edit my details', level: 1 }));
    expect(await page.getByLabel('WhatsApp number').inputValue()).toBe(newMobile);
    await checks(page, 'phone')('edit my details');
    await page.context().close();

    // Next time the member signs in with the new number.
    const phone = await newPage('phone', 'member-self-edit-login');
    await logIn(phone, baseUrl, newMobile, newMobile);
    await phone.waitForURL('**/app/plan-status');
    await visible(phone.getByText('Current Plan', { exact: true }));
    await checks(phone, 'phone')('plan status with the Edit my details link');
    await phone.context().close();
  });
});
