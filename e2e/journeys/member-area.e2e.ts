// The member area in a real browser, with the demo members: login by email and by mobile, the plan
// status (no upgrade for Platinum), an expired member confirming the documents on record and paying
// the renewal, a member asked for documents updating their details before renewing, and a Gold
// member upgrading to Platinum through review and payment; the note beside Renew Plan, every invoice
// listed and downloadable, an approved upgrade's Pay, and the documents on record kept (not asked
// again) in the upgrade form; and the renewal reminders staff read. Every screen is checked by axe.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { approveApplication, staffToken } from '../support/approve';
import { newReadyPage, viewports, type ViewportName, useBrowser } from '../support/browser';
import {
  agreeToPrivacyNotice,
  applicationIdOf,
  expectAccessible,
  expectNoOverflow,
  screenshotOnFailure,
  verifyContact,
  visible,
  words,
} from '../support/journey';
import { logIn, payInSandbox, uploadCompanyDocuments } from '../support/member';
import { signInStaff } from '../support/staff';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

async function newPage(viewport: ViewportName, name: string): Promise<Page> {
  const context = await browser().newContext({
    baseURL: baseUrl,
    viewport: viewports[viewport],
    acceptDownloads: true,
  });
  const page = await newReadyPage(context);
  screenshotOnFailure(page, name);
  return page;
}

const checks = (page: Page, viewport: ViewportName) => async (where: string) => {
  await expectAccessible(page, `${where} (${viewport})`);
  await expectNoOverflow(page, `${where} (${viewport})`);
};

/** The accessible description of an element (what aria-describedby points at). */
async function accessibleDescription(locator: ReturnType<Page['getByRole']>): Promise<string> {
  return locator.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );
}

/** The newest invoice is for `purpose`, and it downloads as a PDF under its own number. */
async function expectInvoice(page: Page, purpose: string) {
  const invoices = page.getByRole('region', { name: 'Invoices' });
  const newest = invoices.getByRole('listitem').first();
  await visible(newest.getByText(purpose, { exact: true }));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    newest.getByRole('button', { name: /^Download invoice / }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Invoice-[\w.-]+\.pdf$/);
}

async function planStatus(page: Page) {
  await page.waitForURL('**/app/plan-status');
  await visible(page.getByText('Current Plan', { exact: true }));
}

describe('login and the plan status', () => {
  it('logs a member in by email, shows the plan, and logs out (desktop)', async () => {
    const page = await newPage('desktop', 'member-login-email');
    const check = checks(page, 'desktop');
    await logIn(page, baseUrl, 'renew@example.com', 'renew@example.com', check);
    await planStatus(page);
    await visible(page.getByText('Silver', { exact: true }).first());
    await visible(page.getByText('Upgrade Membership', { exact: true }));
    // Inside the renewal window: Renew Plan is open; the plan is not expired.
    expect(await page.getByRole('button', { name: 'Renew Plan' }).isDisabled()).toBe(false);
    expect(await page.getByText('Your Membership Plan Expired.').count()).toBe(0);
    await visible(page.getByText(/^Renewal is open\. Your plan expires on \d{2}-\d{2}-\d{4}/));
    await visible(page.getByText('You have no invoices yet.'));
    await check('plan status');

    // The page cookie (decision 047): out of the page's reach, and the reloaded page comes from the
    // server with the plan already in it, then hydrates without a mismatch.
    const pageCookie = async () =>
      (await page.context().cookies()).find((cookie) => cookie.name === 'portico_page');
    expect(await pageCookie()).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('portico_page');
    const reloaded = await page.reload();
    const served = (await reloaded?.text()) ?? '';
    expect(served).toContain('Renew Plan');
    expect(served).toContain('id="ssr-session"');
    expect(reloaded?.headers()['cache-control']).toBe('private, no-store');
    await visible(page.getByText('Silver', { exact: true }).first());
    await check('plan status, rendered by the server');

    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL('**/login');
    expect(await pageCookie()).toBeUndefined();
    await page.goto('/app/plan-status');
    await page.waitForURL('**/login');

    // The device cookie (decision 071) outlives the logout, out of the page's reach, and the
    // browser sends it with the next code request: its code comes from the device's reserve, at
    // once, though the last code to the address went seconds ago.
    const deviceCookie = (await page.context().cookies(`${baseUrl}/api/login_otp`)).find(
      (cookie) => cookie.name === 'portico_device',
    );
    expect(deviceCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('portico_device');
    const codeRequest = page.waitForRequest((request) => request.url().endsWith('/api/login_otp'));
    await logIn(page, baseUrl, 'renew@example.com', 'renew@example.com');
    const sent = await (await codeRequest).allHeaders();
    expect(sent.cookie).toContain(`portico_device=${deviceCookie?.value ?? ''}`);
    await planStatus(page);
    await page.context().close();
  });

  it('logs a Platinum member in by mobile with a country code: no upgrade offered (360 px)', async () => {
    const page = await newPage('phone', 'member-login-mobile');
    const check = checks(page, 'phone');
    await logIn(page, baseUrl, '+91 9800000015', '9800000015', check);
    await planStatus(page);
    await visible(page.getByText('Platinum', { exact: true }).first());
    expect(await page.getByText('Upgrade Membership', { exact: true }).count()).toBe(0);
    await check('plan status, Platinum');
    await page.context().close();
  });
});

describe('renewing', () => {
  it('confirms the documents on record and pays the renewal of an expired plan', async () => {
    const page = await newPage('desktop', 'member-renew-confirm');
    const check = checks(page, 'desktop');
    await logIn(page, baseUrl, 'manual@example.com', 'manual@example.com');
    await planStatus(page);
    await visible(page.getByRole('heading', { name: 'Your Membership Plan Expired.' }));
    await visible(page.getByText('Please renew it to continue accessing our services. Thank you!'));
    await check('plan status, expired');

    await page.getByRole('button', { name: 'Renew Plan' }).click();
    const modal = page.getByRole('dialog', { name: 'Confirmation' });
    await visible(
      modal.getByText(
        'Please confirm the current documents for your company available with the association are correct.',
      ),
    );
    await visible(modal.getByRole('link', { name: 'View Documents' }));
    expect(await modal.getByRole('button', { name: 'Yes' }).isDisabled()).toBe(true);
    // No (the documents are not correct) needs no tick; Yes does.
    expect(await modal.getByRole('button', { name: 'No' }).isDisabled()).toBe(false);
    // The date the modal shows: today in India (UTC+05:30), whatever the machine's time zone.
    const today = new Date(Date.now() + 330 * 60 * 1000)
      .toISOString()
      .slice(0, 10)
      .split('-')
      .reverse()
      .join('-');
    await modal
      .getByRole('checkbox', {
        name: `I confirm that I have gone through the documents, they are correct as on date ${today}`,
      })
      .check();
    await check('documents confirmation');
    await modal.getByRole('button', { name: 'Yes' }).click();

    await page.waitForURL('**/app/checkout/*');
    await visible(page.getByRole('heading', { name: 'Checkout', level: 1 }));
    await visible(page.getByText('Amount Payable'));
    await check('renewal checkout');
    await payInSandbox(page);
    await page.waitForURL('**/app/thank-you/**');
    await visible(page.getByRole('heading', { name: 'Payment Successful!' }));
    await visible(page.getByText('Gold', { exact: true }).first());
    await check('thank you');

    // Back on the plan status: active again, and the renewal's invoice listed and downloadable.
    await page.goto('/app/plan-status');
    await planStatus(page);
    expect(await page.getByText('Your Membership Plan Expired.').count()).toBe(0);
    await expectInvoice(page, 'Renewal, Gold');
    await check('plan status, invoices');

    // At 360 px (the same sign-in: a second code would wait for the resend limit): renewed a year ahead, Renew Plan
    // waits for the window and says when it opens.
    await page.setViewportSize(viewports.phone);
    await page.reload();
    await planStatus(page);
    const renew = page.getByRole('button', { name: 'Renew Plan' });
    expect(await renew.isDisabled()).toBe(true);
    expect(await accessibleDescription(renew)).toMatch(
      /^Renewal opens on \d{2}-\d{2}-\d{4}, 60 days before/,
    );
    await expectInvoice(page, 'Renewal, Gold');
    await checks(page, 'phone')('plan status, invoices');
    await page.context().close();
  });

  it('updates the details it is asked for, then pays the renewal (documents link missing)', async () => {
    // The office asks the lapsed demo member to update their documents (manual 1, no link).
    const admin = await staffToken(baseUrl, 'office@example.com');
    const list = (await (
      await fetch(`${baseUrl}/api/staff/members?q=lapsed@example.com`, {
        headers: { authorization: `Bearer ${admin}` },
      })
    ).json()) as { data: { items: { id: number }[] } };
    const memberId = list.data.items[0]?.id;
    expect(memberId).toBeDefined();
    const flagged = await fetch(`${baseUrl}/api/staff/members/${memberId}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ manual: 1, documents_link: '' }),
    });
    expect(flagged.status).toBe(200);

    const page = await newPage('desktop', 'member-update-details');
    const check = checks(page, 'desktop');
    await logIn(page, baseUrl, 'lapsed@example.com', 'lapsed@example.com');
    await planStatus(page);
    await page.getByRole('button', { name: 'Renew Plan' }).click();
    const modal = page.getByRole('dialog', { name: 'Confirmation' });
    await visible(modal.getByText('Kindly upload your documents.'));
    await check('upload documents prompt');
    await modal.getByRole('button', { name: 'Upload Documents' }).click();

    await page.waitForURL('**/user/update-details/*/renew');
    await visible(page.getByLabel('Full Name'));
    await check('update details');
    // Submit needs the confirmation, and the mobile number verified again.
    await page.getByLabel('Description').fill(words(120));
    await uploadCompanyDocuments(page);
    await verifyContact(page, baseUrl, 'mobile', '9800000013');
    await agreeToPrivacyNotice(page);
    await page.getByRole('checkbox', { name: /I confirm that the information/ }).check();
    await page.getByRole('button', { name: 'Submit' }).click();

    await page.waitForURL('**/app/checkout/*');
    await visible(page.getByText('Amount Payable'));
    await payInSandbox(page);
    await page.waitForURL('**/app/thank-you/**');
    await visible(page.getByRole('heading', { name: 'Payment Successful!' }));

    // Upgrading next, at 360 px: the documents just updated are kept, as current files.
    await page.setViewportSize(viewports.phone);
    const checkPhone = checks(page, 'phone');
    await page.goto('/app/plan-status');
    await planStatus(page);
    await page.getByText('Upgrade Membership', { exact: true }).click();
    await page.waitForURL('**/app/upgrade/select-membership');
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Continue' }).last().click();
    const eligibility = page.getByRole('dialog');
    await eligibility
      .getByRole('checkbox', {
        name: 'I confirm that I am eligible to apply for this membership category.',
      })
      .check();
    await eligibility.getByRole('button', { name: 'Continue' }).click();

    // The short review of the change comes first (decision 114), naming the form's step; the
    // form, opened directly, asks nothing the record holds (decision 119): the documents just
    // updated are kept, listed as on file, and no upload is asked.
    await page.waitForURL('**/app/upgrade/confirm');
    await visible(page.getByRole('heading', { name: 'Check your upgrade', level: 1 }));
    await checkPhone('upgrade, check your upgrade');
    await page.goto('/app/upgrade/membership-form');
    await page.waitForURL('**/app/upgrade/membership-form**');
    const panel = page.getByRole('tabpanel');
    await visible(
      panel.getByText('Nothing to add here: this part of the form is filled in from your record.'),
    );
    for (const label of ['Address proof', 'MOA', 'Board resolution']) {
      const kept = panel.locator('dl > div').filter({
        has: page.locator('dt').getByText(label, { exact: true }),
      });
      await visible(kept.locator('dd').getByText('On file'));
    }
    expect(await page.locator('input[type="file"]').count()).toBe(0);
    await checkPhone('upgrade form, kept from the record');
    await page.context().close();
  });
});

describe('upgrading', () => {
  it('takes a Gold member to Platinum: the short review, the review, the difference paid', async () => {
    const page = await newPage('desktop', 'member-upgrade');
    const check = checks(page, 'desktop');
    await logIn(page, baseUrl, 'active@example.com', 'active@example.com');
    await planStatus(page);
    // Eight months from expiry: Renew Plan is closed, and says why and when it opens.
    const renew = page.getByRole('button', { name: 'Renew Plan' });
    expect(await renew.isDisabled()).toBe(true);
    expect(await accessibleDescription(renew)).toMatch(
      /^Renewal opens on \d{2}-\d{2}-\d{4}, 60 days before/,
    );
    await check('plan status, renewal closed');
    await page.getByText('Upgrade Membership', { exact: true }).click();

    await page.waitForURL('**/app/upgrade/select-membership');
    await expect.poll(() => page.getByRole('radio').count()).toBe(1);
    await visible(page.getByText('Platinum', { exact: true }));
    await check('upgrade picker');
    await page.getByRole('button', { name: 'Continue' }).last().click();
    const eligibility = page.getByRole('dialog');
    await eligibility
      .getByRole('checkbox', {
        name: 'I confirm that I am eligible to apply for this membership category.',
      })
      .check();
    await eligibility.getByRole('button', { name: 'Continue' }).click();

    // The member's record already satisfies Platinum: a short review, then the upgrade is made
    // from the record and enters the review (the association's default, decision 114).
    await page.waitForURL('**/app/upgrade/confirm');
    await visible(page.getByRole('heading', { name: 'Check your upgrade', level: 1 }));
    await check('upgrade, check your upgrade');
    await page.getByRole('button', { name: 'Confirm upgrade' }).click();
    await page.waitForURL('**/app/upgrade/application-review/*');
    await visible(page.getByRole('table', { name: 'Application status' }));
    await check('upgrade review');
    const upgradeId = applicationIdOf(page.url());

    // Submitted: the form opens read-only (the server's locked flag), every tab, nothing to save.
    await page.goto(`/app/upgrade/membership-form/${btoa(String(upgradeId))}`);
    await visible(
      page.getByText('This application has been submitted and can no longer be changed.'),
    );
    await expect.poll(() => page.getByLabel('Full Name').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save as Draft' }).count()).toBe(0);
    await check('upgrade form, locked');
    await page.setViewportSize(viewports.phone);
    await checks(page, 'phone')('upgrade form, locked');
    await page.setViewportSize(viewports.desktop);
    await page.getByRole('button', { name: 'Next' }).click();
    await visible(page.getByRole('tab', { name: /Director Information/, selected: true }));
    expect(await page.getByRole('button', { name: 'Save as Draft' }).count()).toBe(0);

    // The review, done by staff and the proposers; then the member pays the difference.
    // An upgrade asks no new proposers: the rule is the same for every category.
    await approveApplication(baseUrl, upgradeId, []);
    await page.goto('/app/plan-status');
    await planStatus(page);
    // The approved upgrade waits on the plan status with its Pay.
    const approved = page.getByRole('region', {
      name: 'Your upgrade to Platinum has been approved',
    });
    await visible(approved);
    expect(await page.getByText('Upgrade Membership', { exact: true }).count()).toBe(0);
    await check('plan status, upgrade to pay');
    await approved.getByRole('link', { name: 'Pay for the upgrade to Platinum' }).click();
    await page.waitForURL('**/app/upgrade/checkout/*');
    await visible(page.getByText('Amount Payable'));
    await visible(page.getByText('Platinum', { exact: true }).first());
    await check('upgrade checkout');
    await payInSandbox(page);
    await page.waitForURL('**/app/upgrade/payment-success/**');
    await visible(page.getByRole('heading', { name: 'Payment Successful!' }));
    await visible(page.getByText('Platinum', { exact: true }).first());
    await check('upgrade paid');

    // Platinum now: nothing higher to offer.
    await page.goto('/app/plan-status');
    await planStatus(page);
    await visible(page.getByText('Platinum', { exact: true }).first());
    expect(await page.getByText('Upgrade Membership', { exact: true }).count()).toBe(0);
    await expectInvoice(page, 'Upgrade, Platinum');
    await page.context().close();
  });
});

describe('the reminders staff read', () => {
  it('lists who was reminded when in the back office, at 360 px', async () => {
    const page = await newPage('phone', 'staff-reminders');
    const check = checks(page, 'phone');
    await signInStaff(page, baseUrl, 'zm.south@example.com');
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Reminders' })
      .click();
    await page.waitForURL('**/staff/reminders');
    await visible(page.getByRole('heading', { name: 'Renewal reminders', level: 1 }));
    // The server ran the reminders job when it started: the demo member whose plan ends in 20 days
    // has had the 30-day reminder, by email and SMS.
    // Reload only once the list has loaded without the row (the job may still have been running);
    // checking before the list arrives would reload a slow page forever.
    const row = page.getByRole('row').filter({ hasText: 'Sneha Iyer' });
    const loaded = page
      .getByText(/^(Showing \d+–\d+ of \d+|No renewal reminders have been sent yet\.)$/)
      .first();
    await expect
      .poll(
        async () => {
          await visible(loaded);
          if ((await row.count()) > 0) return true;
          await page.reload();
          return false;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await visible(row.getByText('30 days before'));
    await visible(row.getByText('Email, SMS'));
    await check('staff reminders');
    await page.context().close();
  });
});
