// From an approved application to a paid membership: the applicant opens the payment link from their
// email on another device, applies the WELCOME10 coupon, has a card declined, pays in the sandbox,
// sees the member number and downloads the receipt (a real PDF). Every screen is checked by axe, at
// desktop width and at 360 px.
import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { submitStarApplication, type StarApplicant } from '../support/applicant';
import { approveApplication } from '../support/approve';
import { newReadyPage, viewports, type ViewportName, useBrowser } from '../support/browser';
import {
  expectAccessible,
  expectNoOverflow,
  PROPOSERS,
  screenshotOnFailure,
  visible,
} from '../support/journey';
import { waitForMessage } from '../support/outbox';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** East: no other journey applies there. One applicant per viewport. */
const APPLICANTS: Record<ViewportName, StarApplicant> = {
  desktop: {
    name: 'Arjun Sen',
    email: 'arjun.payment@example.com',
    mobile: '9700000401',
    dob: '1988-02-14',
    zone: 'east',
    state: 'West Bengal',
    pan: 'CDEFG3456H',
    company: 'Sen Light & Sound',
    address: '9 Park Street, Kolkata 700016',
  },
  phone: {
    name: 'Ishita Bose',
    email: 'ishita.payment@example.com',
    mobile: '9700000402',
    dob: '1991-09-03',
    zone: 'east',
    state: 'Odisha',
    pan: 'DEFGH4567J',
    company: 'Bose Decor',
    address: '3 Janpath, Bhubaneswar 751001',
  },
};

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

async function check(page: Page, where: string) {
  await expectAccessible(page, where);
  await expectNoOverflow(page, where);
}

/** Pays in the sandbox dialog with `card`. */
async function payWith(page: Page, card: string) {
  await page.getByRole('button', { name: 'Make Payment' }).click();
  const sandbox = page.getByRole('dialog', { name: 'Sandbox payment' });
  await visible(sandbox.getByLabel('Card number'));
  await check(page, 'sandbox payment dialog');
  await sandbox.getByLabel('Card number').fill(card);
  await sandbox.getByRole('button', { name: 'Pay' }).click();
}

describe.each(['desktop', 'phone'] as const)(
  'paying for an approved application (%s)',
  (viewport) => {
    it('pays through the emailed link with a coupon and downloads the receipt', async () => {
      const applicant = APPLICANTS[viewport];
      // The application, submitted in the browser and approved through the staff API.
      const applying = await newPage(viewport, `payment-apply-${viewport}`);
      const id = await submitStarApplication(applying, baseUrl, applicant);
      await applying.context().close();
      const approvedAt = Date.now();
      await approveApplication(baseUrl, id, PROPOSERS);
      const mail = await waitForMessage(
        baseUrl,
        applicant.email,
        (m) => (m.subject ?? '').includes('is approved: complete your payment'),
        approvedAt,
      );
      const link = /https?:\/\/\S+\/register\/user\/checkout\/\S+/.exec(mail.text)?.[0];
      expect(link, mail.text).toBeDefined();

      // Another device: the link alone opens the checkout.
      const page = await newPage(viewport, `payment-${viewport}`);
      await page.goto(link!.replace(/^https?:\/\/[^/]+/, ''));
      await visible(page.getByRole('heading', { name: 'Checkout', level: 1 }));
      await visible(page.getByText(applicant.company));
      await visible(page.getByText('Amount Payable'));
      await check(page, 'checkout');

      // The coupon: an empty code is refused, WELCOME10 applies.
      await page.getByLabel('Apply coupon code').click();
      await visible(page.getByText('Please enter a coupon code'));
      expect(await page.getByLabel('Apply coupon code').isChecked()).toBe(false);
      // A mistyped code is refused with its reason, and stays typed to be corrected.
      const code = page.getByLabel('Coupon code', { exact: true });
      await code.fill('welcom10');
      await page.getByLabel('Apply coupon code').click();
      await visible(
        page.getByText('This coupon code is not recognised. Check the code and try again.'),
      );
      expect(await code.inputValue()).toBe('welcom10');
      expect(await page.getByLabel('Apply coupon code').isChecked()).toBe(false);
      await check(page, 'checkout, coupon refused');
      // An expired one says so.
      await code.fill('expired5');
      await page.getByLabel('Apply coupon code').click();
      await visible(page.getByText(/^Coupon Expired on \d{2}-\w{3}-\d{4}\.$/));
      await page.getByLabel('Coupon code', { exact: true }).fill('welcome10');
      // Ticked once the server has applied the code.
      await page.getByLabel('Apply coupon code').click();
      await visible(page.getByText('Coupon Applied Successfully.').first());
      await expect.poll(() => page.getByLabel('Apply coupon code').isChecked()).toBe(true);
      await visible(page.getByText(/Discount/));
      await check(page, 'checkout with coupon');

      // Paying without confirming the details is refused on the page: no dialog asks again.
      await page.getByRole('button', { name: 'Make Payment' }).click();
      const problem = page.getByRole('alert', { name: 'There is a problem' });
      await visible(problem.getByRole('link', { name: 'Please Confirm Details are correct' }));
      expect(await page.getByRole('dialog').count()).toBe(0);
      await check(page, 'checkout, details not confirmed');
      await page.screenshot({
        path: `artifacts/checkout-unconfirmed-${viewport}.png`,
        fullPage: true,
      });
      await page.getByLabel('I hereby confirm the accuracy of details given above.').check();

      // A declined card keeps the applicant on the checkout, with a notice that stays.
      await payWith(page, '4000 0000 0000 0002');
      const notice = page.getByRole('alert', { name: 'Your payment was not completed' });
      await visible(notice.getByText(/No money was taken from your account\./));
      await visible(notice.getByRole('button', { name: 'Try again' }));
      expect(page.url()).toContain('/register/user/checkout/');
      await check(page, 'checkout, payment declined');
      await page.screenshot({
        path: `artifacts/checkout-declined-${viewport}.png`,
        fullPage: true,
      });

      // A good card pays.
      await payWith(page, '4111 1111 1111 1111');
      await page.waitForURL('**/register/user/payment-success/**');
      await visible(page.getByRole('heading', { name: 'Payment Successful!' }));
      const memberNumber =
        (await page.locator('div:has(> dt:text-is("Member Number")) > dd').textContent()) ?? '';
      expect(memberNumber).toMatch(/^PM-\d{4,}$/);
      await visible(page.getByText('Star', { exact: true }));
      await check(page, 'payment success');
      await page.screenshot({ path: `artifacts/payment-success-${viewport}.png`, fullPage: true });

      // The receipt: a PDF named after the member number.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download Receipt' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`Receipt-${memberNumber}.pdf`);
      const file = await download.path();
      const bytes = await readFile(file);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      // The same link now says the payment is received.
      await page.goto(link!.replace(/^https?:\/\/[^/]+/, ''));
      await visible(page.getByRole('heading', { name: 'Payment Already Received!' }));
      await check(page, 'payment received');
      await page.context().close();
    });
  },
);
