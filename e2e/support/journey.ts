// Steps the applicant journeys share: choosing a category, verifying a contact by code, uploading a
// document, and the accessibility and layout checks run on every screen and state.
import { expect, onTestFailed } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { axeViolations } from './axe';
import { horizontalOverflow, newReadyPage, viewports, type ViewportName } from './browser';
import type { FilePayload } from './files';
import { latestCode } from './outbox';

/** Keeps a full-page screenshot of the state a failing journey ended in (artifacts/failed-<name>.png). */
export function screenshotOnFailure(page: Page, name: string): void {
  onTestFailed(async () => {
    await page
      .screenshot({ path: `artifacts/failed-${name}.png`, fullPage: true, timeout: 5_000 })
      .catch(() => undefined);
  });
}

/**
 * A journey's page: its own context at a named viewport on the portal, loads waiting for the app,
 * and a full-page screenshot named `name` if the test fails.
 */
export async function journeyPage(
  browser: Browser,
  baseUrl: string,
  viewport: ViewportName,
  name: string,
): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: viewports[viewport] });
  const page = await newReadyPage(context);
  screenshotOnFailure(page, name);
  return page;
}

/** Zero WCAG 2.2 AA violations; `where` names the screen or state in a failure. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  expect(await axeViolations(page), `axe violations on ${where}`).toEqual([]);
  await expectNoCspViolations(page, where);
  await expectNoHydrationErrors(page, where);
}

/**
 * The browser's first render matched the server's HTML: React reports a mismatch as an uncaught
 * recoverable error (minified errors 418-425 in a production build), which reaches the page's errors.
 */
export async function expectNoHydrationErrors(page: Page, where: string): Promise<void> {
  const mismatches = (await page.pageErrors({ filter: 'all' }))
    .map((error) => error.message)
    .filter((text) => /hydrat|Minified React error #4(1[89]|2[0-5])/i.test(text));
  expect(mismatches, `hydration errors on ${where}`).toEqual([]);
}

/** Nothing the page loaded or ran so far was refused by its Content-Security-Policy. */
export async function expectNoCspViolations(page: Page, where: string): Promise<void> {
  const refused = (await page.consoleMessages({ filter: 'all' }))
    .map((message) => message.text())
    .filter((text) => /Content Security Policy/i.test(text));
  expect(refused, `Content-Security-Policy violations on ${where}`).toEqual([]);
}

/** The page is no wider than the viewport. */
export async function expectNoOverflow(page: Page, where: string): Promise<void> {
  expect(await horizontalOverflow(page), `horizontal overflow on ${where}`).toBeLessThanOrEqual(0);
}

export async function visible(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible' });
}

/**
 * /register/user/select-membership: picks the category by its card, confirms eligibility in the
 * modal and lands on the membership form. Checks both screens and the modal with axe.
 */
export async function chooseCategory(page: Page, category: string): Promise<void> {
  await page.goto('/register/user/select-membership');
  await visible(page.getByRole('heading', { name: 'Select the type of membership' }));
  await expect.poll(() => page.getByRole('radio').count()).toBe(4);
  await expectAccessible(page, 'select membership');

  await page.getByText(category, { exact: true }).click();
  expect(await page.getByRole('radio', { name: new RegExp(category) }).isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Continue' }).last().click();
  const dialog = page.getByRole('dialog');
  await visible(dialog);
  await expectAccessible(page, 'eligibility modal');
  await dialog
    .getByRole('checkbox', {
      name: 'I confirm that I am eligible to apply for this membership category.',
    })
    .check();
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await page.waitForURL('**/register/user/membership-form');
  await visible(page.getByText(`you are applying under ${category} Membership`, { exact: false }));
  await visible(page.getByRole('tab', { name: /Basic Details/, selected: true }));
}

/**
 * Presses the field's Verify button, reads the code the server sent to `address` from the dev
 * outbox and types it into the four boxes (the fourth digit submits); ends verified. With
 * `wrongCodeFirst`, a wrong code is typed first: 'OTP verification failed', the boxes empty and the
 * footer offers 'Resend OTP'; the code that was sent still works afterwards.
 */
export async function verifyContact(
  page: Page,
  baseUrl: string,
  channel: 'email' | 'mobile',
  address: string,
  options: { wrongCodeFirst?: boolean } = {},
): Promise<void> {
  const verifyName = channel === 'email' ? 'Verify email' : 'Verify WhatsApp number';
  const title = channel === 'email' ? 'Verify Email' : 'Verify Number';
  const before = Date.now();
  await page.getByRole('button', { name: verifyName }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await visible(dialog);
  const code = await latestCode(baseUrl, address, before);
  // The code was sent: the status line says so (and the boxes are ready).
  await visible(dialog.getByText('OTP has been sent to', { exact: false }).first());
  await expectAccessible(page, `${title} modal`);
  await expectNoOverflow(page, `${title} modal`);

  const box = (n: number) => dialog.getByRole('textbox', { name: `Digit ${n} of 4` });
  if (options.wrongCodeFirst) {
    const wrong = code === '0000' ? '1111' : '0000';
    await box(1).click();
    await page.keyboard.type(wrong);
    await visible(page.getByText('OTP verification failed', { exact: true }));
    await visible(dialog.getByRole('button', { name: 'Resend OTP' }));
    await expect.poll(() => box(1).inputValue()).toBe('');
    expect(await box(4).inputValue()).toBe('');
    await expectAccessible(page, `${title} modal after a wrong code`);
  }
  await box(1).click();
  await page.keyboard.type(code);
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => page.getByRole('button', { name: verifyName }).count()).toBe(0);
  // An earlier failure does not stand beside the success.
  if (options.wrongCodeFirst) {
    expect(await page.getByText('OTP verification failed', { exact: true }).count()).toBe(0);
  }
}

/** Chooses a file for the upload field labelled `label` and waits until it is stored. */
export async function upload(page: Page, label: string, file: FilePayload): Promise<void> {
  // The label is the name and a visual '*'; 'PAN Card' must not match 'PAN Card …' of another field.
  // A file already held shows as the current file: Replace brings the input.
  const replace = page.getByRole('button', { name: `Replace ${label}`, exact: true });
  if ((await replace.count()) > 0) await replace.click();
  const input = page.locator('input[type="file"]').and(page.getByLabel(new RegExp(`^${label}\\b`)));
  await input.setInputFiles(file);
  // The field's status line holds its View link (named for the field) and, once stored, the file.
  const status = page
    .getByRole('status')
    .filter({ has: page.getByRole('link', { name: `View ${label}`, exact: true }) });
  await visible(status.getByText(file.name, { exact: true }));
  // A failed check or upload, or a form error left on the field, marks the input invalid.
  expect(await input.getAttribute('aria-invalid'), `upload error on ${label}`).toBeNull();
}

/** The tab shown. */
export async function expectTab(page: Page, name: string): Promise<void> {
  await visible(page.getByRole('tab', { name: new RegExp(name), selected: true }));
}

/** Fills the two proposer rows (fieldsets 'Member 1' and 'Member 2'). */
export async function fillProposers(
  page: Page,
  rows: readonly { company: string; director: string; email: string; mobile: string }[],
): Promise<void> {
  for (const [index, row] of rows.entries()) {
    const group = page.getByRole('group', { name: `Member ${index + 1}` });
    await group.getByLabel('Company Name').fill(row.company);
    await group.getByLabel('Director Name').fill(row.director);
    await group.getByLabel('Email').fill(row.email);
    await group.getByLabel('Mobile Number').fill(row.mobile);
  }
}

export const PROPOSERS = [
  {
    company: 'Mehta Events Pvt Ltd',
    director: 'Aarav Mehta',
    email: 'member1@example.com',
    mobile: '9800000001',
  },
  {
    company: 'Nair Entertainment LLP',
    director: 'Priya Nair',
    email: 'member2@example.com',
    mobile: '9800000002',
  },
] as const;

/** A description of exactly `count` words. */
export function words(count: number): string {
  const pool = [
    'We',
    'plan',
    'stage',
    'sound',
    'light',
    'and',
    'live',
    'events',
    'across',
    'India',
  ];
  return Array.from({ length: count }, (_, index) => pool[index % pool.length]).join(' ');
}

/** Remembers the newest Bearer token the page sent to the API (the applicant's, once verified). */
export function watchBearer(page: Page): () => string {
  let token = '';
  page.on('request', (request) => {
    const header = request.headers()['authorization'];
    if (header?.startsWith('Bearer ')) token = header.slice('Bearer '.length);
  });
  return () => token;
}

/**
 * The application id in a URL ending in its number (…/application-review/PA-000009, as the portal
 * writes it) or in its base64 (…/MQ==, as the spec's older links do, decision 097).
 */
export function applicationIdOf(url: string): number {
  const last = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
  const number = /^PA-(\d+)$/i.exec(last);
  return Number(number ? number[1] : Buffer.from(last, 'base64').toString('utf8'));
}

/** GET /api/getApplication/:id as the applicant: what the server stored. */
export async function storedApplication(
  baseUrl: string,
  token: string,
  id: number,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl}/api/getApplication/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status, `GET /api/getApplication/${id}`).toBe(200);
  const body = (await response.json()) as { data: Record<string, unknown> };
  return body.data;
}

/** Ticks the privacy notice's consent box on the basic details (decision 045). */
export async function agreeToPrivacyNotice(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /I have read the privacy notice/ }).check();
}
