import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newReadyPage, viewports, useBrowser } from '../support/browser';
import { submitStarApplication, type StarApplicant } from '../support/applicant';
import {
  expectAccessible,
  expectNoOverflow,
  PROPOSERS,
  screenshotOnFailure,
  visible,
} from '../support/journey';
import { referenceLinks, signInStaff, signOutStaff } from '../support/staff';
import { waitForMessage } from '../support/outbox';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
/** The application the desktop journey submitted (the 360 px check opens it again). */
let submitted: { id: number; appId: string } | null = null;

/** West: no other journey applies there, so the zone manager's queue holds this application alone. */
const APPLICANT: StarApplicant = {
  name: 'Ritu Deshmukh',
  email: 'ritu.pipeline@example.com',
  mobile: '9700000301',
  dob: '1990-07-21',
  zone: 'west',
  state: 'Maharashtra',
  pan: 'BCDEF2345G',
  company: 'Deshmukh Stage Works',
  address: '4 Linking Road, Mumbai 400050',
};

const ZONE_MANAGER = 'zm.west@example.com';
const ZM_REMARK = 'Documents checked against the originals; all in order.';
const DOCUMENTS = ['Address proof', 'Representative photo', 'Aadhar card', 'PAN card'];

async function newContext(viewport: keyof typeof viewports): Promise<BrowserContext> {
  return browser().newContext({ baseURL: baseUrl, viewport: viewports[viewport] });
}

async function newPage(context: BrowserContext, name: string): Promise<Page> {
  const page = await newReadyPage(context);
  screenshotOnFailure(page, name);
  return page;
}

/** The row of the applicant in the queue shown, opened by its application-number link. */
function queueLink(page: Page) {
  return page
    .getByRole('table', { name: /Waiting on me|Applications/ })
    .getByRole('link', { name: new RegExp(`open application of ${APPLICANT.name}$`) });
}

/** 'Waiting on me' → the applicant's row → the application page. */
async function openFromWaitingOnMe(page: Page, who: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Waiting on me' })
    .click();
  await page.waitForURL('**/staff/applications?mine=1');
  await visible(page.getByRole('heading', { name: 'Waiting on me', level: 1 }));
  await visible(queueLink(page));
  await expectAccessible(page, `Waiting on me (${who})`);
  await queueLink(page).click();
  await page.waitForURL('**/staff/applications/*');
  await visible(page.getByRole('heading', { name: /^Application /, level: 1 }));
  await visible(page.getByRole('button', { name: 'Approve' }));
}

/** Approve (with an optional remark) in the modal; the page then says nothing waits on this person. */
async function approve(page: Page, who: string, remark = ''): Promise<void> {
  await page.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve this application?' });
  await visible(dialog);
  if (remark) await dialog.getByLabel('Remark (optional)').fill(remark);
  await expectAccessible(page, `approve modal (${who})`);
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await visible(page.getByText('Nothing for you to decide here right now', { exact: false }));
  await expectAccessible(page, `application after approving (${who})`);
}

/** The stage in the application page's summary (its list item reads "Stage: …"). */
async function stageOf(page: Page): Promise<string> {
  const item = page.getByRole('listitem').filter({ hasText: /^Stage: / });
  return ((await item.textContent()) ?? '').replace(/^Stage: /, '');
}

/** The value shown for a field of the application page's basic details, by its label. */
async function detail(page: Page, label: string): Promise<string> {
  const details = page.getByRole('region', { name: 'Basic details' });
  const labels = await details.getByRole('term').allTextContents();
  expect(labels, `a field labelled ${label}`).toContain(label);
  return (await details.getByRole('definition').nth(labels.indexOf(label)).textContent()) ?? '';
}

/** The reference page names the applicant, their company and category, and the proposer. */
async function expectApplicantShown(page: Page, proposer: (typeof PROPOSERS)[number]) {
  // The page's one description list: each value is a definition.
  expect(await page.getByRole('definition').allTextContents()).toEqual([
    APPLICANT.name,
    APPLICANT.company,
    'Star',
    `${proposer.director}, ${proposer.company}`,
  ]);
}

/** The proposer's page as a link opens it: the application and a question, nothing recorded. */
async function expectConfirmation(page: Page, button: 'Confirm approval' | 'Confirm rejection') {
  await visible(page.getByRole('heading', { name: 'Reference Response', level: 1 }));
  await visible(page.getByRole('heading', { name: 'Confirm your answer' }));
  await visible(page.getByRole('button', { name: button }));
}

describe('Review pipeline at desktop size', () => {
  it('takes a Star application from submit through zone manager, accounts, both references and the governing body to payment', async () => {
    // ── The applicant submits (their context stays open for the end) ─────────────────────
    const applicantContext = await newContext('desktop');
    const applicant = await newPage(applicantContext, 'pipeline-applicant');
    const id = await submitStarApplication(applicant, baseUrl, APPLICANT);
    const table = applicant.getByRole('table', { name: 'Application status' });
    expect(await table.locator('tbody td').allTextContents()).toEqual(Array(5).fill('Pending'));
    expect(await applicant.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);

    // ── Zone manager: sign in by code, 'Waiting on me', the application, approve ───────
    const staffContext = await newContext('desktop');
    const staff = await newPage(staffContext, 'pipeline-staff');
    await signInStaff(staff, baseUrl, ZONE_MANAGER, (where) => expectAccessible(staff, where));
    await visible(queueLink(staff));
    await expectAccessible(staff, 'applications queue (zone manager)');
    await openFromWaitingOnMe(staff, 'zone manager');

    const title = (await staff.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const appId = title.replace(/^Application /, '');
    expect(appId).not.toBe('');
    submitted = { id, appId };
    expect(await stageOf(staff)).toBe('With zone manager');
    await visible(staff.getByText(`${APPLICANT.name} · ${APPLICANT.company}`, { exact: true }));

    // The fields, as the applicant gave them.
    expect(await detail(staff, 'Full name')).toBe(APPLICANT.name);
    expect(await detail(staff, 'Email')).toBe(APPLICANT.email);
    expect(await detail(staff, 'WhatsApp number')).toBe(APPLICANT.mobile);
    expect(await detail(staff, 'Zone')).toBe('West');
    await expect.poll(() => detail(staff, 'State')).toBe(APPLICANT.state);
    expect(await detail(staff, 'PAN number')).toBe(APPLICANT.pan);
    expect(await detail(staff, 'Company name')).toBe(APPLICANT.company);
    expect(await detail(staff, 'Registered office address')).toBe(APPLICANT.address);
    const proposers = staff.getByRole('table', { name: 'Proposers (members 1 and 2)' });
    for (const proposer of PROPOSERS) {
      await visible(proposers.getByRole('cell', { name: proposer.email, exact: true }));
    }

    // The documents, each shown in the page.
    const documents = staff.getByRole('region', { name: 'Documents' });
    expect(await documents.getByRole('heading', { level: 3 }).allTextContents()).toEqual(DOCUMENTS);
    await documents.getByRole('button', { name: 'Show Representative photo' }).click();
    const photo = documents.getByRole('img', { name: 'Representative photo' });
    await visible(photo);
    await expect
      .poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(1);
    await documents.getByRole('button', { name: 'Show Address proof' }).click();
    await visible(documents.getByTitle('Address proof (PDF)'));
    await expectAccessible(staff, 'application page (zone manager)');

    await approve(staff, 'zone manager', ZM_REMARK);
    await expect.poll(() => stageOf(staff)).toBe('With accounts');
    const timeline = staff.getByRole('table', { name: 'Review decisions, oldest first' });
    await visible(timeline.getByRole('cell', { name: ZM_REMARK, exact: true }));
    await visible(timeline.getByRole('cell', { name: /West Zone Manager/ }));
    await signOutStaff(staff);

    // ── Accounts ───────────────────────────────────────────────────────────────────────
    await signInStaff(staff, baseUrl, 'accounts@example.com');
    await openFromWaitingOnMe(staff, 'accounts');
    await approve(staff, 'accounts');
    await expect.poll(() => stageOf(staff)).toBe('Reference checks');
    await signOutStaff(staff);

    // ── Both proposers answer through their emailed links, confirming on the page ─────────
    // Opening a link (as a mail scanner does, either link) records nothing: the page asks.
    const proposerContext = await newContext('desktop');
    const proposer = await newPage(proposerContext, 'pipeline-proposer');
    const firstLinks = await referenceLinks(baseUrl, PROPOSERS[0].email, id);
    expect(firstLinks.num).toBe(1);
    await proposer.goto(firstLinks.reject);
    await expectConfirmation(proposer, 'Confirm rejection');
    await expectApplicantShown(proposer, PROPOSERS[0]);
    await expectAccessible(proposer, 'reference page, confirm rejection');
    // The proposer means to approve: the other answer is one link away.
    await proposer.getByRole('link', { name: 'Approve instead' }).click();
    await expectConfirmation(proposer, 'Confirm approval');
    await expectAccessible(proposer, 'reference page, confirm approval');
    await proposer.getByRole('button', { name: 'Confirm approval' }).click();
    await visible(
      proposer.getByText('Thank you. Your approval has been recorded.', { exact: true }),
    );
    await expectApplicantShown(proposer, PROPOSERS[0]);
    await expectAccessible(proposer, 'reference page, approval recorded');

    // The second proposer answers on a phone, from the keyboard.
    const phoneContext = await newContext('phone');
    const phone = await newPage(phoneContext, 'pipeline-proposer-phone');
    const secondLinks = await referenceLinks(baseUrl, PROPOSERS[1].email, id);
    expect(secondLinks.num).toBe(2);
    await phone.goto(secondLinks.approve);
    await expectConfirmation(phone, 'Confirm approval');
    await expectApplicantShown(phone, PROPOSERS[1]);
    await expectAccessible(phone, 'reference page, confirm (360 px)');
    await expectNoOverflow(phone, 'reference page, confirm (360 px)');
    await phone.screenshot({ path: 'artifacts/reference-confirm-360.png', fullPage: true });
    await phone.getByRole('button', { name: 'Confirm approval' }).focus();
    await phone.keyboard.press('Enter');
    await visible(phone.getByText('Thank you. Your approval has been recorded.', { exact: true }));
    await expectAccessible(phone, 'reference page, recorded (360 px)');
    await expectNoOverflow(phone, 'reference page, recorded (360 px)');
    await phoneContext.close();

    // Opening a link again records nothing new and shows the earlier answer.
    await proposer.goto(firstLinks.reject);
    await visible(proposer.getByRole('heading', { name: 'Your Response is Already Recorded' }));
    await visible(proposer.getByText('Your previous response: Approved', { exact: true }));
    await expectApplicantShown(proposer, PROPOSERS[0]);
    await expectAccessible(proposer, 'reference page, already recorded');
    await proposerContext.close();

    // ── The governing body: two members make the quorum ────────────────────────────────
    await signInStaff(staff, baseUrl, 'gb1@example.com');
    await openFromWaitingOnMe(staff, 'governing body 1');
    expect(await stageOf(staff)).toBe('With governing body');
    // Each proposer's answer is recorded once (opening the links added nothing).
    const steps = staff
      .getByRole('table', { name: 'Review decisions, oldest first' })
      .locator('tbody td:first-of-type');
    expect(await steps.allTextContents()).toEqual([
      'Zone manager',
      'Accounts',
      'Reference 1 (proposer)',
      'Reference 2 (proposer)',
    ]);
    await approve(staff, 'governing body 1');
    // Still with the body, one more member to approve: no longer waiting on this one.
    expect(await stageOf(staff)).toBe('With governing body');
    await staff
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Waiting on me' })
      .click();
    await visible(staff.getByText('Nothing is waiting on you right now.', { exact: true }));
    await signOutStaff(staff);

    await signInStaff(staff, baseUrl, 'gb2@example.com');
    await openFromWaitingOnMe(staff, 'governing body 2');
    await approve(staff, 'governing body 2');
    await expect.poll(() => stageOf(staff)).toBe('Approved – awaiting payment');
    await signOutStaff(staff);
    await staffContext.close();

    // ── The applicant: all five completed, Continue enabled, the payment link emailed ─────
    await applicant.reload();
    await visible(table);
    await visible(
      applicant.getByText(
        'Your application has been approved. Please continue to pay the membership fee.',
      ),
    );
    expect(await table.locator('tbody tr[data-state="completed"]').count()).toBe(5);
    expect(await table.locator('tbody td').allTextContents()).toEqual(Array(5).fill('Completed'));
    expect(await applicant.getByRole('button', { name: 'Continue' }).isEnabled()).toBe(true);
    await expectAccessible(applicant, 'application review, approved');
    const payment = await waitForMessage(baseUrl, APPLICANT.email, (m) =>
      (m.subject ?? '').includes('is approved: complete your payment'),
    );
    expect(payment.subject).toBe(
      `Your membership application ${appId} is approved: complete your payment`,
    );
    expect(payment.text).toContain(`${baseUrl}/register/user/checkout/${appId}?h=`);
    expect(payment.text).toMatch(/\?h=\d+&t=\S+/);
    await applicantContext.close();
  });
});

describe('Back office at 360 px', () => {
  it('shows the queue and the application without overflow or axe violations', async () => {
    expect(submitted, 'the desktop journey submitted an application').not.toBeNull();
    const context = await newContext('phone');
    const page = await newPage(context, 'pipeline-phone');
    await signInStaff(page, baseUrl, 'admin@example.com', async (where) => {
      await expectAccessible(page, `${where} (360 px)`);
      await expectNoOverflow(page, `${where} (360 px)`);
    });
    await visible(queueLink(page));
    await expectAccessible(page, 'applications queue (360 px)');
    await expectNoOverflow(page, 'applications queue (360 px)');

    await queueLink(page).click();
    await visible(page.getByRole('heading', { name: `Application ${submitted?.appId}`, level: 1 }));
    await visible(page.getByRole('table', { name: 'Review decisions, oldest first' }));
    await page.getByRole('button', { name: 'Show Representative photo' }).click();
    await visible(page.getByRole('img', { name: 'Representative photo' }));
    await expectAccessible(page, 'application page (360 px)');
    await expectNoOverflow(page, 'application page (360 px)');

    // A modal at this width (opened and closed again: nothing is cancelled).
    await page.getByRole('button', { name: 'Cancel application' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this application?' });
    await visible(dialog);
    await expectAccessible(page, 'cancel modal (360 px)');
    await expectNoOverflow(page, 'cancel modal (360 px)');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
});
