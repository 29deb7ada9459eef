// The WhatsApp transport against a stand-in that checks Meta's documented request format.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  metaError,
  STAND_IN_PHONE_NUMBER_ID,
  STAND_IN_WHATSAPP_TOKEN,
  startWhatsappStandIn,
  type StandIn,
} from '../../../test/support/provider-stand-ins';
import type { WhatsappConfig } from '../../config/messaging';
import { DeliveryError, type OutgoingMessage } from '../channels/transport';
import { createWhatsappTransport } from './whatsapp-transport';

let standIn: StandIn;
let config: WhatsappConfig;

beforeAll(async () => {
  standIn = await startWhatsappStandIn();
  config = {
    apiUrl: `${standIn.url}/v21.0`,
    token: STAND_IN_WHATSAPP_TOKEN,
    phoneNumberId: STAND_IN_PHONE_NUMBER_ID,
    templates: {
      login_code: { name: 'portico_code', language: 'en' },
      verification_code: { name: 'portico_code', language: 'en' },
      renewal_reminder: { name: 'portico_renewal_reminder', language: 'en_US' },
    },
  };
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
  standIn.mode = { kind: 'ok' };
});

const message = (overrides: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  id: 7,
  channel: 'whatsapp',
  to: '919812345678',
  subject: null,
  text: 'Your Portico sign-in code is 123456.',
  html: null,
  kind: 'login_code',
  payload: { code: '123456' },
  ...overrides,
});

const transport = (timeoutMs = 2000) => createWhatsappTransport({ config, timeoutMs });

async function refusal(promise: Promise<unknown>): Promise<DeliveryError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
}

describe('the WhatsApp Cloud API transport', () => {
  it('sends a code as the authentication template: body parameter and copy-code button', async () => {
    const receipt = await transport().deliver(message());
    expect(receipt).toEqual({ providerMessageId: 'wamid.STANDIN000001' });
    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request?.path).toBe(`/v21.0/${STAND_IN_PHONE_NUMBER_ID}/messages`);
    expect(request?.headers.authorization).toBe(`Bearer ${STAND_IN_WHATSAPP_TOKEN}`);
    expect(request?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919812345678',
      type: 'template',
      template: {
        name: 'portico_code',
        language: { code: 'en' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: '123456' }] },
          {
            type: 'button',
            sub_type: 'url',
            index: '0',
            parameters: [{ type: 'text', text: '123456' }],
          },
        ],
      },
    });
  });

  it('sends a utility template with its parameters in order, kind suffix ignored', async () => {
    await transport().deliver(
      message({
        to: '9812345678',
        kind: 'renewal_reminder_whatsapp',
        payload: { link: 'https://x.example/r/1', name: 'Asha\nEvents', expires_on: '31-03-2027' },
      }),
    );
    expect(standIn.requests[0]?.body).toMatchObject({
      to: '919812345678',
      template: {
        name: 'portico_renewal_reminder',
        language: { code: 'en_US' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Asha Events' },
              { type: 'text', text: '31-03-2027' },
              { type: 'text', text: 'https://x.example/r/1' },
            ],
          },
        ],
      },
    });
  });

  it('refuses for good, without calling Meta, a kind with no template or a missing value', async () => {
    expect((await refusal(transport().deliver(message({ kind: 'rejected' })))).permanent).toBe(
      true,
    );
    expect((await refusal(transport().deliver(message({ kind: 'receipt_email' })))).permanent).toBe(
      true,
    );
    expect((await refusal(transport().deliver(message({ payload: {} })))).permanent).toBe(true);
    expect(standIn.requests).toHaveLength(0);
  });

  it.each([
    [400, 131026, true],
    [400, 132001, true],
    [400, 100, true],
    [400, 130429, false],
    [401, 190, false],
    [500, 131000, false],
    [503, undefined, false],
  ])('HTTP %i with error %s is permanent: %s', async (status, code, permanent) => {
    standIn.mode = {
      kind: 'refuse',
      status,
      body: code === undefined ? 'Service Unavailable' : metaError(code, 'refused'),
    };
    const error = await refusal(transport().deliver(message()));
    expect(error.permanent).toBe(permanent);
    expect(error.message).toContain(`HTTP ${status}`);
  });

  it('treats a timeout as worth another try', async () => {
    standIn.mode = { kind: 'hang' };
    const error = await refusal(transport(200).deliver(message()));
    expect(error.permanent).toBe(false);
    expect(error.message).toBe('WhatsApp did not answer in time');
  });

  it('is refused by the stand-in when the token is wrong (the stand-in checks it)', async () => {
    const wrong = createWhatsappTransport({
      config: { ...config, token: 'nope' },
      timeoutMs: 2000,
    });
    const error = await refusal(wrong.deliver(message()));
    expect(error.message).toContain('error 190');
  });
});
