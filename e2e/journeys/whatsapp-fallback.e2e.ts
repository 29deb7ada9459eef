// Issue #16: an applicant verifies their WhatsApp number while WhatsApp is down; the code arrives by
// SMS, with the sender's DLT registration, and verifies the number. The portal runs with its own
// providers here: stand-ins that follow the WhatsApp Cloud API's and the SMS gateway's documented
// requests (the first refuses every message as Meta does for an undeliverable one).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newReadyPage, viewports } from '../support/browser';
import {
  chooseCategory,
  expectAccessible,
  screenshotOnFailure,
  verifyContact,
} from '../support/journey';
import { startServer } from '../support/server';

type Received = { path: string; body: Record<string, unknown> };

/** A provider stand-in: records each JSON request and answers with `answer`. */
async function standIn(
  answer: (request: Received) => { status: number; body: unknown },
): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown>;
      const entry = { path: request.url ?? '', body };
      received.push(entry);
      const { status, body: reply } = answer(entry);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

const ENTITY_ID = '1201159123456789012';
const CODE_TEMPLATE_ID = '1207161234567890123';
const MOBILE = '9812345690';

let whatsapp: Awaited<ReturnType<typeof standIn>>;
let sms: Awaited<ReturnType<typeof standIn>>;
let portal: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;

beforeAll(async () => {
  whatsapp = await standIn(() => ({
    status: 400,
    body: { error: { message: 'Message undeliverable', type: 'OAuthException', code: 131026 } },
  }));
  sms = await standIn(() => ({ status: 200, body: { id: 'sms-1' } }));
  portal = await startServer({
    WHATSAPP_TOKEN: 'EAAstandin',
    WHATSAPP_PHONE_NUMBER_ID: '109876543210',
    WHATSAPP_API_URL: `${whatsapp.url}/v21.0`,
    WHATSAPP_TEMPLATE_VERIFICATION_CODE: 'portico_code:en',
    SMS_GATEWAY_URL: `${sms.url}/send`,
    SMS_DLT_ENTITY_ID: ENTITY_ID,
    SMS_SENDER_ID: 'PORTCO',
    SMS_DLT_TEMPLATE_VERIFICATION_CODE: CODE_TEMPLATE_ID,
    // The demo members' renewal reminders go out at start too: each kind has its own template.
    SMS_DLT_TEMPLATE_LOGIN_CODE: '1207161234567890124',
    SMS_DLT_TEMPLATE_CHANGES_REQUESTED: '1207161234567890125',
    SMS_DLT_TEMPLATE_REJECTED: '1207161234567890126',
    SMS_DLT_TEMPLATE_APPROVED_FOR_PAYMENT: '1207161234567890127',
    SMS_DLT_TEMPLATE_RENEWAL_REMINDER: '1207161234567890128',
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await Promise.all([whatsapp?.close(), sms?.close()]);
});

describe('a code while WhatsApp is down', () => {
  it('arrives by SMS with its DLT fields and verifies the WhatsApp number', async () => {
    const context = await browser.newContext({
      baseURL: portal.baseUrl,
      viewport: viewports.phone,
    });
    const page = await newReadyPage(context);
    screenshotOnFailure(page, 'whatsapp-fallback');
    try {
      await chooseCategory(page, 'Star');
      await page.getByLabel(/^WhatsApp Number/).fill(MOBILE);
      await verifyContact(page, portal.baseUrl, 'mobile', MOBILE);
      await expectAccessible(page, 'membership form, WhatsApp number verified');
    } finally {
      await context.close();
    }
    // WhatsApp was asked first, with the authentication template.
    expect(whatsapp.received).toHaveLength(1);
    expect(whatsapp.received[0]?.path).toBe('/v21.0/109876543210/messages');
    expect(whatsapp.received[0]?.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: `91${MOBILE}`,
      type: 'template',
      template: { name: 'portico_code' },
    });
    // The SMS carried the code, the entity and the code's template.
    const codes = sms.received.filter((request) => String(request.body.to).endsWith(MOBILE));
    expect(codes).toHaveLength(1);
    expect(codes[0]?.body).toMatchObject({
      entity_id: ENTITY_ID,
      sender_id: 'PORTCO',
      template_id: CODE_TEMPLATE_ID,
    });
    expect(String(codes[0]?.body.text)).toMatch(/verification code is \d{4}\./);
  });
});
