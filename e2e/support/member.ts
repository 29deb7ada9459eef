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
  const before = Date.now();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const code = await latestCode(baseUrl, address, before);
  await visible(page.getByText('OTP has been sent to', { exact: false }).first());
  await check('login, step 2');
  await page.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
  await page.keyboard.type(code);
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
