// The DLT-aware SMS transports against stand-ins of the generic gateway and Gupshup Enterprise.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  GUPSHUP_USER,
  startGupshupStandIn,
  startSmsGatewayStandIn,
  type StandIn,
} from '../../../test/support/provider-stand-ins';
import type { SmsConfig } from '../../config/messaging';
import { DeliveryError, type OutgoingMessage } from '../channels/transport';
import { createDltGatewayTransport } from './dlt-gateway-transport';
import { createGupshupTransport } from './gupshup-transport';

let generic: StandIn;
let gupshup: StandIn;

beforeAll(async () => {
  [generic, gupshup] = await Promise.all([startSmsGatewayStandIn(), startGupshupStandIn()]);
});
afterAll(async () => {
  await Promise.all([generic.close(), gupshup.close()]);
});
beforeEach(() => {
  for (const standIn of [generic, gupshup]) {
    standIn.requests.length = 0;
    standIn.mode = { kind: 'ok' };
  }
});

const dlt = (url: string, provider: SmsConfig['provider']): SmsConfig => ({
  provider,
  url,
  entityId: '1201159123456789012',
  senderId: 'PORTCO',
  templateIds: { login_code: '1207161234567890123', renewal_reminder: '1207161234567890999' },
  gupshup: GUPSHUP_USER,
});

const message = (overrides: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  id: 42,
  channel: 'sms',
  to: '919812345678',
  subject: null,
  text: 'Your Portico sign-in code is 123456. It expires in 10 minutes.',
  html: null,
  kind: 'login_code',
  payload: null,
  ...overrides,
});

async function refusal(promise: Promise<unknown>): Promise<DeliveryError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
}

describe('the generic gateway with DLT fields', () => {
  const transport = (timeoutMs = 2000) =>
    createDltGatewayTransport({ config: dlt(generic.url, 'generic'), timeoutMs });

  it('posts the text with the entity, sender and the kind’s template id', async () => {
    expect(await transport().deliver(message())).toEqual({ providerMessageId: 'sms-1' });
    expect(generic.requests[0]?.body).toEqual({
      to: '919812345678',
      text: 'Your Portico sign-in code is 123456. It expires in 10 minutes.',
      entity_id: '1201159123456789012',
      sender_id: 'PORTCO',
      template_id: '1207161234567890123',
      reference: '42',
    });
  });

  it('never sends a kind without a template (carriers would drop it)', async () => {
    const error = await refusal(transport().deliver(message({ kind: 'rejected_sms' })));
    expect(error.permanent).toBe(true);
    expect(error.message).toBe('No DLT template is configured for rejected_sms');
    expect(generic.requests).toHaveLength(0);
  });

  it.each([
    [400, true],
    [422, true],
    [429, false],
    [502, false],
  ])('HTTP %i is permanent: %s', async (status, permanent) => {
    generic.mode = { kind: 'refuse', status, body: { error: 'no' } };
    expect((await refusal(transport().deliver(message()))).permanent).toBe(permanent);
  });

  it('treats a timeout as worth another try', async () => {
    generic.mode = { kind: 'hang' };
    const error = await refusal(transport(200).deliver(message()));
    expect(error.permanent).toBe(false);
  });
});

describe('Gupshup Enterprise', () => {
  const transport = (config = dlt(gupshup.url, 'gupshup'), timeoutMs = 2000) =>
    createGupshupTransport({ config, timeoutMs });

  it('sends SendMessage as a form with the DLT parameters', async () => {
    const receipt = await transport().deliver(message({ kind: 'renewal_reminder_sms' }));
    expect(receipt).toEqual({ providerMessageId: '3001-standin' });
    expect(gupshup.requests[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(gupshup.requests[0]?.body).toEqual({
      method: 'SendMessage',
      userid: GUPSHUP_USER.userId,
      password: GUPSHUP_USER.password,
      auth_scheme: 'plain',
      v: '1.1',
      format: 'json',
      send_to: '919812345678',
      msg: 'Your Portico sign-in code is 123456. It expires in 10 minutes.',
      msg_type: 'TEXT',
      mask: 'PORTCO',
      principalEntityId: '1201159123456789012',
      dltTemplateId: '1207161234567890999',
    });
  });

  it('sends Hindi as UNICODE_TEXT', async () => {
    await transport().deliver(message({ text: 'आपका कोड 123456 है' }));
    expect(gupshup.requests[0]?.body).toMatchObject({ msg_type: 'UNICODE_TEXT' });
  });

  it('reads an error answer (HTTP 200, status error) as a permanent refusal', async () => {
    const config = { ...dlt(gupshup.url, 'gupshup'), gupshup: { userId: '1', password: 'x' } };
    const error = await refusal(transport(config).deliver(message()));
    expect(error.permanent).toBe(true);
    expect(error.message).toBe('Gupshup refused the SMS (error 105: Authentication failed)');
  });

  it('retries its 5xx and timeouts', async () => {
    gupshup.mode = { kind: 'refuse', status: 503, body: null };
    expect((await refusal(transport().deliver(message()))).permanent).toBe(false);
    gupshup.mode = { kind: 'hang' };
    expect((await refusal(transport(undefined, 200).deliver(message()))).permanent).toBe(false);
  });
});
