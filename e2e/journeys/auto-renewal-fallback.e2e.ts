// Auto-renewal's last gaps in a real browser (issue #30): a new registration's payer turns it on from
// the payment's success page with only the applicant's session (decision 115); and a member whose
// debits the bank declines (the sandbox told so at the authorisation) is told on their home while it
// is retried, then, once the three attempts are spent, that they must renew by hand, with Renew now
// to the checkout; the fall-back email with its pay link is read in the back office's Messages.
// Members are the journey's own (an applicant it approves, a member it imports). Every new screen
// passes axe at 1280 and 360 px, with screenshots in artifacts/ and /tmp/shots-auto-renewal/.
import { mkdirSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { submitStarApplication, type StarApplicant } from '../support/applicant';
import { approveApplication, staffToken } from '../support/approve';
import { memberIdOf, offerAutoRenewalFor, devPost, runCycle } from '../support/auto-renewal';
import { viewports, type ViewportName, useBrowser } from '../support/browser';
import { importMember } from '../support/imported-member';
import {
  expectAccessible,
  expectNoOverflow,
  journeyPage,
  PROPOSERS,
  visible,
} from '../support/journey';
import { logIn } from '../support/member';
import { outboxMessages, waitForMessage } from '../support/outbox';
import { signInStaff } from '../support/staff';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const SHOTS = '/tmp/shots-auto-renewal';
mkdirSync(SHOTS, { recursive: true });

const newPage = (viewport: ViewportName, name: string): Promise<Page> =>
  journeyPage(browser(), baseUrl, viewport, name);

/** axe and no sideways scroll at 1280 and then 360 px, a full-page screenshot at each. */
async function checkBothWidths(page: Page, name: string): Promise<void> {
  for (const viewport of ['desktop', 'phone'] as const) {
    await page.setViewportSize(viewports[viewport]);
    const where = `${name} (${viewports[viewport].width} px)`;
    await expectAccessible(page, where);
    await expectNoOverflow(page, where);
    const file = `auto-renewal-${name}-${viewports[viewport].width}.png`;
    await page.screenshot({ path: `${SHOTS}/${file}`, fullPage: true });
    await page.screenshot({ path: `artifacts/${file}`, fullPage: true });
  }
  await page.setViewportSize(viewports.desktop);
}

/** A Star applicant of the journey's own (₹11,800 with GST: UPI AutoPay is offered). */
function applicant(): StarApplicant {
  const stamp = String(Date.now()).slice(-6);
  return {
    name: 'Kavya Das',
    email: `kavya.autorenew.${stamp}@example.com`,
    mobile: `96${stamp.padStart(8, '0')}`,
    dob: '1990-06-21',
    zone: 'east',
    state: 'West Bengal',
    pan: `KLMNO${stamp.slice(-4)}P`,
    company: `Das Stage ${stamp}`,
    address: '14 Camac Street, Kolkata 700017',
  };
}

async function mandateOf(memberId: number) {
  const admin = await staffToken(baseUrl, 'admin@example.com');
  const response = await fetch(`${baseUrl}/api/staff/members/${memberId}/auto_renewal`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  return ((await response.json()) as { data: { mandate: { status: string; method: string } } }).data
    .mandate;
}

let restore: (() => Promise<void>) | null = null;
afterAll(async () => {
  await restore?.();
});

describe('auto-renewal: at a new registration, and a failed debit', () => {
  it('the payer of a new registration turns it on from the success page', async () => {
    restore ??= await offerAutoRenewalFor(baseUrl);
    const payer = applicant();
    const applying = await newPage('desktop', 'auto-renewal-apply');
    const id = await submitStarApplication(applying, baseUrl, payer);
    await applying.context().close();
    const approvedAt = Date.now();
    await approveApplication(baseUrl, id, PROPOSERS);
    const mail = await waitForMessage(
      baseUrl,
      payer.email,
      (m) => (m.subject ?? '').includes('is approved: complete your payment'),
      approvedAt,
    );
    const link = /https?:\/\/\S+\/register\/user\/checkout\/\S+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();

    // The emailed link on another device: the applicant's session only.
    const page = await newPage('desktop', 'auto-renewal-payer');
    await page.goto(link!.replace(/^https?:\/\/[^/]+/, ''));
    await visible(page.getByRole('heading', { name: 'Checkout', level: 1 }));
    await page.getByLabel('I hereby confirm the accuracy of details given above.').check();
    await page.getByRole('button', { name: 'Make Payment' }).click();
    const sandbox = page.getByRole('dialog', { name: 'Sandbox payment' });
    await sandbox.getByLabel('Card number').fill('4111 1111 1111 1111');
    await sandbox.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL('**/register/user/payment-success/**');
    await visible(page.getByRole('heading', { name: 'Payment Successful!' }));
    // Said in the page's flow, above the heading, not in a toast over the payment's details.
    await visible(page.getByRole('alert', { name: 'Success' }).getByText('Payment successful!'));

    const offer = page.getByRole('region', { name: 'Renew automatically next year' });
    await visible(offer.getByRole('radio', { name: 'UPI AutoPay' }));
    await checkBothWidths(page, 'registration-offer');
    // Nothing chosen: the error summary says so.
    await offer.getByRole('button', { name: 'Turn on auto-renewal' }).click();
    await visible(offer.getByRole('link', { name: 'Choose how to pay' }));
    await offer.getByRole('radio', { name: 'UPI AutoPay' }).check();
    await offer.getByRole('button', { name: 'Turn on auto-renewal' }).click();
    await visible(offer.getByRole('status').filter({ hasText: 'Auto-renewal is on.' }));
    await checkBothWidths(page, 'registration-on');

    // The mandate is the new member's, as the back office sees it.
    const memberId = await memberIdOf(baseUrl, payer.email);
    expect(await mandateOf(memberId)).toMatchObject({ status: 'active', method: 'upi' });
    await page.context().close();
  });

  it('a declined debit is retried, then the member is asked to renew by hand', async () => {
    restore ??= await offerAutoRenewalFor(baseUrl);
    const member = await importMember(baseUrl, 'autorenew-declined');
    await devPost(baseUrl, 'auto_renewal/expiry', { email: member.email, days: 8 });
    const home = await newPage('desktop', 'auto-renewal-declined');
    // The bank will decline this mandate's debits: the sandbox is told so with the authorisation.
    await home.route('**/api/dev/sandbox/mandate', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, next_charges: 'failed' }) });
    });
    await logIn(home, baseUrl, member.email, member.email);
    await home.waitForURL('**/app/plan-status');
    const section = home.getByRole('region', { name: 'Auto-renewal', exact: true });
    await section.getByRole('radio', { name: /e-mandate/ }).check();
    await section.getByRole('button', { name: 'Turn on auto-renewal' }).click();
    await visible(section.getByText('Auto-renewal is on.'));
    // The mandate will pay this period: the top of the home says so, with no Renew now (issue #30).
    await home.reload();
    const willPay = home.getByRole('region', { name: 'Your membership will renew automatically' });
    await visible(willPay.getByText(/Auto-renewal will pay ₹[\d,]+ on \d\d-\d\d-\d{4}/));
    expect(await home.getByRole('button', { name: 'Renew now' }).count()).toBe(0);
    await checkBothWidths(home, 'mandate-will-pay');

    await runCycle(baseUrl);
    await waitForMessage(baseUrl, member.email, (m) => /will be taken on/.test(m.subject ?? ''));
    // A day on the debit is asked and declined; the member is told, and when it is tried again.
    await runCycle(baseUrl, 25);
    await expect
      .poll(async () => {
        await runCycle(baseUrl);
        const messages = await outboxMessages(baseUrl, member.email);
        return messages.some((m) => /could not take your renewal payment/.test(m.subject ?? ''));
      })
      .toBe(true);
    await home.reload();
    const failed = home.getByRole('region', { name: 'Your automatic renewal payment failed' });
    await visible(failed.getByText(/We will try again on \d\d-\d\d-\d{4}/));
    await visible(willPay);
    expect(await home.getByRole('button', { name: 'Renew now' }).count()).toBe(0);
    await checkBothWidths(home, 'debit-failed');

    // The two retries fail too: the member gets the pay link and the home asks them to renew.
    await expect
      .poll(
        async () => {
          await runCycle(baseUrl, 25);
          await runCycle(baseUrl);
          const messages = await outboxMessages(baseUrl, member.email);
          return messages.some((m) => /please renew your membership/.test(m.subject ?? ''));
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe(true);
    await home.reload();
    const lapsed = home.getByRole('region', {
      name: 'Your membership was not renewed automatically',
    });
    await visible(lapsed.getByText(/We tried 3 times\. Please renew by hand/));
    const banner = home.getByRole('region', { name: 'Your membership is due for renewal' });
    await visible(banner.getByRole('button', { name: 'Renew now' }));
    await checkBothWidths(home, 'debit-lapsed');

    // The fall-back email as staff read it in Messages: the pay link, its token hidden.
    const office = await newPage('desktop', 'auto-renewal-declined-messages');
    await signInStaff(office, baseUrl, 'admin@example.com');
    await office.goto(`/staff/messages?member_id=${await memberIdOf(baseUrl, member.email)}`);
    const row = office.getByRole('row').filter({ hasText: 'please renew your membership' });
    await row.getByRole('button', { name: /Show text/ }).click();
    await visible(office.getByText(/renew-checkout-revive\/\S+\?h=\d+&t=…/));
    await checkBothWidths(office, 'debit-lapsed-messages');
    await office.context().close();

    // Renew now: the ordinary renewal checkout.
    await banner.getByRole('button', { name: 'Renew now' }).click();
    await visible(home.getByRole('heading', { name: 'Checkout', level: 1 }));
    await home.context().close();
  });
});
