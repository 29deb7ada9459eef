// A company's team in a real browser (issue #31, decision 110): the account holder of a member the
// journey imports itself invites a billing person from /app/team; the billing person signs in at
// the ordinary login with their own code, sees only what billing may use, and pays the renewal in
// the sandbox; the invoice names the company, never the person who paid. Every screen is checked by
// axe at 1280 and 360 px.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type ViewportName, useBrowser } from '../support/browser';
import { staffToken } from '../support/approve';
import { importMember } from '../support/imported-member';
import { expectAccessible, expectNoOverflow, journeyPage, visible } from '../support/journey';
import { logIn, payInSandbox } from '../support/member';
import { outboxMessages } from '../support/outbox';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const newPage = (viewport: ViewportName, name: string): Promise<Page> =>
  journeyPage(browser(), baseUrl, viewport, name);

const checks = (page: Page, viewport: ViewportName) => async (where: string) => {
  await expectAccessible(page, `${where} (${viewport})`);
  await expectNoOverflow(page, `${where} (${viewport})`);
};

/** Moves the member's expiry into the renewal window (the dev hook; absent in production). */
async function renewalDueIn(email: string, days: number): Promise<void> {
  const response = await fetch(`${baseUrl}/api/dev/auto_renewal/expiry`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, days }),
  });
  if (!response.ok) throw new Error(`expiry hook answered ${response.status}`);
}

/** The company's invoices as the office's invoice search finds them. */
async function invoicesOf(company: string) {
  const admin = await staffToken(baseUrl, 'admin@example.com');
  const response = await fetch(
    `${baseUrl}/api/staff/invoices?q=${encodeURIComponent(company)}&kind=invoice`,
    { headers: { authorization: `Bearer ${admin}` } },
  );
  const answer = (await response.json()) as {
    data: { items: { buyer_company: string; buyer_name: string }[] };
  };
  return answer.data.items;
}

describe.each(['desktop', 'phone'] as const)('a company’s team (%s)', (viewport) => {
  it('the holder invites a billing person, who signs in and pays the renewal', async () => {
    const member = await importMember(baseUrl, `team.${viewport}`);
    await renewalDueIn(member.email, 20);
    const billingEmail = `billing.${viewport}.${Date.now()}@example.com`;

    // The account holder invites Asha as billing.
    const holder = await newPage(viewport, `company-team-holder-${viewport}`);
    const check = checks(holder, viewport);
    await logIn(holder, baseUrl, member.email, member.email);
    await holder.waitForURL('**/app/plan-status');
    await holder.getByRole('link', { name: 'Your company’s team' }).click();
    await visible(holder.getByRole('heading', { level: 1, name: 'Your company’s team' }));
    await visible(holder.getByText('Admin (account holder)'));
    await check('team page');
    await holder.getByRole('button', { name: 'Send invitation' }).click();
    await visible(holder.getByRole('alert').getByText('Enter the person’s name'));
    await check('team page, errors');
    await holder.getByLabel('Full name').fill('Asha Billing');
    await holder.getByLabel('Email address').fill(billingEmail);
    await holder.getByLabel('Billing', { exact: true }).check();
    await holder.getByRole('button', { name: 'Send invitation' }).click();
    await visible(holder.getByText('Invited (not signed in yet)'));
    await check('team page, invited');
    const invitation = (await outboxMessages(baseUrl, billingEmail)).find((message) =>
      message.subject?.includes('join the team of'),
    );
    expect(invitation?.text).toContain(member.company);

    // Asha signs in with her own code and pays the renewal.
    const billing = await newPage(viewport, `company-team-billing-${viewport}`);
    const billingCheck = checks(billing, viewport);
    await logIn(billing, baseUrl, billingEmail, billingEmail);
    await billing.waitForURL('**/app/plan-status');
    await visible(billing.getByText('Current Plan', { exact: true }));
    // Once her role is read, the plan status offers only what billing may use.
    await visible(billing.getByRole('link', { name: 'Your role in the team' }));
    expect(await billing.getByRole('link', { name: 'Edit my details' }).count()).toBe(0);
    await visible(billing.getByRole('region', { name: 'Invoices' }));
    await billingCheck('plan status, billing');
    await billing.getByRole('link', { name: 'Your role in the team' }).click();
    await visible(billing.getByText(/You are signed in as Asha Billing, billing\./));
    await billingCheck('team page, billing');
    await billing.goto('/app/plan-status');
    await billing.getByRole('button', { name: 'Renew Plan' }).click();
    await billing.waitForURL('**/app/checkout/*');
    await visible(billing.getByText('Amount Payable'));
    await billingCheck('renewal checkout, billing');
    await payInSandbox(billing);
    await billing.waitForURL('**/app/thank-you/**');
    await visible(billing.getByRole('heading', { name: 'Payment Successful!' }));
    await billingCheck('thank you, billing');

    // The invoice's buyer is the company, as its record names it, not the person who paid.
    const invoices = await invoicesOf(member.company);
    expect(invoices.length).toBeGreaterThan(0);
    expect(invoices[0]).toMatchObject({ buyer_company: member.company, buyer_name: 'Meera Iyer' });
  });
});
