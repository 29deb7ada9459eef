import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { outbox } from '../../db/schema';
import { createOutbox } from './outbox-service';
import { createSmsGatewayTransport } from '../sms/gateway-transport';
import { createSmsSender, SmsDeliveryError } from './sms-sender';
import { createOutboxSeal } from './outbox-seal';

const TEST_SEAL = createOutboxSeal('a test secret of the outbox seal');

type Request = { method: string; contentType: string | undefined; body: unknown };

/** A tiny SMS gateway: records each request; answers with `state.status`, or never when hanging. */
function useGateway() {
  const state = { url: '', status: 200, hang: false, requests: [] as Request[] };
  let server: Server;

  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      void readBody(request).then((body) => {
        state.requests.push({
          method: request.method ?? '',
          contentType: request.headers['content-type'],
          body: JSON.parse(body) as unknown,
        });
        if (state.hang) return;
        response.statusCode = state.status;
        response.end(JSON.stringify({ ok: state.status < 400 }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  });

  beforeEach(() => {
    Object.assign(state, { status: 200, hang: false, requests: [] });
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  return state;
}

describe('SMS sender', () => {
  const gateway = useGateway();
  const t = useTestApp();
  const fixedNow = new Date('2026-03-02T09:00:00Z');
  const sender = (gatewayUrl?: string, timeoutMs?: number) =>
    createSmsSender(
      createOutbox({
        db: t.db,
        now: () => fixedNow,
        seal: TEST_SEAL,
        redactSecrets: false,
        transports: gatewayUrl
          ? {
              sms: createSmsGatewayTransport({
                gatewayUrl,
                ...(timeoutMs ? { timeoutMs } : {}),
              }),
            }
          : {},
      }),
    );

  it('without a gateway records the message in the outbox as sent', async () => {
    await sender().send({ to: '9876543210', text: 'Hello' });
    expect(gateway.requests).toHaveLength(0);
    expect(await t.db.select().from(outbox)).toEqual([
      expect.objectContaining({
        channel: 'sms',
        to: '9876543210',
        text: 'Hello',
        sentAt: fixedNow,
      }),
    ]);
  });

  it('POSTs {to, text} as JSON to the gateway and marks the row sent', async () => {
    await sender(gateway.url).send({ to: '9876543210', text: 'Your code is 0427.' });
    expect(gateway.requests).toEqual([
      {
        method: 'POST',
        contentType: 'application/json',
        body: { to: '9876543210', text: 'Your code is 0427.', reference: expect.any(String) },
      },
    ]);
    const [row] = await t.db.select().from(outbox);
    expect(row).toMatchObject({ sentAt: fixedNow, error: null });
  });

  it('rejects and records the failure when the gateway answers an error', async () => {
    gateway.status = 502;
    await expect(sender(gateway.url).send({ to: '9876543210', text: 'Hi' })).rejects.toBeInstanceOf(
      SmsDeliveryError,
    );
    const [row] = await t.db.select().from(outbox);
    expect(row).toMatchObject({ sentAt: null, status: 'pending', attempts: 1 });
    expect(row?.error).toBe('The SMS gateway answered HTTP 502');
  });

  it('fails at once when the gateway refuses the message (4xx)', async () => {
    gateway.status = 400;
    await expect(sender(gateway.url).send({ to: '9876543210', text: 'Hi' })).rejects.toBeInstanceOf(
      SmsDeliveryError,
    );
    const [row] = await t.db.select().from(outbox);
    expect(row).toMatchObject({ status: 'failed', failedAt: fixedNow, nextAttemptAt: null });
  });

  it('gives up when the gateway does not answer in time', async () => {
    gateway.hang = true;
    await expect(sender(gateway.url, 200).send({ to: '9876543210', text: 'Hi' })).rejects.toThrow(
      'The SMS could not be delivered',
    );
    const [row] = await t.db.select().from(outbox);
    expect(row?.error).toBe('The SMS gateway could not be reached');
  });
});

describe('verification codes through the SMS gateway', () => {
  const gateway = useGateway();
  const t = useTestApp({ config: (config) => ({ ...config, smsGatewayUrl: gateway.url }) });

  it('sends the code to the gateway, and that code verifies', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/send_mobile_otp',
      payload: { mobile_number: '9876543210' },
    });
    expect(sent.statusCode).toBe(200);
    const body = gateway.requests[0]?.body as { to: string; text: string };
    expect(body.to).toBe('9876543210');
    const code = /code is (\d{4})\./.exec(body.text)?.[1];
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/verify_otp',
      payload: { mobile_number: '9876543210', otp: code },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('answers 503 when the gateway fails', async () => {
    gateway.status = 500;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/send_mobile_otp',
      payload: { mobile_number: '9876543210' },
    });
    expect(sent.statusCode).toBe(503);
    expect(sent.json<{ message: string }>().message).toBe(
      'We could not send the code to this number right now. Please try again in a few minutes.',
    );
  });
});
