// The shortest complete application, for journeys that start where the applicant's part ends: a
// Star applicant fills tabs 1, 3 and 4 (the Star tier has no directors) and submits for review.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { pdfFile, pngFile } from './files';
import { fillDate } from './date-input';
import {
  agreeToPrivacyNotice,
  applicationIdOf,
  chooseCategory,
  expectTab,
  fillProposers,
  PROPOSERS,
  upload,
  verifyContact,
  visible,
  words,
} from './journey';

export type StarApplicant = {
  name: string;
  email: string;
  mobile: string;
  dob: string;
  /** Zone code (north, east, west, south) and a state of that zone, by name. */
  zone: string;
  state: string;
  pan: string;
  company: string;
  address: string;
};

/**
 * Applies for Star membership with verified contacts, the four Star documents and the demo
 * proposers, submits, and returns the application id once the review page shows it. The screens
 * themselves are checked (axe, layout) by the Star journey; this only walks through them.
 */
export async function submitStarApplication(
  page: Page,
  baseUrl: string,
  applicant: StarApplicant,
): Promise<number> {
  await chooseCategory(page, 'Star');

  // ── Tab 1 ───────────────────────────────────────────────────────────────────────────────
  await page.getByLabel('Full Name').fill(applicant.name);
  await page.getByLabel('Email').fill(applicant.email);
  await verifyContact(page, baseUrl, 'email', applicant.email);
  await page.getByLabel(/^WhatsApp Number/).fill(applicant.mobile);
  await verifyContact(page, baseUrl, 'mobile', applicant.mobile);
  await page.getByLabel('same as whatsapp number').check();
  await fillDate(page, 'Date of Birth', applicant.dob);
  await page.getByLabel('Zone').selectOption(applicant.zone);
  const state = page.getByLabel('State');
  await expect.poll(() => state.getByRole('option', { name: applicant.state }).count()).toBe(1);
  await state.selectOption({ label: applicant.state });
  await page.getByLabel('PAN Number').fill(applicant.pan);
  await page.getByLabel('Company Name').fill(applicant.company);
  await page.getByLabel('Registered Office Address').fill(applicant.address);
  await upload(page, 'Address Proof', pdfFile('address-proof.pdf'));
  await upload(page, 'Representative Photo', pngFile('photo.png'));
  await upload(page, 'Aadhar Card', pdfFile('aadhar.pdf'));
  await upload(page, 'PAN Card', pdfFile('pan-card.pdf'));
  await agreeToPrivacyNotice(page);

  // GST left blank: the one-time notice, then Next saves tab 1 and goes on to tab 3.
  await page.getByRole('button', { name: 'Next' }).click();
  const gst = page.getByRole('dialog', { name: 'GST Information Required for Invoice' });
  await visible(gst);
  await gst.getByRole('button', { name: 'OK' }).click();
  await gst.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expectTab(page, 'Membership Details');

  // ── Tab 3: the demo members propose ─────────────────────────────────────────────────────
  await fillProposers(page, PROPOSERS);
  await page.getByRole('button', { name: 'Next' }).click();

  // ── Tab 4 and submit ────────────────────────────────────────────────────────────────────
  await expectTab(page, 'Other Details');
  await page.getByLabel('Description').fill(words(110));
  await page.getByRole('checkbox', { name: /I confirm that the information/ }).check();
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect.poll(() => submit.isEnabled()).toBe(true);
  await submit.click();
  // Check your answers, then the final submit.
  await visible(
    page.getByRole('heading', { name: 'Check your answers before submitting your application' }),
  );
  await page.getByRole('button', { name: 'Submit' }).click();

  await page.waitForURL('**/register/user/application-review/*');
  await visible(page.getByRole('table', { name: 'Application status' }));
  return applicationIdOf(page.url());
}
