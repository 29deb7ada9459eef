// The card to keep and the door's scanner in a real browser (decisions 102, 103), on a portal of
// its own with the wallets set up (a test pass certificate made here with openssl, a test Google
// service account key): a member downloads the PDF card and the Apple Wallet pass and saves to
// Google Wallet, each file read back and checked; then staff download the cards, go offline and
// check the member's card by pasting its link (the camera's fallback). Every screen by axe at
// 1280 and 360 px. Its own portal's demo members are changed by no other journey.
import { execFileSync } from 'node:child_process';
import { createHash, createVerify, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newReadyPage, viewports, type ViewportName } from '../support/browser';
import {
  expectAccessible,
  expectNoOverflow,
  screenshotOnFailure,
  visible,
} from '../support/journey';
import { logIn } from '../support/member';
import { startServer } from '../support/server';
import { signInStaff } from '../support/staff';

const dir = mkdtempSync(join(tmpdir(), 'portico-wallet-e2e-'));
const google = generateKeyPairSync('rsa', { modulusLength: 2048 });

/** A self-signed certificate and its key (PEM files) made with openssl. */
function certificate(name: string, commonName: string): { cert: string; key: string } {
  const cert = join(dir, `${name}.pem`);
  const key = join(dir, `${name}-key.pem`);
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert].concat([
      '-days',
      '2',
      '-subj',
      `/CN=${commonName}`,
    ]),
    { stdio: 'ignore' },
  );
  return { cert, key };
}

function walletSettings(): Record<string, string> {
  const signer = certificate('pass', 'Pass Type ID: pass.org.example.card');
  const wwdr = certificate('wwdr', 'Test WWDR');
  const account = join(dir, 'service-account.json');
  writeFileSync(
    account,
    JSON.stringify({
      type: 'service_account',
      client_email: 'wallet@test.iam.gserviceaccount.com',
      private_key: google.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    }),
  );
  return {
    APPLE_PASS_TYPE_IDENTIFIER: 'pass.org.example.card',
    APPLE_TEAM_IDENTIFIER: 'TEAM123456',
    APPLE_PASS_CERTIFICATE_PATH: signer.cert,
    APPLE_PASS_KEY_PATH: signer.key,
    APPLE_WWDR_CERTIFICATE_PATH: wwdr.cert,
    GOOGLE_WALLET_ISSUER_ID: '3388000000012345678',
    GOOGLE_WALLET_SERVICE_ACCOUNT_PATH: account,
  };
}

let portal: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;

beforeAll(async () => {
  portal = await startServer(walletSettings());
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

async function newPage(viewport: ViewportName, name: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: portal.baseUrl,
    viewport: viewports[viewport],
    acceptDownloads: true,
  });
  const page = await newReadyPage(context);
  screenshotOnFailure(page, name);
  return page;
}

const checks = (page: Page, viewport: ViewportName) => async (where: string) => {
  await expectAccessible(page, `${where} (${viewport})`);
  await expectNoOverflow(page, `${where} (${viewport})`);
  if (process.env.JOURNEY_SCREENSHOTS) {
    const file = `${where.replace(/\W+/g, '-')}-${viewport}.png`;
    await page.screenshot({ path: join(process.env.JOURNEY_SCREENSHOTS, file), fullPage: true });
  }
};

async function downloaded(page: Page, button: string): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return readFileSync((await download.path()) ?? '');
}

/** The pass unzipped: pass.json, every file's SHA-1 in the manifest, a signature that verifies. */
function checkPass(pkpass: Buffer, verifyUrl: string): void {
  const passDir = mkdtempSync(join(dir, 'pass-'));
  writeFileSync(join(passDir, 'card.pkpass'), pkpass);
  execFileSync('unzip', ['-q', 'card.pkpass', '-d', 'pass'], { cwd: passDir });
  const files = join(passDir, 'pass');
  const pass = JSON.parse(readFileSync(join(files, 'pass.json'), 'utf8')) as {
    passTypeIdentifier: string;
    barcodes: { message: string; format: string }[];
    expirationDate: string;
  };
  expect(pass.passTypeIdentifier).toBe('pass.org.example.card');
  expect(pass.barcodes[0]).toMatchObject({ format: 'PKBarcodeFormatQR', message: verifyUrl });
  expect(Date.parse(pass.expirationDate)).toBeGreaterThan(Date.now());
  const manifest = JSON.parse(readFileSync(join(files, 'manifest.json'), 'utf8')) as Record<
    string,
    string
  >;
  for (const name of readdirSync(files).filter(
    (f) => !['manifest.json', 'signature'].includes(f),
  )) {
    expect(manifest[name], name).toBe(
      createHash('sha1')
        .update(readFileSync(join(files, name)))
        .digest('hex'),
    );
  }
  execFileSync(
    'openssl',
    ['smime', '-verify', '-noverify', '-binary', '-inform', 'DER', '-in', 'signature'].concat([
      '-content',
      'manifest.json',
      '-out',
      '/dev/null',
    ]),
    { cwd: files, stdio: 'ignore' },
  );
}

/** The JWT in Google's save link: RS256 by the service account's key, with the card's QR. */
function checkGoogleLink(url: string, verifyUrl: string): void {
  const [header = '', payload = '', signature = ''] = url.split('/').pop()?.split('.') ?? [];
  const verifier = createVerify('RSA-SHA256');
  verifier.update(`${header}.${payload}`);
  expect(verifier.verify(google.publicKey, Buffer.from(signature, 'base64url'))).toBe(true);
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
    aud: string;
    payload: { genericObjects: { state: string; barcode: { value: string } }[] };
  };
  expect(claims.aud).toBe('google');
  expect(claims.payload.genericObjects[0]).toMatchObject({
    state: 'ACTIVE',
    barcode: { type: 'QR_CODE', value: verifyUrl },
  });
}

describe.each(['desktop', 'phone'] as const)('the card to keep and the door (%s)', (viewport) => {
  it('downloads the PDF and the pass, saves to Google Wallet; staff check it offline', async () => {
    const page = await newPage(viewport, `card-wallet-${viewport}`);
    const check = checks(page, viewport);
    await logIn(page, portal.baseUrl, 'active@example.com', 'active@example.com');
    await page.waitForURL('**/app/plan-status');
    await page.getByRole('link', { name: 'Show my membership card' }).click();
    await visible(page.getByRole('article', { name: 'Your membership card' }));
    await check('card page with wallets');
    const verifyUrl =
      (await page.getByRole('link', { name: 'Open the page the QR shows' }).getAttribute('href')) ??
      '';

    const pdf = await downloaded(page, 'Download the card (PDF)');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    writeFileSync(join(dir, `card-${viewport}.pdf`), pdf);
    const text = execFileSync('pdftotext', [join(dir, `card-${viewport}.pdf`), '-']).toString();
    expect(text).toContain('Scan to check this card');

    checkPass(await downloaded(page, 'Add to Apple Wallet'), verifyUrl);

    let saveUrl = '';
    await page.route('https://pay.google.com/**', async (route) => {
      saveUrl = route.request().url();
      await route.fulfill({ contentType: 'text/html', body: '<title>Google Wallet</title>' });
    });
    await page.getByRole('button', { name: 'Save to Google Wallet' }).click();
    await expect.poll(() => saveUrl).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\//);
    checkGoogleLink(saveUrl, verifyUrl);

    const door = await newPage(viewport, `card-check-${viewport}`);
    const doorCheck = checks(door, viewport);
    await signInStaff(door, portal.baseUrl, 'admin@example.com');
    await door.getByRole('link', { name: 'Check cards' }).click();
    await visible(door.getByRole('heading', { name: 'Check membership cards', level: 1 }));
    await doorCheck('card check');
    await door.getByRole('button', { name: 'Download the cards for offline checks' }).click();
    await visible(door.getByText(/cards? downloaded at/));
    await door.context().setOffline(true);
    await door.getByLabel('Card link or code').fill(verifyUrl);
    await door.getByRole('button', { name: 'Check this card' }).click();
    await visible(door.getByRole('heading', { name: /^Active until \d{2}-\d{2}-\d{4}$/ }));
    await visible(door.getByText('No network: checked on this device only.'));
    await doorCheck('card check, offline answer');
    await door.context().setOffline(false);
    await door.getByRole('button', { name: 'Check this card' }).click();
    await visible(door.getByText(/^Live check: Active until/));
    await door.context().close();
    await page.context().close();
    // Two sign-ins, three files and two pages checked by axe: more than one screen's minute.
  });
});
