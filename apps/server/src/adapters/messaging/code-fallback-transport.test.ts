// A code WhatsApp cannot take goes by SMS at once; other WhatsApp messages keep the worker's retries.
// Real transports against the stand-ins: WhatsApp down (5xx, hanging, refusing) and the SMS gateway up.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  metaError,
  STAND_IN_PHONE_NUMBER_ID,
  STAND_IN_WHATSAPP_TOKEN,
  startSmsGatewayStandIn,
  startWhatsappStandIn,
  type StandIn,
} from '../../../test/support/provider-stand-ins';
import type { MessagingConfig } from '../../config/messaging';
import { createTextTransports } from './create-text-transports';
import { DeliveryError, type OutgoingMessage } from '../channels/transport';

let whatsapp: StandIn;
let sms: StandIn;
let config: MessagingConfig;

beforeAll(async () => {
  [whatsapp, sms] = await Promise.all([startWhatsappStandIn(), startSmsGatewayStandIn()]);
  config = {
    whatsapp: {
      apiUrl: `${whatsapp.url}/v21.0`,
      token: STAND_IN_WHATSAPP_TOKEN,
      phoneNumberId: STAND_IN_PHONE_NUMBER_ID,
      templates: {
        verification_code: { name: 'portico_code', language: 'en' },
        renewal_reminder: { name: 'portico_renewal', language: 'en' },
      },
    },
    whatsappAppSecret: undefined,
    whatsappVerifyToken: undefined,
    sms: {
      provider: 'generic',
      url: sms.url,
      entityId: '1201159123456789012',
      senderId: 'PORTCO',
      templateIds: { verification_code: '1207161234567890123' },
      gupshup: undefined,
    },
  };
});
afterAll(async () => {
  await Promise.all([whatsapp.close(), sms.close()]);
});
beforeEach(() => {
  for (const standIn of [whatsapp, sms]) {
    standIn.requests.length = 0;
    standIn.mode = { kind: 'ok' };
  }
});

const code: OutgoingMessage = {
  id: 9,
  channel: 'whatsapp',
  to: '919812345678',
  subject: null,
  text: 'Your Portico verification code is 482913. It expires in 10 minutes.',
  html: null,
  kind: 'verification_code',
  payload: { code: '482913' },
};

const transports = (fallbacks: OutgoingMessage[] = []) =>
  createTextTransports(config, {
    quickAttempts: 2,
    retryDelayMs: 10,
    timeoutMs: 200,
    onFallback: (message) => fallbacks.push(message),
  });

describe('codes: WhatsApp first, SMS as the fallback', () => {
  it('sends the code on WhatsApp when it is up, and no SMS', async () => {
    const receipt = await transports().whatsapp?.deliver(code);
    expect(receipt).toEqual({ providerMessageId: 'wamid.STANDIN000001' });
    expect(sms.requests).toHaveLength(0);
  });

  it('after a permanent refusal sends the same code by SMS at once, with its DLT template', async () => {
    whatsapp.mode = {
      kind: 'refuse',
      status: 400,
      body: metaError(131026, 'Message undeliverable'),
    };
    const fallbacks: OutgoingMessage[] = [];
    const receipt = await transports(fallbacks).whatsapp?.deliver(code);
    expect(receipt).toEqual({ providerMessageId: 'sms-1', channel: 'sms' });
    expect(whatsapp.requests).toHaveLength(1);
    expect(sms.requests[0]?.body).toMatchObject({
      to: '919812345678',
      text: code.text,
      template_id: '1207161234567890123',
    });
    expect(fallbacks).toEqual([code]);
  });

  it.each([
    ['down (503)', { kind: 'refuse', status: 503, body: null } as const],
    ['hanging', { kind: 'hang' } as const],
  ])('when WhatsApp is %s, tries twice quickly, then SMS', async (_what, mode) => {
    whatsapp.mode = mode;
    const receipt = await transports().whatsapp?.deliver(code);
    expect(receipt?.channel).toBe('sms');
    expect(whatsapp.requests).toHaveLength(2);
    expect(sms.requests).toHaveLength(1);
  });

  it('fails (to be retried) only when SMS fails too', async () => {
    whatsapp.mode = { kind: 'refuse', status: 503, body: null };
    sms.mode = { kind: 'refuse', status: 502, body: null };
    const error = await transports()
      .whatsapp?.deliver(code)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DeliveryError);
    expect((error as DeliveryError).permanent).toBe(false);
    expect((error as DeliveryError).message).toContain('the SMS fallback failed too');
  });

  it('leaves reminders on WhatsApp to the worker: no SMS, no quick retry', async () => {
    whatsapp.mode = { kind: 'refuse', status: 503, body: null };
    const reminder = {
      ...code,
      kind: 'renewal_reminder',
      payload: { name: 'Asha', expires_on: '31-03-2027', link: 'https://x.example/r' },
    };
    const error = await transports()
      .whatsapp?.deliver(reminder)
      .catch((caught: unknown) => caught);
    expect((error as DeliveryError).permanent).toBe(false);
    expect(whatsapp.requests).toHaveLength(1);
    expect(sms.requests).toHaveLength(0);
  });

  it('has no WhatsApp transport unless WhatsApp is configured', () => {
    expect(createTextTransports({ ...config, whatsapp: undefined }).whatsapp).toBeUndefined();
    expect(
      createTextTransports({ ...config, sms: { ...config.sms, url: undefined } }).sms,
    ).toBeUndefined();
  });
});
