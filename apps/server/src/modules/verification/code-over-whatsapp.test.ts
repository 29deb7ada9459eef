// Issue #16: an applicant verifying their WhatsApp number gets the code on WhatsApp (the authentication
// template, the code as its parameter); when WhatsApp cannot take it, the same code arrives by SMS
// with its DLT fields. The real app, its outbox and transports, against the providers' stand-ins.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  metaError,
  STAND_IN_PHONE_NUMBER_ID,
  STAND_IN_WHATSAPP_TOKEN,
  startSmsGatewayStandIn,
  startWhatsappStandIn,
  type StandIn,
} from '../../../test/support/provider-stand-ins';
import { useTestApp } from '../../../test/support/app';

let whatsapp: StandIn;
let sms: StandIn;

beforeAll(async () => {
  [whatsapp, sms] = await Promise.all([startWhatsappStandIn(), startSmsGatewayStandIn()]);
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

describe('a code for a WhatsApp number', () => {
  const t = useTestApp({
    config: (config) => ({
      ...config,
      smsGatewayUrl: sms.url,
      messaging: {
        ...config.messaging,
        whatsapp: {
          apiUrl: `${whatsapp.url}/v21.0`,
          token: STAND_IN_WHATSAPP_TOKEN,
          phoneNumberId: STAND_IN_PHONE_NUMBER_ID,
          templates: { verification_code: { name: 'portico_code', language: 'en' } },
        },
        sms: {
          provider: 'generic',
          url: sms.url,
          entityId: '1201159123456789012',
          senderId: 'PORTCO',
          templateIds: { verification_code: '1207161234567890123' },
          gupshup: undefined,
        },
      },
    }),
  });

  const sendCode = (mobile: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/send_mobile_otp',
      payload: { mobile_number: mobile },
    });

  it('goes on WhatsApp, with the code as the template parameter', async () => {
    const response = await sendCode('9812345601');
    expect(response.statusCode).toBe(200);
    expect(whatsapp.requests).toHaveLength(1);
    expect(JSON.stringify(whatsapp.requests[0]?.body)).toMatch(/portico_code/);
    expect(JSON.stringify(whatsapp.requests[0]?.body)).toMatch(/"text":"\d{4,8}"/);
    expect(sms.requests).toHaveLength(0);
  });

  it('arrives by SMS, with its DLT fields, when WhatsApp refuses it', async () => {
    whatsapp.mode = { kind: 'refuse', status: 400, body: metaError(131026, 'Undeliverable') };
    const response = await sendCode('9812345602');
    expect(response.statusCode).toBe(200);
    expect(sms.requests).toHaveLength(1);
    const body = sms.requests[0]?.body as Record<string, string>;
    expect(body.template_id).toBe('1207161234567890123');
    expect(body.entity_id).toBe('1201159123456789012');
    expect(body.text).toMatch(/verification code is \d{4,8}\./);
  });
});
