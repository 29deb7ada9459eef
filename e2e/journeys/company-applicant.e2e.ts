import { describe, expect, inject, it } from 'vitest';
import { openPage, type ViewportName, useBrowser } from '../support/browser';
import { fillDate } from '../support/date-input';
import { pdfFile, pngFile } from '../support/files';
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

const APPLICANTS: Record<ViewportName, { email: string; mobile: string }> = {
  desktop: { email: 'gold.desktop@example.com', mobile: '9700000201' },
  phone: { email: 'gold.phone@example.com', mobile: '9700000202' },
};

/** Typed on tab 4 before a reload, saved only with the final submit. */
const LINKEDIN = 'https://www.linkedin.com/company/sethi-stagecraft';

const COMPANY_DOCUMENTS = [
  'Turnover Certificate',
  'MOA',
  'AOA',
  'Director Details',
  'Board Resolution',
  'Incorporation Certificate',
] as const;

describe.each<ViewportName>(['desktop', 'phone'])('Company applicant at %s size', (viewport) => {
  it('applies for Gold as a private limited company, saves a draft, resumes it after a reload and submits for review', async () => {
    const contact = APPLICANTS[viewport];
    const page = await openPage(browser(), baseUrl, viewport);
    const bearer = watchBearer(page);
    screenshotOnFailure(page, `company-${viewport}`);
    const where = (state: string) => `${state} (${viewport})`;

    await chooseCategory(page, 'Gold');
    expect(await page.getByRole('tab').allTextContents()).toEqual([
      '1Basic Details',
      '2Director Information',
      '3Membership Details',
      '4Other Details',
    ]);

    // ── An empty Next: the spec's messages, and the form says so ─────────────────────────
    // The GOV.UK error summary takes focus; each error links to its field, which keeps its message.
    await page.getByRole('button', { name: 'Next' }).click();
    const summary = page.getByRole('alert', { name: 'There is a problem' });
    await visible(summary);
    await expect.poll(() => summary.evaluate((node) => node === document.activeElement)).toBe(true);
    await visible(summary.getByText('Please complete this form accurately.', { exact: true }));
    await visible(page.locator('#field-name-error'));
    expect(await page.getByLabel('Full Name').getAttribute('aria-invalid')).toBe('true');
    await expectTab(page, 'Basic Details');
    await expectAccessible(page, where('form tab 1, error summary'));
    await expectNoOverflow(page, where('form tab 1, error summary'));
    await page.screenshot({ path: `artifacts/company-error-summary-${viewport}.png` });
    await summary.getByRole('link', { name: 'Company name is required' }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe('field-company_name');

    // ── Tab 1: the applicant and the company with its documents ──────────────────────────
    await page.getByLabel('Full Name').fill('Kabir Sethi');
    await page.getByLabel('Email').fill(contact.email);
    await verifyContact(page, baseUrl, 'email', contact.email, { wrongCodeFirst: true });
    await page.getByLabel(/^WhatsApp Number/).fill(contact.mobile);
    await verifyContact(page, baseUrl, 'mobile', contact.mobile);
    await page.getByLabel('same as whatsapp number').check();
    await fillDate(page, 'Date of Birth', '1984-11-02');
    await page.getByLabel('Zone').selectOption('north');
    const state = page.getByLabel('State');
    await expect.poll(() => state.getByRole('option', { name: 'Delhi' }).count()).toBe(1);
    await state.selectOption({ label: 'Delhi' });
    await page.getByLabel('GST Number').fill('07aabcs4321k1zg');
    expect(await page.getByLabel('GST Number').inputValue()).toBe('07AABCS4321K1ZG');
    await page.getByLabel('PAN Number').fill('AABCS4321K');
    await page.getByLabel('Company Name').fill('Sethi Stagecraft Pvt Ltd');
    await page.getByLabel('Registered Office Address').fill('4 Connaught Place, New Delhi 110001');

    await page
      .getByLabel('Company Type')
      .selectOption({ label: 'Private Limited / Limited company' });
    await fillDate(page, 'Incorporation Date', '2012-06-30');
    await page.getByLabel('Company Size').selectOption('25-50');

    await upload(page, 'Address Proof', pdfFile('address-proof.pdf'));
    await upload(page, 'Representative Photo', pngFile('photo.png'));
    for (const label of COMPANY_DOCUMENTS) {
      await upload(page, label, pdfFile(`${label.toLowerCase().replaceAll(' ', '-')}.pdf`));
    }
    // Star's identity proofs are not asked of a company.
    expect(await page.getByLabel(/^Aadhar Card/).count()).toBe(0);
    await agreeToPrivacyNotice(page);
    await expectAccessible(page, where('form tab 1, filled'));
    await expectNoOverflow(page, where('form tab 1, filled'));

    await page.getByRole('button', { name: 'Next' }).click();
    await expectTab(page, 'Director Information');
    await page.waitForURL('**/register/user/membership-form/*');

    // ── Tab 2: one director ───────────────────────────────────────────────────────────────
    const director = page.getByRole('group', { name: 'Director 1' });
    await director.getByLabel('Name').fill('Nisha Sethi');
    await director.getByLabel('Mobile Number').fill('9700000299');
    await director.getByLabel('Email').fill('nisha.sethi@example.com');
    await expectAccessible(page, where('form tab 2'));
    await expectNoOverflow(page, where('form tab 2'));
    await page.getByRole('button', { name: 'Next' }).click();
    await expectTab(page, 'Membership Details');

    // ── Tab 3: proposers (checked on the server), signature and stamp ────────────────────
    await fillProposers(page, [
      { ...PROPOSERS[0], email: 'not.a.member@example.com' },
      PROPOSERS[1],
    ]);
    await upload(page, 'Signature', pngFile('signature.png'));
    await upload(page, 'Stamp', pngFile('stamp.png'));
    await page.getByRole('button', { name: 'Next' }).click();
    // The check's message, saying which detail is wrong (the mobile number is a member's, the
    // email is not): in the summary, and on the Email field alone.
    const notMember =
      /^Member 1: the email address is not the one on this member's record with .+\. Enter the email address the member registered with\.$/;
    await visible(summary.getByRole('link', { name: notMember }));
    const firstProposer = page.getByRole('group', { name: 'Member 1' });
    await visible(firstProposer.getByText(notMember).first());
    expect(await firstProposer.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    expect(await firstProposer.getByLabel('Mobile Number').getAttribute('aria-invalid')).not.toBe(
      'true',
    );
    await expectTab(page, 'Membership Details');
    await expectAccessible(page, where('form tab 3, proposer not a member'));
    await expectNoOverflow(page, where('form tab 3'));
    await page.screenshot({ path: `artifacts/company-proposers-${viewport}.png`, fullPage: true });

    await page
      .getByRole('group', { name: 'Member 1' })
      .getByLabel('Email')
      .fill(PROPOSERS[0].email);

    // ── Tab 3 saved as a draft ────────────────────────────────────────────────────────────
    await page.getByRole('button', { name: 'Save as Draft' }).click();
    const draft = page.getByRole('dialog', { name: 'Your draft is saved' });
    await visible(draft);
    await expectAccessible(page, where('draft saved modal'));
    await draft.getByRole('button', { name: 'OK' }).click();
    await draft.waitFor({ state: 'detached' });
    await expectTab(page, 'Membership Details');
    const draftId = applicationIdOf(page.url());
    expect(await storedApplication(baseUrl, bearer(), draftId)).toMatchObject({
      is_draft: 1,
      // A draft completes no tab: the stored step is still that of tab 2.
      steps: 2,
      director: [{ name: 'Nisha Sethi' }],
      members: [
        expect.objectContaining({ row_id: 1, email: PROPOSERS[0].email }),
        expect.objectContaining({ row_id: 2, email: PROPOSERS[1].email }),
      ],
      linkedin: '',
    });

    // An edit on tab 4 not saved yet: kept in this browser (encrypted), so the reload keeps it.
    await page.getByRole('tab', { name: /Other Details/ }).click();
    await expectTab(page, 'Other Details');
    const stateBefore = await page.evaluate(() => localStorage.getItem('state'));
    await page.getByLabel('LinkedIn').fill(LINKEDIN);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('state')))
      .not.toBe(stateBefore);
    expect(await page.evaluate(() => localStorage.getItem('state') ?? '')).not.toContain(
      'linkedin',
    );

    // ── Reload: the session and the unsaved edit from the persisted state, the draft from
    //    the server ───────────────────────────────────────────────────────────────────────
    const url = page.url();
    const [restoredRead] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith(`/api/getApplication/${draftId}`)),
      page.reload(),
    ]);
    expect(page.url()).toBe(url);
    expect(restoredRead.status()).toBe(200);
    await visible(page.getByRole('heading', { name: 'Membership Form' }));
    await expectTab(page, 'Basic Details');
    await expect.poll(() => page.getByLabel('Full Name').inputValue()).toBe('Kabir Sethi');
    expect(await page.getByLabel('Email').inputValue()).toBe(contact.email);
    expect(await page.getByLabel('Company Name').inputValue()).toBe('Sethi Stagecraft Pvt Ltd');
    expect(await page.getByLabel('Company Type').inputValue()).toBe('company');
    expect(await page.getByLabel('GST Number').inputValue()).toBe('07AABCS4321K1ZG');
    // The contacts count as verified (the server says they were), the documents are stored.
    expect(await page.getByText('Verified', { exact: true }).count()).toBe(2);
    expect(await page.getByText('Uploaded file', { exact: true }).count()).toBe(
      2 + COMPANY_DOCUMENTS.length,
    );
    await expectAccessible(page, where('form tab 1, restored draft'));

    await page.getByRole('tab', { name: /Director Information/ }).click();
    await expectTab(page, 'Director Information');
    const restoredDirector = page.getByRole('group', { name: 'Director 1' });
    expect(await restoredDirector.getByLabel('Name').inputValue()).toBe('Nisha Sethi');
    expect(await restoredDirector.getByLabel('Email').inputValue()).toBe('nisha.sethi@example.com');
    await expectAccessible(page, where('form tab 2, restored draft'));

    await page.getByRole('tab', { name: /Membership Details/ }).click();
    await expectTab(page, 'Membership Details');
    for (const [index, row] of PROPOSERS.entries()) {
      const group = page.getByRole('group', { name: `Member ${index + 1}` });
      expect(await group.getByLabel('Company Name').inputValue()).toBe(row.company);
      expect(await group.getByLabel('Email').inputValue()).toBe(row.email);
      expect(await group.getByLabel('Mobile Number').inputValue()).toBe(row.mobile);
    }
    // Signature and stamp are stored.
    expect(await page.getByText('Uploaded file', { exact: true }).count()).toBe(2);
    await expectAccessible(page, where('form tab 3, restored draft'));
    await page.getByRole('button', { name: 'Next' }).click();
    await expectTab(page, 'Other Details');
    expect(await page.getByLabel('LinkedIn').inputValue()).toBe(LINKEDIN);
    await expectAccessible(page, where('form tab 4, restored draft'));

    // ── Tab 4: Submit ─────────────────────────────────────────────────────────────────────
    await page.getByLabel('Description').fill(words(150));
    await visible(page.getByText('150/500', { exact: true }));
    await page.getByRole('checkbox', { name: /I confirm that the information/ }).check();
    await expectAccessible(page, where('form tab 4'));
    await page.getByRole('button', { name: 'Submit' }).click();

    // ── Check your answers, then the final submit ─────────────────────────────────────────
    const answers = page.getByRole('heading', {
      name: 'Check your answers before submitting your application',
    });
    await visible(answers);
    await visible(page.getByText('Sethi Stagecraft Pvt Ltd', { exact: true }));
    await visible(page.getByRole('button', { name: 'Change Director Information' }));
    await expectAccessible(page, where('check your answers'));
    await expectNoOverflow(page, where('check your answers'));
    await page.screenshot({ path: `artifacts/company-check-answers-${viewport}.png` });
    await page.getByRole('button', { name: 'Submit' }).click();

    await page.waitForURL('**/register/user/application-review/*');
    const table = page.getByRole('table', { name: 'Application status' });
    await visible(table);
    await visible(page.getByText('Thank you, Kabir Sethi, for applying for membership.'));
    await visible(page.getByText('Gold', { exact: true }));
    expect(await table.locator('tbody td').allTextContents()).toEqual(Array(5).fill('Pending'));
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    await expectAccessible(page, where('application review'));
    await expectNoOverflow(page, where('application review'));

    // What the server holds: submitted, every section and document attached.
    const stored = await storedApplication(baseUrl, bearer(), applicationIdOf(page.url()));
    expect(stored).toMatchObject({
      name: 'Kabir Sethi',
      email: contact.email,
      mobile_number: contact.mobile,
      primary_number: contact.mobile,
      same_number: 1,
      zone: 'north',
      gst_number: '07AABCS4321K1ZG',
      org_type: 'company',
      size_of_company: '25-50',
      incorporation_date: '2012-06-30',
      is_draft: 0,
      steps: 4,
      linkedin: LINKEDIN,
      membership: { name: 'Gold' },
      director: [
        { name: 'Nisha Sethi', email: 'nisha.sethi@example.com', mobile_number: '9700000299' },
      ],
      members: [
        expect.objectContaining({ row_id: 1, email: PROPOSERS[0].email }),
        expect.objectContaining({ row_id: 2, email: PROPOSERS[1].email }),
      ],
    });
    const company = stored.company as Record<string, unknown>;
    for (const url of [
      stored.address_proof,
      stored.repersentative_photo,
      stored.turnover_certificate,
      stored.incorporation_certificate,
      company.moa,
      company.aoa,
      company.portaldirector,
      company.resolution,
      stored.signature,
      stored.stamp,
    ]) {
      expect(url).toMatch(/^\/api\/files\/.+/);
    }
    await page.context().close();
  });
});
