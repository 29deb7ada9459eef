// Personal data (decision 045) in a real browser: the public privacy notice; a new member (a Star
// applicant who consented on the form, approved and paid) downloads their data as JSON and PDF and
// asks for erasure; an admin completes it on the Data requests page; the member's session ends.
// The new screens are checked by axe at 1280 and 360 px.
import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { submitStarApplication, type StarApplicant } from '../support/applicant';
import { approveApplication } from '../support/approve';
import { newReadyPage, viewports, useBrowser } from '../support/browser';
import {
  expectAccessible,
  expectNoOverflow,
  PROPOSERS,
  screenshotOnFailure,
  visible,
} from '../support/journey';
import { logIn, payInSandbox } from '../support/member';
import { RESEND_AFTER_SECONDS } from '../support/server';
import { signInStaff } from '../support/staff';
import { waitForMessage } from '../support/outbox';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** East, with a PAN and contacts of its own: no other journey uses them. */
const APPLICANT: StarApplicant = {
  name: 'Priya Nair',
  email: 'priya.privacy@example.com',
  mobile: '9700000901',
  dob: '1990-11-20',
  zone: 'east',
  state: 'West Bengal',
  pan: 'EFGHJ5678K',
  company: 'Nair Events',
  address: '21 Camac Street, Kolkata 700016',
};

async function newPage(name: string): Promise<Page> {
  const context = await browser().newContext({
    baseURL: baseUrl,
    viewport: viewports.desktop,
    acceptDownloads: true,
  });
  const page = await newReadyPage(context);
  screenshotOnFailure(page, name);
  return page;
}

/** axe and no sideways scrolling at 1280 px, then at 360 px, back to 1280. */
async function checkBothSizes(page: Page, where: string) {
  for (const size of ['desktop', 'phone'] as const) {
    await page.setViewportSize(viewports[size]);
    await expectAccessible(page, `${where} (${size})`);
    await expectNoOverflow(page, `${where} (${size})`);
  }
  await page.setViewportSize(viewports.desktop);
}

/** The applicant becomes a member: approved through the staff API, paid through the emailed link. */
async function becomeMember(): Promise<void> {
  const applying = await newPage('privacy-apply');
  const id = await submitStarApplication(applying, baseUrl, APPLICANT);
  await applying.context().close();
  const approvedAt = Date.now();
  await approveApplication(baseUrl, id, PROPOSERS);
  const mail = await waitForMessage(
    baseUrl,
    APPLICANT.email,
    (m) => (m.subject ?? '').includes('is approved: complete your payment'),
    approvedAt,
  );
  const link = /https?:\/\/\S+\/register\/user\/checkout\/\S+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();
  const page = await newPage('privacy-pay');
  await page.goto(link!.replace(/^https?:\/\/[^/]+/, ''));
  await visible(page.getByRole('heading', { name: 'Checkout', level: 1 }));
  await payInSandbox(page);
  await page.waitForURL('**/register/user/payment-success/**');
  await page.context().close();
}

async function download(page: Page, button: string): Promise<Buffer> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return readFile(await file.path());
}

describe('personal data', () => {
  it('shows the privacy notice to anyone, server-rendered', async () => {
    const page = await newPage('privacy-notice');
    await page.goto('/privacy');
    await visible(page.getByRole('heading', { name: 'Privacy notice', level: 1 }));
    await visible(page.getByRole('heading', { name: 'Your rights' }));
    await checkBothSizes(page, 'privacy notice');
    await page.context().close();
  });

  it('lets a member download their data and ask for erasure, which an admin completes', async () => {
    await becomeMember();
    // The form's verification code went to this address moments ago: a new code waits out the
    // pause between codes to one address, as a person would.
    await new Promise((resolve) => setTimeout(resolve, (RESEND_AFTER_SECONDS + 1) * 1000));

    // The member: their data, as JSON and as PDF.
    const member = await newPage('privacy-member');
    await logIn(member, baseUrl, APPLICANT.email, APPLICANT.email);
    await member.waitForURL('**/app/plan-status');
    const yours = member.getByRole('region', { name: 'Your data' });
    await visible(yours);
    await checkBothSizes(member, 'plan status, your data');
    const json = JSON.parse((await download(member, 'Download your data (JSON)')).toString()) as {
      member: { email: string };
      consents: { notice_version: string }[];
      invoices: { invoice_number: string }[];
    };
    expect(json.member.email).toBe(APPLICANT.email);
    expect(json.consents.length).toBeGreaterThan(0);
    expect(json.invoices).toHaveLength(1);
    const pdf = await download(member, 'Download your data (PDF)');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Erasure, confirmed.
    await yours.getByRole('radio', { name: 'Erase my personal data' }).check();
    await yours.getByRole('button', { name: 'Send request' }).click();
    await visible(
      member.getByText('Please confirm that you want your personal data erased').first(),
    );
    await checkBothSizes(member, 'your data, erasure not confirmed');
    await yours.getByRole('checkbox', { name: 'I understand, erase my personal data' }).check();
    await yours.getByRole('button', { name: 'Send request' }).click();
    await visible(yours.getByText('Your request has been sent.', { exact: false }));
    await visible(yours.getByRole('table', { name: 'Your requests' }));

    // An admin completes it.
    const admin = await newPage('privacy-admin');
    await signInStaff(admin, baseUrl, 'admin@example.com');
    await admin.getByRole('link', { name: 'Data requests' }).click();
    await admin.waitForURL('**/staff/data-requests');
    const row = admin.getByRole('row').filter({ hasText: 'Nair Events' });
    await visible(row);
    await checkBothSizes(admin, 'data requests');
    await row.getByRole('button', { name: /Erase data/ }).click();
    // Asked first, in a dialog that says it cannot be undone; then a banner that stays.
    const confirm = admin.getByRole('dialog', { name: /^Erase the personal data of / });
    await visible(confirm.getByText('This cannot be undone.'));
    await checkBothSizes(admin, 'data requests, erasure confirmation');
    await admin.screenshot({ path: 'artifacts/privacy-erasure-confirm-1280.png' });
    await admin.setViewportSize(viewports.phone);
    await admin.screenshot({ path: 'artifacts/privacy-erasure-confirm-360.png' });
    await admin.setViewportSize(viewports.desktop);
    await confirm.getByRole('button', { name: 'Yes, erase their data' }).click();
    await visible(
      admin.getByRole('status').filter({ hasText: /is erased: their details are masked/ }),
    );
    await admin.screenshot({ path: 'artifacts/privacy-erasure-done-1280.png' });
    await admin.setViewportSize(viewports.phone);
    await admin.screenshot({ path: 'artifacts/privacy-erasure-done-360.png', fullPage: true });
    await admin.setViewportSize(viewports.desktop);
    await admin.getByLabel('Status').selectOption('completed');
    await visible(admin.getByRole('row').filter({ hasText: 'Erased' }).first());
    await checkBothSizes(admin, 'data requests, completed');
    await admin.context().close();

    // The member's session has ended: the next page asks them to log in.
    await member.reload();
    await member.waitForURL('**/login');
    await member.context().close();
  });
});
