import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, type ViewportName, useBrowser } from '../support/browser';
import { pdfFile, pngFile } from '../support/files';
import { dateShown, fillDate } from '../support/date-input';
import {
  agreeToPrivacyNotice,
  chooseCategory,
  expectAccessible,
  expectNoOverflow,
  expectTab,
  fillProposers,
  PROPOSERS,
  screenshotOnFailure,
  applicationIdOf,
  storedApplication,
  upload,
  watchBearer,
  verifyContact,
  visible,
  words,
} from '../support/journey';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Distinct contacts per viewport: each pass is a new applicant on the same server. */
const APPLICANTS: Record<ViewportName, { email: string; mobile: string }> = {
  desktop: { email: 'star.desktop@example.com', mobile: '9700000101' },
  phone: { email: 'star.phone@example.com', mobile: '9700000102' },
};

const BASICS = {
  name: 'Meera Iyer',
  dob: '1992-04-18',
  pan: 'ABCDE1234F',
  company: 'Iyer Live Sound',
  address: '12 MG Road, Bengaluru 560001',
};

async function expectBasicsRestored(page: Page, contact: { email: string; mobile: string }) {
  await expect.poll(() => page.getByLabel('Full Name').inputValue()).toBe(BASICS.name);
  expect(await page.getByLabel('Email').inputValue()).toBe(contact.email);
  expect(await page.getByLabel(/^WhatsApp Number/).inputValue()).toBe(contact.mobile);
  expect(await page.getByLabel('Primary Mobile Number').inputValue()).toBe(contact.mobile);
  expect(await page.getByLabel('same as whatsapp number').isChecked()).toBe(true);
  expect(await dateShown(page, 'Date of Birth')).toBe(BASICS.dob);
  expect(await page.getByLabel('Zone').inputValue()).toBe('south');
  await expect
    .poll(() => page.getByLabel('State').locator('option:checked').textContent())
    .toBe('Karnataka');
  expect(await page.getByLabel('PAN Number').inputValue()).toBe(BASICS.pan);
  expect(await page.getByLabel('Company Name').inputValue()).toBe(BASICS.company);
  expect(await page.getByLabel('Registered Office Address').inputValue()).toBe(BASICS.address);
  // Both contacts still count as verified (the server holds only verified ones).
  expect(await page.getByText('Verified', { exact: true }).count()).toBe(2);
  // The stored documents are shown, not asked for again.
  expect(await page.getByText('Uploaded file', { exact: true }).count()).toBe(4);
}

describe.each<ViewportName>(['desktop', 'phone'])('Star applicant at %s size', (viewport) => {
  it('applies, saves a draft, resumes it after a reload and submits for review', async () => {
    const contact = APPLICANTS[viewport];
    const page = await openPage(browser(), baseUrl, viewport);
    const bearer = watchBearer(page);
    screenshotOnFailure(page, `star-${viewport}`);
    const where = (state: string) => `${state} (${viewport})`;

    await chooseCategory(page, 'Star');
    await expectTab(page, 'Basic Details');
    // Star has no Director Information tab.
    expect(await page.getByRole('tab').allTextContents()).toEqual([
      '1Basic Details',
      '2Membership Details',
      '3Other Details',
    ]);
    await expectAccessible(page, where('form tab 1, empty'));
    await expectNoOverflow(page, where('form tab 1'));

    // ── Tab 1: who applies, verified contacts ─────────────────────────────────────────────
    await page.getByLabel('Full Name').fill(BASICS.name);
    await page.getByLabel('Email').fill(contact.email);
    await verifyContact(page, baseUrl, 'email', contact.email);
    await page.getByLabel(/^WhatsApp Number/).fill(contact.mobile);
    await verifyContact(page, baseUrl, 'mobile', contact.mobile);
    expect(await page.getByText('Verified', { exact: true }).count()).toBe(2);

    await page.getByLabel('same as whatsapp number').check();
    expect(await page.getByLabel('Primary Mobile Number').inputValue()).toBe(contact.mobile);
    expect(await page.getByLabel('Primary Mobile Number').isDisabled()).toBe(true);

    await fillDate(page, 'Date of Birth', BASICS.dob);
    await page.getByLabel('Zone').selectOption('south');
    const state = page.getByLabel('State');
    await expect.poll(() => state.getByRole('option', { name: 'Karnataka' }).count()).toBe(1);
    await state.selectOption({ label: 'Karnataka' });
    await page.getByLabel('PAN Number').fill(BASICS.pan.toLowerCase());
    expect(await page.getByLabel('PAN Number').inputValue()).toBe(BASICS.pan);
    await page.getByLabel('Company Name').fill(BASICS.company);
    await page.getByLabel('Registered Office Address').fill(BASICS.address);

    await upload(page, 'Address Proof', pdfFile('address-proof.pdf'));
    await upload(page, 'Representative Photo', pngFile('photo.png'));
    await upload(page, 'Aadhar Card', pdfFile('aadhar.pdf'));
    await upload(page, 'PAN Card', pdfFile('pan-card.pdf'));
    await agreeToPrivacyNotice(page);
    // A GST number, optional for Star, is checked in full when given: pasted with spaces it is
    // trimmed before its 15 characters count, and one that does not hold the PAN is refused.
    const gstNumber = page.getByLabel('GST Number');
    await gstNumber.fill(' 29AAPFU0939F1ZR ');
    expect(await gstNumber.inputValue()).toBe('29AAPFU0939F1ZR');
    await page.getByRole('button', { name: 'Next' }).click();
    // On the field, and linked from the error summary above the tab.
    const panMismatch = 'GST number must contain your PAN number (characters 3 to 12)';
    await visible(page.locator('#field-gst_number-error').getByText(panMismatch));
    await visible(page.getByRole('link', { name: panMismatch }));
    await expectAccessible(page, where('form tab 1, GST number refused'));
    await gstNumber.fill('');
    expect(await page.getByLabel('GST Number').inputValue()).toBe('');
    await expectAccessible(page, where('form tab 1, filled'));
    await expectNoOverflow(page, where('form tab 1, filled'));
    await page.screenshot({ path: `artifacts/star-basics-${viewport}.png`, fullPage: true });

    // GST left blank: a one-time confirmation, then Next saves and goes on to tab 3.
    await page.getByRole('button', { name: 'Next' }).click();
    const gst = page.getByRole('dialog', { name: 'GST Information Required for Invoice' });
    await visible(gst);
    await visible(gst.getByText(/GST \(18%\) is still charged, and the invoice shows no GSTIN/));
    await expectAccessible(page, where('GST information modal'));
    await gst.getByRole('button', { name: 'OK' }).click();
    await gst.waitFor({ state: 'detached' });
    await expectTab(page, 'Basic Details');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectTab(page, 'Membership Details');
    await page.waitForURL('**/register/user/membership-form/*');

    // ── Tab 3: proposers, saved as a draft ────────────────────────────────────────────────
    await expectAccessible(page, where('form tab 3'));
    await expectNoOverflow(page, where('form tab 3'));
    // Star has no signature or stamp upload.
    expect(await page.getByLabel('Signature').count()).toBe(0);
    await fillProposers(page, PROPOSERS);
    await page.getByRole('button', { name: 'Save as Draft' }).click();
    const draft = page.getByRole('dialog', { name: 'Your draft is saved' });
    await visible(draft);
    await expectAccessible(page, where('draft saved modal'));
    await draft.getByRole('button', { name: 'OK' }).click();
    await draft.waitFor({ state: 'detached' });
    const draftId = applicationIdOf(page.url());
    expect(await storedApplication(baseUrl, bearer(), draftId)).toMatchObject({
      is_draft: 1,
      // A draft completes no tab: the stored step is still that of tab 1.
      steps: 1,
      gst_number: '',
      members: [
        expect.objectContaining({ row_id: 1, email: PROPOSERS[0].email }),
        expect.objectContaining({ row_id: 2, email: PROPOSERS[1].email }),
      ],
    });

    // The state is persisted encrypted: nothing of the applicant is readable in localStorage.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('state') ?? ''))
      .toMatch(/^[A-Za-z0-9+/=]{40,}$/);
    const persisted = await page.evaluate(() => localStorage.getItem('state') ?? '');
    expect(persisted).not.toContain(contact.email);
    expect(persisted).not.toContain('token');

    // ── Reload: the session comes back from the persisted state, the draft from the server ──
    const url = page.url();
    const token = bearer();
    const [restoredRead] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith(`/api/getApplication/${draftId}`)),
      page.reload(),
    ]);
    expect(page.url()).toBe(url);
    // The token came back from the encrypted state, and the server accepted it.
    expect(restoredRead.request().headers()['authorization']).toBe(`Bearer ${token}`);
    expect(restoredRead.status()).toBe(200);
    await visible(page.getByRole('heading', { name: 'Membership Form' }));
    await expectTab(page, 'Basic Details');
    await expectBasicsRestored(page, contact);
    await expectAccessible(page, where('form tab 1, restored draft'));

    await page.getByRole('tab', { name: /Membership Details/ }).click();
    await expectTab(page, 'Membership Details');
    await expectAccessible(page, where('form tab 3, restored draft'));
    // Star skips Director Information both ways: Back from tab 3 is tab 1.
    await page.getByRole('button', { name: 'Back' }).click();
    await expectTab(page, 'Basic Details');
    await page.getByRole('tab', { name: /Membership Details/ }).click();
    await expectTab(page, 'Membership Details');
    for (const [index, row] of PROPOSERS.entries()) {
      const group = page.getByRole('group', { name: `Member ${index + 1}` });
      expect(await group.getByLabel('Company Name').inputValue()).toBe(row.company);
      expect(await group.getByLabel('Director Name').inputValue()).toBe(row.director);
      expect(await group.getByLabel('Email').inputValue()).toBe(row.email);
      expect(await group.getByLabel('Mobile Number').inputValue()).toBe(row.mobile);
    }
    await page.getByRole('button', { name: 'Next' }).click();

    // ── Tab 4: description and agreement, then Submit ─────────────────────────────────────
    await expectTab(page, 'Other Details');
    const submit = page.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Description').fill(words(120));
    await visible(page.getByText('120/500', { exact: true }));
    await page.getByRole('checkbox', { name: /I confirm that the information/ }).check();
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await expectAccessible(page, where('form tab 4'));
    await expectNoOverflow(page, where('form tab 4'));
    await submit.click();
    await visible(
      page.getByRole('heading', { name: 'Check your answers before submitting your application' }),
    );
    // Star has no directors.
    expect(await page.getByRole('heading', { name: 'Director Information' }).count()).toBe(0);
    await expectAccessible(page, where('check your answers'));
    await page.getByRole('button', { name: 'Submit' }).click();

    // ── Application review: five approvals pending, Continue disabled ─────────────────────
    await page.waitForURL('**/register/user/application-review/*');
    const table = page.getByRole('table', { name: 'Application status' });
    await visible(table);
    await visible(page.getByText(`Thank you, ${BASICS.name}, for applying for membership.`));
    // The number to quote, and what happens next (issue #29); the same number went by email.
    const submitted = page.getByRole('heading', {
      level: 2,
      name: /^Application PA-\d+ submitted$/,
    });
    await visible(submitted);
    const appNumber = /PA-\d+/.exec((await submitted.textContent()) ?? '')?.[0] ?? '';
    await visible(page.getByRole('heading', { level: 2, name: 'What happens next' }));
    await visible(page.getByText(/We have emailed you your application number\./));
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(5);
    expect(await table.locator('tbody th').allTextContents()).toEqual([
      'Approved by ZM',
      'Approved by Accounts Dept.',
      'Reference Check 1',
      'Reference Check 2',
      'Approved by Governing Body',
    ]);
    expect(await table.locator('tbody td').allTextContents()).toEqual(Array(5).fill('Pending'));
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    await expectAccessible(page, where('application review'));
    await expectNoOverflow(page, where('application review'));
    expect(applicationIdOf(page.url())).toBe(draftId);
    const stored = await storedApplication(baseUrl, bearer(), draftId);
    expect(stored).toMatchObject({ is_draft: 0, steps: 4, membership: { name: 'Star' } });
    expect(stored.app_id).toBe(appNumber);
    expect(String(stored.description).split(' ')).toHaveLength(120);
    for (const field of ['address_proof', 'repersentative_photo', 'aadhar_proof', 'pan_proof']) {
      expect(stored[field], field).toMatch(/^\/api\/files\/.+/);
    }
    await page.screenshot({ path: `artifacts/star-review-${viewport}.png`, fullPage: true });

    // The review survives a reload too (the session is restored before the page asks).
    await page.reload();
    await visible(table);
    expect(await table.locator('tbody td').allTextContents()).toEqual(Array(5).fill('Pending'));
    await page.context().close();
  });
});
