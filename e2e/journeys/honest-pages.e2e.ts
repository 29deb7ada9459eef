// Honest pages: every outcome page says what happened, why and what to do next, with the
// association's contact; nothing says "Payment Already Received!" or "Payment Successful!" when
// nothing was paid; and an emailed link (the changes-requested one) opened in a fresh browser asks
// to log in and then lands where it pointed. Each screen is checked by axe at 1280 px and 360 px.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { submitStarApplication, type StarApplicant } from '../support/applicant';
import { staffToken } from '../support/approve';
import { newReadyPage, viewports, type ViewportName, useBrowser } from '../support/browser';
import {
  expectAccessible,
  expectNoOverflow,
  screenshotOnFailure,
  visible,
} from '../support/journey';
import { latestCode, waitForMessage } from '../support/outbox';

const baseUrl = inject('baseUrl');
const SHOTS = process.env.SHOTS_DIR;
const browser = useBrowser();

/** South: one applicant per viewport, apart from the other journeys' addresses. */
const APPLICANTS: Record<ViewportName, StarApplicant> = {
  desktop: {
    name: 'Kavya Iyer',
    email: 'kavya.honest@example.com',
    mobile: '9700000501',
    dob: '1990-04-11',
    zone: 'south',
    state: 'Kerala',
    pan: 'FGHIJ5678K',
    company: 'Iyer Stage Works',
    address: '4 MG Road, Kochi 682016',
  },
  phone: {
    name: 'Ravi Menon',
    email: 'ravi.honest@example.com',
    mobile: '9700000502',
    dob: '1987-12-02',
    zone: 'south',
    state: 'Kerala',
    pan: 'GHIJK6789L',
    company: 'Menon Events',
    address: '12 Beach Road, Kozhikode 673032',
  },
};

/** A fresh browser: no session, no stored state (another device). */
async function freshPage(viewport: ViewportName, name: string): Promise<Page> {
  const context = await browser().newContext({ baseURL: baseUrl, viewport: viewports[viewport] });
  const page = await newReadyPage(context);
  screenshotOnFailure(page, name);
  return page;
}

async function check(page: Page, where: string, shot: string, viewport: ViewportName) {
  await expectAccessible(page, where);
  await expectNoOverflow(page, where);
  if (SHOTS) {
    const width = viewports[viewport].width;
    await page.screenshot({ path: `${SHOTS}/i14-honest-${shot}-${width}.png`, fullPage: true });
  }
}

async function staffPost(path: string, body: unknown, token: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
}

/**
 * Send OTP, again after the wait the server names when the address had a code moments ago (its
 * verification while applying). Answers when the code was asked for.
 */
async function requestLoginCode(page: Page): Promise<number> {
  for (;;) {
    const sent = Date.now();
    // The answer, not the page's text: a "Please wait" from the last try stays on screen until the
    // next answer replaces it, so reading the page could take an old refusal for a new one.
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/login_otp')),
      page.getByRole('button', { name: 'Send OTP' }).click(),
    ]);
    if (answer.ok()) {
      await visible(page.getByText('OTP has been sent to', { exact: false }).first());
      return sent;
    }
    expect(answer.status(), await answer.text()).toBe(429);
    const seconds = Number(answer.headers()['retry-after'] ?? '30');
    await page.waitForTimeout((seconds + 1) * 1000);
  }
}

/** The outcome pages, each with its why, its next step and the contact. */
const OUTCOMES = [
  { path: '/payment-received', heading: 'Payment Already Received!', shot: 'payment-received' },
  { path: '/payment-expired', heading: 'Payment Link Expired!', shot: 'payment-expired' },
  { path: '/nothing-to-pay', heading: 'Nothing to pay', shot: 'nothing-to-pay' },
  {
    path: '/nothing-to-pay?opens=05-01-2027',
    heading: 'Renewal opens on 05-01-2027',
    shot: 'renewal-opens',
  },
  { path: '/user/update-details/MQ==/thanks/1', heading: 'Data Already Recorded', shot: 'thanks' },
] as const;

describe.each(['desktop', 'phone'] as const)('honest pages (%s)', (viewport) => {
  it('every outcome page says why and what next, with the association to contact', async () => {
    const page = await freshPage(viewport, `honest-outcomes-${viewport}`);
    for (const outcome of OUTCOMES) {
      await page.goto(outcome.path);
      await visible(page.getByRole('heading', { level: 1, name: outcome.heading }));
      await visible(page.getByRole('heading', { level: 2, name: 'Why' }));
      await visible(page.getByRole('heading', { level: 2, name: 'What to do next' }));
      await visible(page.getByText(/Questions\? Contact Association of Event/));
      await visible(page.getByRole('link', { name: 'membership@example.com' }));
      await check(page, outcome.path, outcome.shot, viewport);
    }

    // Any order number on the success route: not "Payment Successful!" but a log in first.
    await page.goto('/register/user/payment-success/PO-99999999');
    await visible(page.getByRole('heading', { level: 1, name: 'Log In' }));
    await visible(page.getByRole('heading', { name: 'Please log in to continue' }));
    expect(await page.getByText('Payment Successful!').count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('next')).toBe(
      '/register/user/payment-success/PO-99999999',
    );
    await check(page, 'login asked by the payment outcome', 'login-to-continue', viewport);

    await page.goto('/login?notice=application-exists');
    await visible(page.getByRole('heading', { name: 'You already have an application' }));
    await check(page, 'login: application exists', 'login-application-exists', viewport);
  });

  it('the changes-requested link works in a fresh browser: log in, then the form', async () => {
    const applicant = APPLICANTS[viewport];
    const applying = await freshPage(viewport, `honest-apply-${viewport}`);
    const id = await submitStarApplication(applying, baseUrl, applicant);
    await applying.context().close();

    const before = Date.now();
    const admin = await staffToken(baseUrl, 'admin@example.com');
    await staffPost(
      `/staff/applications/${id}/send-back`,
      { remark: 'Please correct the company name.', fields: ['company_name'] },
      admin,
    );
    const mail = await waitForMessage(
      baseUrl,
      applicant.email,
      (m) => m.subject?.startsWith('Changes needed') === true,
      before,
    );
    const link = /Update your application: (\S+)/.exec(mail.text ?? '')?.[1];
    expect(link, mail.text ?? '').toBeTruthy();
    const target = new URL(link!);

    // Another device: no session. The link's page asks to log in, saying why, and keeps the way back.
    const page = await freshPage(viewport, `honest-link-${viewport}`);
    await page.goto(`${target.pathname}${target.search}`);
    await visible(page.getByRole('heading', { level: 1, name: 'Log In' }));
    await visible(page.getByRole('heading', { name: 'Please log in to continue' }));
    expect(new URL(page.url()).searchParams.get('next')).toBe(target.pathname);
    await check(page, 'login asked by the emailed link', 'login-from-link', viewport);

    await page.getByLabel('Email or Mobile Number').fill(applicant.email);
    const sent = await requestLoginCode(page);
    const code = await latestCode(baseUrl, applicant.email, sent);
    await page.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
    await page.keyboard.type(code);

    await expect.poll(() => new URL(page.url()).pathname).toBe(target.pathname);
    await visible(page.getByText('Please correct the company name.').first());
    await visible(page.getByRole('heading', { level: 1, name: 'Membership Form' }));

    // Logged in now: an order number that is not a paid order of theirs is said to be so.
    await page.goto('/register/user/payment-success/PO-99999999');
    await visible(page.getByRole('heading', { level: 1, name: 'We cannot show this payment' }));
    expect(await page.getByText('Payment Successful!').count()).toBe(0);
    await check(page, 'payment outcome of an unknown order', 'order-not-found', viewport);

    // Cancelled by staff (a reason is required): the applicant's page says so, and why.
    await staffPost(`/staff/applications/${id}/cancel`, { remark: 'Duplicate application' }, admin);
    await page.goto(`/application-cancelled/${target.pathname.split('/').at(-1)}`);
    await visible(page.getByRole('heading', { level: 1, name: 'Application Cancelled!' }));
    await visible(page.getByText(/the reason was emailed to you/));
    await check(page, 'application cancelled', 'application-cancelled', viewport);
  });
});
