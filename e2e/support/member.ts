// The member's side of a journey: login by code at /login (the code read from the dev outbox), the
// company documents a Gold or Platinum form asks for, paying in the sandbox checkout.
import type { Page } from 'playwright-core';
import { pdfFile, pngFile } from './files';
import { upload, visible } from './journey';
import { latestCode } from './outbox';

/**
 * /login: the email or mobile number, 'Send OTP', the code from the outbox of `address` typed into
 * the four boxes (the fourth submits). `check` runs on both steps (accessibility, layout).
 */
export async function logIn(
  page: Page,
  baseUrl: string,
  identifier: string,
  address: string,
  check: (where: string) => Promise<void> = async () => undefined,
): Promise<void> {
  await page.goto('/login');
  await visible(page.getByRole('heading', { name: 'Log In', level: 1 }));
  await check('login, step 1');
  await page.getByLabel('Email or Mobile Number').fill(identifier);
  const before = await sendCode(page);
  const code = await latestCode(baseUrl, address, before);
  await check('login, step 2');
  await page.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
  await page.keyboard.type(code);
}

/**
 * Presses Send OTP until the code is sent, as a person told "Please wait 2 seconds before requesting
 * a new code" would: another journey may have just signed the same demo member in, or a code just
 * went to the address for another purpose. Answers the time (epoch ms) just before the first press:
 * the "Please wait" of one press can still show when the next press's code has gone, so any code
 * since the first press is one of these presses' (the newest is the one to type).
 */
async function sendCode(page: Page): Promise<number> {
  const sent = page.getByText('OTP has been sent to', { exact: false }).first();
  const told = page.getByRole('alert').filter({ hasText: /Please wait \d+ seconds? before/ });
  const before = Date.now();
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await visible(sent.or(told));
    if (await sent.isVisible()) return before;
    // The message can be gone by the time it is read (CI saw it once): the page moved on to the
    // code, or re-rendered the field without it. Either way, look again rather than wait for it.
    const text = await told.textContent({ timeout: 1_000 }).catch(() => null);
    if (await sent.isVisible()) return before;
    const seconds = Number(/Please wait (\d+) second/.exec(text ?? '')?.[1] ?? '1');
    await page.waitForTimeout(seconds * 1000);
  }
  throw new Error('the code was not sent after four presses of Send OTP');
}

/** The company documents of tab 1 (or of the self-update), each uploaded and stored. */
export async function uploadCompanyDocuments(page: Page): Promise<void> {
  await upload(page, 'Address Proof', pdfFile('address-proof.pdf'));
  await upload(page, 'Representative Photo', pngFile('photo.png'));
  for (const label of [
    'Turnover Certificate',
    'MOA',
    'AOA',
    'Director Details',
    'Board Resolution',
    'Incorporation Certificate',
  ]) {
    await upload(page, label, pdfFile(`${label.toLowerCase().replaceAll(' ', '-')}.pdf`));
  }
}

/**
 * On a checkout: ticks the accuracy box (the one confirmation), presses Make Payment and pays with
 * the sandbox's success card.
 */
export async function payInSandbox(page: Page): Promise<void> {
  await page.getByLabel('I hereby confirm the accuracy of details given above.').check();
  await page.getByRole('button', { name: 'Make Payment' }).click();
  const sandbox = page.getByRole('dialog', { name: 'Sandbox payment' });
  await visible(sandbox.getByLabel('Card number'));
  await sandbox.getByLabel('Card number').fill('4111 1111 1111 1111');
  await sandbox.getByRole('button', { name: 'Pay' }).click();
}
