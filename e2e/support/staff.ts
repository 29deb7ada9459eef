// The back office's side of a journey: staff sign-in by emailed code at /staff/login, sign-out, and
// the pipeline's emails (reference links, the payment link) read from the dev outbox.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { waitForMessage } from './outbox';
import { visible } from './journey';

/** The staff sign-in code's email: 'Your staff sign-in code for <the association's name>'. */
export const isStaffCodeMail = (message: { subject: string | null }): boolean =>
  (message.subject ?? '').startsWith('Your staff sign-in code for ');

/**
 * /staff/login: the work email gets a code (read from the outbox, by the sign-in email's subject so a
 * review notice to the same address is never taken for it); its fourth digit signs in and the queue
 * opens. `check` runs on each of the two sign-in screens (the accessibility checks).
 */
export async function signInStaff(
  page: Page,
  baseUrl: string,
  email: string,
  check: (where: string) => Promise<void> = async () => undefined,
): Promise<void> {
  await page.goto('/staff/login');
  await visible(page.getByRole('heading', { name: 'Staff sign-in' }));
  await check('staff sign-in, email');
  await page.getByLabel('Work email').fill(email);
  const before = Date.now();
  await page.getByRole('button', { name: 'Send code' }).click();
  // Another journey of the run may have asked for this address's code moments ago: the page
  // then says how long to wait, as it would tell a person; wait that long and ask again.
  const first = page.getByRole('textbox', { name: 'Digit 1 of 4' });
  const wait = page.getByText(/Please wait (\d+) seconds?/).first();
  // Anything else the page says (a refusal, an error under the field) is what a failure shows.
  const outcome = async () => {
    if ((await first.count()) > 0) return 'code boxes';
    if ((await wait.count()) > 0) return 'a wait';
    return `neither yet; the page says: ${(await page.locator('body').innerText()).slice(0, 400)}`;
  };
  await expect.poll(outcome).toMatch(/^(code boxes|a wait)$/);
  if ((await first.count()) === 0) {
    const seconds = Number(/(\d+)/.exec((await wait.textContent()) ?? '')?.[1] ?? '30');
    await page.waitForTimeout((seconds + 1) * 1000);
    await page.getByRole('button', { name: 'Send code' }).click();
  }
  const message = await waitForMessage(baseUrl, email, isStaffCodeMail, before);
  const code = /\b(\d{4})\b/.exec(message.text)?.[1];
  expect(code, `sign-in code in "${message.text}"`).toMatch(/^\d{4}$/);
  await visible(first);
  await check('staff sign-in, code');
  await first.click();
  await page.keyboard.type(code ?? '');
  await page.waitForURL('**/staff/applications');
  await visible(page.getByRole('heading', { name: 'Applications', level: 1 }));
}

/** The header's Sign out: back at the sign-in page with no staff session left. */
export async function signOutStaff(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL('**/staff/login');
  await visible(page.getByLabel('Work email'));
}

export type ReferenceLinks = { approve: string; reject: string };

/**
 * The approve and reject links of the reference request emailed to a proposer about the application
 * `applicationId` (the links carry its number, decision 112: /application/{num}/PA-000009/{approve|reject}?t=…).
 */
export async function referenceLinks(
  baseUrl: string,
  proposerEmail: string,
  applicationId: number,
): Promise<ReferenceLinks & { num: number }> {
  const id = `PA-${String(applicationId).padStart(6, '0')}`;
  const pattern = new RegExp(
    `(https?://\\S+/application/([12])/${id}/(approve|reject)\\?t=\\S+)`,
    'g',
  );
  const message = await waitForMessage(
    baseUrl,
    proposerEmail,
    (m) => (m.subject ?? '').startsWith('Reference request') && m.text.includes(`/${id}/`),
  );
  const links = [...message.text.matchAll(pattern)];
  const approve = links.find((match) => match[3] === 'approve');
  const reject = links.find((match) => match[3] === 'reject');
  if (!approve?.[1] || !reject?.[1]) throw new Error(`no reference links in "${message.text}"`);
  return { approve: approve[1], reject: reject[1], num: Number(approve[2]) };
}
