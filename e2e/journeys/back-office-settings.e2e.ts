// The association's settings in the back office (issue #15): an admin renames the association, rewords
// the staff sign-in code email, and the next code email (read from the dev outbox) carries the new
// name in the new wording; rewords the rejection email and sees the preview; sees the DLT warning on an
// SMS text; all are put back after, and the renames are found in the audit log. A member's page shows
// the code just sent to them. At 1280 and 360 px, axe on every screen. Then the member import: the
// sample CSV checked (dry run), imported, and an imported member signs in by code. The admin's
// Getting started checklist (the home's summary, a test payment and its refund), at both widths.
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newReadyPage, viewports, useBrowser } from '../support/browser';
import {
  expectAccessible,
  expectNoOverflow,
  screenshotOnFailure,
  visible,
} from '../support/journey';
import { logIn } from '../support/member';
import { isStaffCodeMail, signInStaff } from '../support/staff';
import { waitForMessage } from '../support/outbox';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const ADMIN = 'admin@example.com';
const OFFICE = 'office@example.com';
const RENAMED = 'Association of Event Professionals';
const SAMPLE_CSV = fileURLToPath(new URL('../../docs/member-import-sample.csv', import.meta.url));
const IMPORTED = 'aarav@mehtaevents.example';
const REJECTED_BODY = 'Dear {{applicant_name}}, {{association_name}} could not approve {{app_id}}.';
const STAFF_CODE_BODY = 'Sign in with {{code}} within {{minutes}} minutes. {{association_name}}';
/** A seeded member no other journey signs in as (a code to them is sent here). */
const MEMBER = { email: 'platinum@example.com', name: 'Karan Malhotra' };

async function newPage(
  viewport: keyof typeof viewports,
  name: string,
): Promise<{
  context: BrowserContext;
  page: Page;
}> {
  const context = await browser().newContext({ baseURL: baseUrl, viewport: viewports[viewport] });
  const page = await newReadyPage(context);
  screenshotOnFailure(page, name);
  return { context, page };
}

/** The admin's setup checklist: each step with its status (from the database). */
async function openGettingStarted(page: Page): Promise<void> {
  await page.goto('/staff/getting-started');
  await visible(page.getByRole('heading', { name: 'Getting started', level: 1 }));
  await visible(page.getByRole('link', { name: 'Upload the logo' }));
  await visible(page.getByRole('list', { name: 'Channels' }));
  await visible(page.getByRole('button', { name: 'Make a test payment' }));
}

/** The home's setup summary, then the guarded test payment (the sandbox here) and its refund. */
async function payAndRefundTestPayment(page: Page): Promise<void> {
  await page.goto('/staff/applications');
  const summary = page.getByRole('region', { name: 'Getting started' });
  await visible(summary.getByText(/of 7 done/));
  await summary.getByRole('link', { name: 'See every step' }).click();
  await visible(page.getByRole('button', { name: 'Make a test payment' }));
  const panel = page.getByRole('region', { name: 'Test payment' });
  await panel.getByLabel(/as a test payment$/).check();
  await saved(page, 'Make a test payment', 'POST', '/test-payment/verify');
  await saved(page, 'Refund the test payment', 'POST', '/test-payment/refund');
  await visible(panel.getByText('Refunded', { exact: true }));
}

async function openSettings(page: Page): Promise<void> {
  await page.goto('/staff/settings');
  await visible(page.getByRole('heading', { name: 'Settings', level: 1 }));
  await visible(page.getByLabel(/^Name/));
}

/** Clicks `button` and waits for the server's 200 to `method` on a path containing `path`. */
async function saved(page: Page, button: string, method: string, path: string): Promise<void> {
  const answer = page.waitForResponse(
    (response) => response.request().method() === method && response.url().includes(path),
  );
  await page.getByRole('button', { name: button }).click();
  expect((await answer).status()).toBe(200);
}

async function saveName(page: Page, name: string): Promise<void> {
  await page.getByLabel(/^Name/).fill(name);
  await saved(page, 'Save settings', 'PUT', '/api/staff/settings');
}

/** The message picker on the rejection email, its editor shown. */
async function chooseRejectedEmail(page: Page): Promise<void> {
  await page.getByLabel('Message', { exact: true }).selectOption('rejected_email');
  await visible(page.getByLabel(/^Email text/));
}

const isLoginCodeMail = (message: { subject: string | null }): boolean =>
  (message.subject ?? '').startsWith('Your login code for ');

/** The message picker on `kind`, its editor shown. */
async function chooseTemplate(page: Page, kind: string, field: RegExp): Promise<void> {
  await page.getByLabel('Message', { exact: true }).selectOption(kind);
  await visible(page.getByLabel(field));
}

/** A login code to the member (the answer does not wait for it), then their page from the list. */
async function openMemberPage(page: Page): Promise<void> {
  const before = Date.now();
  const sent = await fetch(`${baseUrl}/api/login_otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email_phone: MEMBER.email }),
  });
  expect(sent.status).toBe(200);
  await waitForMessage(baseUrl, MEMBER.email, isLoginCodeMail, before);
  await page.goto(`/staff/members?q=${encodeURIComponent(MEMBER.email)}`);
  await page.getByRole('link', { name: `${MEMBER.name} – open member page` }).click();
  await visible(page.getByRole('heading', { name: MEMBER.name, level: 1 }));
  const messages = page.getByRole('region', { name: 'Messages' });
  await visible(messages.getByRole('table', { name: 'Messages, failed first' }));
  await visible(messages.getByText(/^Your login code for /).first());
}

/** /staff/audit: the association's settings changes found by their action, the new name shown. */
async function findRenameInAuditLog(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await visible(page.getByRole('heading', { name: 'Audit log', level: 1 }));
  await page.getByLabel('Action').fill('settings.association_updated');
  await page.getByLabel('Record type').selectOption('association_settings');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.waitForURL((url) => url.searchParams.get('action') === 'settings.association_updated');
  const table = page.getByRole('table', { name: 'Audit log, newest first' });
  await visible(table.getByText(RENAMED).first());
  await visible(table.getByRole('rowheader').first());
  expect(await table.getByText('settings.association_updated').count()).toBeGreaterThanOrEqual(2);
  await expectAccessible(page, 'audit log, filtered');
}

/**
 * Pages an applicant, a proposer and anyone else opens, as the server sends them and as the browser
 * shows them: the association's saved name in the title and the page's brand, the product only in the
 * "Powered by" line (issue #27, decision 068).
 */
async function expectAssociationNamed(page: Page, name: string): Promise<void> {
  for (const path of ['/login', '/register/user/select-membership', '/membership/validate']) {
    const html = await (await fetch(`${baseUrl}${path}`)).text();
    expect(html, path).toContain(`<title>${name}</title>`);
    await page.goto(path);
    await visible(page.getByRole('heading', { level: 1 }).first());
    await visible(page.getByText(name).first());
    await expect.poll(() => page.title()).toMatch(new RegExp(`${name}$`));
    const text = (await page.locator('body').innerText()).replace('Powered by Portico', '');
    expect(text, path).not.toMatch(/portico/i);
    await keepScreenshot(page, path);
  }
}

/** With E2E_SCREENSHOTS=<dir>, the branded pages as a person sees them, for looking at by eye. */
async function keepScreenshot(page: Page, path: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  const width = page.viewportSize()?.width ?? 0;
  const name = `${width}${path.replaceAll('/', '-')}.png`;
  await page.screenshot({ path: `${dir}/${name}`, fullPage: true });
}

/** /staff/members/import: the sample register checked (nothing written), then imported. */
async function importSample(page: Page): Promise<void> {
  await page.goto('/staff/members/import');
  await visible(page.getByRole('heading', { name: 'Import members', level: 1 }));
  await expectAccessible(page, 'member import');
  await page.getByLabel('Register file').setInputFiles(SAMPLE_CSV);
  await page.getByRole('button', { name: 'Check the file' }).click();
  await visible(page.getByText(/has no problems/).first());
  await expectAccessible(page, 'member import, dry run');
  await page.getByRole('button', { name: /^Import [\d,]+ changes$/ }).click();
  await visible(page.getByText(/^Imported member-import-sample\.csv/).first());
  await expectAccessible(page, 'member import, imported');
}

describe('back-office settings', () => {
  it('renames the association and rewords the code email the next code carries, rewords an email, shows a member page, imports members, at 1280 and 360 px', async () => {
    const { context, page } = await newPage('desktop', 'settings-desktop');
    try {
      await signInStaff(page, baseUrl, ADMIN, (where) => expectAccessible(page, where));
      await openSettings(page);
      await expectAccessible(page, 'settings');
      const original = await page.getByLabel(/^Name/).inputValue();
      await saveName(page, RENAMED);
      for (const viewport of ['desktop', 'phone'] as const) {
        const visitor = await newPage(viewport, `settings-visitor-${viewport}`);
        try {
          await expectAssociationNamed(visitor.page, RENAMED);
        } finally {
          await visitor.context.close();
        }
      }

      await chooseRejectedEmail(page);
      await page.getByLabel(/^Email text/).fill(REJECTED_BODY);
      // The preview fills the sample values as the admin types.
      await expect
        .poll(() => page.getByTestId('template-preview-body').textContent())
        .toMatch(/^Dear .+, .+ could not approve .+\.$/);
      await expectAccessible(page, 'settings, template preview');
      await saved(page, 'Save message', 'PUT', '/templates/rejected_email');

      await chooseTemplate(page, 'staff_login_code_email', /^Email text/);
      await page.getByLabel(/^Email text/).fill(STAFF_CODE_BODY);
      await saved(page, 'Save message', 'PUT', '/templates/staff_login_code_email');
      // An SMS text says it must be registered on DLT again once edited.
      await chooseTemplate(page, 'verification_code_sms', /^SMS text/);
      await visible(page.getByRole('note', { name: 'DLT registration' }));
      await expectAccessible(page, 'settings, SMS template');

      // The next code email: another staff member asks for a sign-in code.
      const other = await newPage('desktop', 'settings-office');
      const before = Date.now();
      try {
        await signInStaff(other.page, baseUrl, OFFICE);
      } finally {
        await other.context.close();
      }
      const mail = await waitForMessage(baseUrl, OFFICE, isStaffCodeMail, before);
      expect(mail.subject).toBe(`Your staff sign-in code for ${RENAMED}`);
      expect(mail.text).toMatch(new RegExp(`^Sign in with \\d{4} within 10 minutes\\. ${RENAMED}`));

      // Put them back, so the other journeys read today's texts.
      await chooseRejectedEmail(page);
      await saved(page, 'Reset to default', 'DELETE', '/templates/rejected_email');
      await chooseTemplate(page, 'staff_login_code_email', /^Email text/);
      await saved(page, 'Reset to default', 'DELETE', '/templates/staff_login_code_email');
      await saveName(page, original);

      // Both renames are in the audit log, by this admin, with the name before and after.
      await findRenameInAuditLog(page);

      await openMemberPage(page);
      await expectAccessible(page, 'member page');

      await importSample(page);
      await openGettingStarted(page);
      await expectAccessible(page, 'getting started');
      await payAndRefundTestPayment(page);
      await expectAccessible(page, 'getting started after a test payment');

      // At 360 px, in the same session (a second code at once would wait for the resend limit).
      await page.setViewportSize(viewports.phone);
      await openSettings(page);
      await expectAccessible(page, 'settings at 360 px');
      await expectNoOverflow(page, 'settings at 360 px');
      await chooseRejectedEmail(page);
      await expectAccessible(page, 'settings template at 360 px');
      await expectNoOverflow(page, 'settings template at 360 px');
      await page.goto('/staff/members/import');
      await visible(page.getByRole('heading', { name: 'Import members', level: 1 }));
      await expectAccessible(page, 'member import at 360 px');
      await expectNoOverflow(page, 'member import at 360 px');
      await page.goto(`/staff/members?q=${encodeURIComponent(MEMBER.email)}`);
      await page.getByRole('link', { name: `${MEMBER.name} – open member page` }).click();
      await visible(page.getByRole('heading', { name: MEMBER.name, level: 1 }));
      await visible(page.getByRole('table', { name: 'Messages, failed first' }));
      await expectAccessible(page, 'member page at 360 px');
      await expectNoOverflow(page, 'member page at 360 px');
      await page.goto('/staff/audit?action=settings');
      await visible(
        page.getByRole('table', { name: 'Audit log, newest first' }).getByText(RENAMED).first(),
      );
      await expectAccessible(page, 'audit log at 360 px');
      await expectNoOverflow(page, 'audit log at 360 px');
      await openGettingStarted(page);
      await expectAccessible(page, 'getting started at 360 px');
      await expectNoOverflow(page, 'getting started at 360 px');
    } finally {
      await context.close();
    }
  });

  it('lets an imported member sign in by code', async () => {
    const { context, page } = await newPage('desktop', 'imported-member');
    try {
      await logIn(page, baseUrl, IMPORTED, IMPORTED);
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      await visible(page.getByRole('heading', { level: 1 }).first());
      await expectAccessible(page, 'imported member signed in');
    } finally {
      await context.close();
    }
  });
});
