// The Razorpay adapter against an in-process stand-in for Razorpay's orders API. The SDK hard-codes its
// host in the Razorpay constructor, so the test builds the same thing the constructor builds — the SDK's
// own API class (axios, Basic auth, error normalising) and its orders resource — with `hostUrl` pointed
// at the fake, and hands that in as the orders client. It proves the requests the SDK makes and how the
// adapter reads the answers, not Razorpay's own behaviour.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { buffer } from 'node:stream/consumers';
import type RazorpaySdkApi from 'razorpay/dist/types/api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderError } from './payment-provider';
import {
  createRazorpayProvider,
  type RazorpayOrdersClient,
  type RazorpayPaymentsClient,
  type RazorpayProviderOptions,
} from './razorpay-provider';

const require = createRequire(import.meta.url);
const SdkApi = require('razorpay/dist/api') as typeof RazorpaySdkApi;
const sdkOrdersResource = require('razorpay/dist/resources/orders') as (
  api: RazorpaySdkApi,
) => RazorpayOrdersClient;

const KEY_ID = 'rzp_test_1DP5mmOlF5G5ag';
const KEY_SECRET = 'thisIsTheKeySecretNeverToBeSeen';
const WEBHOOK_SECRET = 'thisIsTheWebhookSecretNeverToBeSeen';

type RecordedRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
};
type Reply = { status: number; body: unknown } | 'hang';

const requests: RecordedRequest[] = [];
let reply: (request: RecordedRequest) => Reply;
let server: Server;
let hostUrl: string;
const hanging: ServerResponse[] = [];

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    void buffer(request).then((raw) => {
      const recorded: RecordedRequest = {
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body: raw.length > 0 ? (JSON.parse(raw.toString('utf8')) as unknown) : undefined,
      };
      requests.push(recorded);
      const answer = reply(recorded);
      if (answer === 'hang') return void hanging.push(response);
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests.length = 0;
  reply = () => ({
    status: 500,
    body: { error: { code: 'SERVER_ERROR', description: 'no route' } },
  });
});

/** The SDK's orders client as `new Razorpay({ key_id, key_secret })` builds it, aimed at `host`. */
function sdkOrdersClient(host = hostUrl): RazorpayOrdersClient {
  const api = new SdkApi({
    hostUrl: host,
    ua: 'razorpay-node@test',
    key_id: KEY_ID,
    key_secret: KEY_SECRET,
  });
  return sdkOrdersResource(api);
}

function newProvider(overrides: Partial<RazorpayProviderOptions> = {}) {
  return createRazorpayProvider({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    ordersClient: sdkOrdersClient(),
    ...overrides,
  });
}

const basicAuth = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;

const orderEntity = {
  id: 'order_EKwxwAgItmmXdp',
  entity: 'order',
  amount: 1_180_000,
  amount_paid: 0,
  amount_due: 1_180_000,
  currency: 'INR',
  receipt: 'renew-42',
  offer_id: null,
  status: 'created',
  attempts: 0,
  notes: { purpose: 'renew' },
  created_at: 1582628071,
};

const orderInput = { amountPaise: 1_180_000, receipt: 'renew-42', notes: { purpose: 'renew' } };

/** Every rejection must be a PaymentProviderError whose text never carries a secret. */
async function providerFailure(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const failure: unknown = await promise.then(
    () => expect.unreachable('expected a failure'),
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(PaymentProviderError);
  const text = JSON.stringify({ ...(failure as object), message: (failure as Error).message });
  expect(text).not.toContain(KEY_SECRET);
  expect(text).not.toContain(WEBHOOK_SECRET);
  return failure as PaymentProviderError;
}

describe('Razorpay provider (the SDK against a fake Razorpay API)', () => {
  it('hands the browser the key id, never the secret', () => {
    const provider = newProvider();
    expect(provider.name).toBe('razorpay');
    expect(provider.publicKey).toBe(KEY_ID);
  });

  it('creates an order: POST /v1/orders, Basic auth with the key pair, amount in paise, INR', async () => {
    reply = () => ({ status: 200, body: orderEntity });
    const order = await newProvider().createOrder(orderInput);

    expect(order).toEqual({
      providerOrderId: 'order_EKwxwAgItmmXdp',
      amountPaise: 1_180_000,
      currency: 'INR',
    });
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/v1/orders',
        authorization: basicAuth,
        contentType: 'application/json',
        body: {
          amount: 1_180_000,
          currency: 'INR',
          receipt: 'renew-42',
          notes: { purpose: 'renew' },
        },
      },
    ]);
  });

  it('checks the order input before calling Razorpay', async () => {
    await expect(newProvider().createOrder({ ...orderInput, amountPaise: 99.5 })).rejects.toThrow(
      RangeError,
    );
    expect(requests).toEqual([]);
  });

  it("passes Razorpay's refusal on as a PaymentProviderError with its code and description", async () => {
    reply = () => ({
      status: 400,
      body: {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'The amount must be atleast INR 1.00',
          field: 'amount',
          source: 'business',
          step: 'payment_initiation',
          reason: 'input_validation_failed',
          metadata: {},
        },
      },
    });
    const failure = await providerFailure(newProvider().createOrder(orderInput));
    expect(failure).toMatchObject({
      provider: 'razorpay',
      code: 'BAD_REQUEST_ERROR',
      description: 'The amount must be atleast INR 1.00',
      statusCode: 400,
      message: 'Payment provider razorpay: The amount must be atleast INR 1.00',
    });
  });

  it('reports refused credentials without repeating them', async () => {
    reply = () => ({
      status: 401,
      body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } },
    });
    const failure = await providerFailure(newProvider().createOrder(orderInput));
    expect(failure).toMatchObject({ statusCode: 401, description: 'Authentication failed' });
  });

  it('scrubs a secret that an answer happens to echo', async () => {
    reply = () => ({
      status: 400,
      body: { error: { code: 'BAD_REQUEST_ERROR', description: `bad key ${KEY_SECRET}` } },
    });
    const failure = await providerFailure(newProvider().createOrder(orderInput));
    expect(failure.description).toBe('bad key [secret]');
  });

  it('reports an unreachable Razorpay', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadHost = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));

    const provider = newProvider({ ordersClient: sdkOrdersClient(deadHost) });
    const failure = await providerFailure(provider.createOrder(orderInput));
    expect(failure.code).toBe('UNREACHABLE');
    expect(failure.statusCode).toBeUndefined();
  });

  it('gives up on a Razorpay that does not answer', async () => {
    reply = () => 'hang';
    const failure = await providerFailure(newProvider({ timeoutMs: 100 }).createOrder(orderInput));
    expect(failure).toMatchObject({ code: 'TIMEOUT', description: 'no answer within 100 ms' });
    for (const response of hanging.splice(0)) response.destroy();
  });

  it.each([
    ['not JSON', 'oops'],
    ['an order without an id', { ...orderEntity, id: undefined }],
    ['an order for another amount', { ...orderEntity, amount: 100 }],
    ['an order in another currency', { ...orderEntity, currency: 'USD' }],
  ])('refuses an answer that is %s', async (_label, body) => {
    reply = () => ({ status: 200, body });
    const failure = await providerFailure(newProvider().createOrder(orderInput));
    expect(failure.code).toBe('BAD_RESPONSE');
  });

  it("fetches an order's payments: GET /v1/orders/{id}/payments, mapped with the raw entity", async () => {
    const captured = {
      id: 'pay_DaaS5CzQgXPYwQ',
      entity: 'payment',
      amount: 1_180_000,
      currency: 'INR',
      status: 'captured',
      order_id: 'order_EKwxwAgItmmXdp',
      method: 'card',
      captured: true,
      created_at: 1582628100,
    };
    const failed = { ...captured, id: 'pay_DaaRxYz9QgXPYw', status: 'failed', captured: false };
    reply = () => ({
      status: 200,
      body: { entity: 'collection', count: 2, items: [failed, captured] },
    });

    const payments = await newProvider().fetchOrderPayments('order_EKwxwAgItmmXdp');
    expect(payments).toEqual([
      {
        providerPaymentId: 'pay_DaaRxYz9QgXPYw',
        providerOrderId: 'order_EKwxwAgItmmXdp',
        amountPaise: 1_180_000,
        status: 'failed',
        raw: failed,
      },
      {
        providerPaymentId: 'pay_DaaS5CzQgXPYwQ',
        providerOrderId: 'order_EKwxwAgItmmXdp',
        amountPaise: 1_180_000,
        status: 'captured',
        raw: captured,
      },
    ]);
    expect(requests).toMatchObject([
      { method: 'GET', path: '/v1/orders/order_EKwxwAgItmmXdp/payments', authorization: basicAuth },
    ]);
  });

  it('refuses payments listed under another order', async () => {
    reply = () => ({
      status: 200,
      body: {
        entity: 'collection',
        count: 1,
        items: [
          {
            id: 'pay_1',
            amount: 100,
            currency: 'INR',
            status: 'captured',
            order_id: 'order_Other',
          },
        ],
      },
    });
    const failure = await providerFailure(newProvider().fetchOrderPayments('order_EKwxwAgItmmXdp'));
    expect(failure.code).toBe('BAD_RESPONSE');
  });

  it('never puts anything but an order id into the API path', async () => {
    const provider = newProvider();
    for (const id of ['', 'order_x/../../payments', 'pay_DaaS5CzQgXPYwQ', 'order_a?b=c']) {
      await expect(provider.fetchOrderPayments(id)).rejects.toThrow(RangeError);
    }
    expect(requests).toEqual([]);
  });

  it('reports an unknown order as Razorpay refuses it', async () => {
    reply = () => ({
      status: 400,
      body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } },
    });
    const failure = await providerFailure(newProvider().fetchOrderPayments('order_EKwxwAgItmmXdq'));
    expect(failure).toMatchObject({ code: 'BAD_REQUEST_ERROR', statusCode: 400 });
  });
});

describe('the official SDK, as the adapter loads it by default', () => {
  it('is a constructor whose orders client has the two calls the adapter makes', async () => {
    const { default: Razorpay } = await import('razorpay');
    const orders: RazorpayOrdersClient = new Razorpay({ key_id: KEY_ID, key_secret: KEY_SECRET })
      .orders;
    expect(typeof orders.create).toBe('function');
    expect(typeof orders.fetchPayments).toBe('function');
  });
});

describe('Razorpay provider: refunds (the SDK payments resource against the fake)', () => {
  const sdkPaymentsResource = require('razorpay/dist/resources/payments') as (
    api: RazorpaySdkApi,
  ) => RazorpayPaymentsClient;
  const paymentsClient = () =>
    sdkPaymentsResource(
      new SdkApi({ hostUrl, ua: 'razorpay-node@test', key_id: KEY_ID, key_secret: KEY_SECRET }),
    );

  it('POSTs /v1/payments/:id/refund with the amount and notes, and reads the refund', async () => {
    reply = () => ({
      status: 200,
      body: {
        id: 'rfnd_FP8QHiV938haTz',
        entity: 'refund',
        amount: 50_000,
        currency: 'INR',
        payment_id: 'pay_29QQoUBi66xm2f',
        notes: { portico_refund_id: '7' },
        status: 'pending',
        speed_requested: 'normal',
      },
    });
    const provider = newProvider({ paymentsClient: paymentsClient() });
    const refund = await provider.refund('pay_29QQoUBi66xm2f', 50_000, { portico_refund_id: '7' });
    expect(refund).toMatchObject({
      providerRefundId: 'rfnd_FP8QHiV938haTz',
      providerPaymentId: 'pay_29QQoUBi66xm2f',
      amountPaise: 50_000,
      status: 'pending',
    });
    const sent = requests.at(-1);
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/v1/payments/pay_29QQoUBi66xm2f/refund',
      authorization: basicAuth,
    });
    expect(sent?.body).toMatchObject({ amount: 50_000, speed: 'normal' });
  });

  it('turns a refusal into a PaymentProviderError with the provider status', async () => {
    reply = () => ({
      status: 400,
      body: {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'The refund amount provided is greater than amount captured',
        },
      },
    });
    const provider = newProvider({ paymentsClient: paymentsClient() });
    const failure = await providerFailure(provider.refund('pay_29QQoUBi66xm2f', 9_999_999, {}));
    expect(failure).toMatchObject({ code: 'BAD_REQUEST_ERROR', statusCode: 400 });
    await expect(provider.refund('order_x', 100, {})).rejects.toThrow(RangeError);
  });

  it("lists a payment's refunds: GET /v1/payments/:id/refunds, with their notes", async () => {
    reply = () => ({
      status: 200,
      body: {
        entity: 'collection',
        count: 1,
        items: [
          {
            id: 'rfnd_FP8QHiV938haTz',
            entity: 'refund',
            amount: 50_000,
            currency: 'INR',
            payment_id: 'pay_29QQoUBi66xm2f',
            notes: { portico_refund_id: '7' },
            status: 'processed',
          },
        ],
      },
    });
    const provider = newProvider({ paymentsClient: paymentsClient() });
    const listed = await provider.fetchRefunds('pay_29QQoUBi66xm2f');
    expect(listed).toEqual([
      expect.objectContaining({
        providerRefundId: 'rfnd_FP8QHiV938haTz',
        status: 'processed',
        raw: expect.objectContaining({ notes: { portico_refund_id: '7' } }) as unknown,
      }),
    ]);
    const sent = requests.at(-1);
    expect(sent).toMatchObject({ method: 'GET', authorization: basicAuth });
    expect(sent?.path).toMatch(/^\/v1\/payments\/pay_29QQoUBi66xm2f\/refunds/);
    await expect(provider.fetchRefunds('order_x')).rejects.toThrow(RangeError);
  });

  it('refuses refunds listed under another payment', async () => {
    reply = () => ({
      status: 200,
      body: {
        entity: 'collection',
        count: 1,
        items: [
          {
            id: 'rfnd_x',
            amount: 100,
            currency: 'INR',
            payment_id: 'pay_other',
            status: 'processed',
          },
        ],
      },
    });
    const provider = newProvider({ paymentsClient: paymentsClient() });
    const failure = await providerFailure(provider.fetchRefunds('pay_29QQoUBi66xm2f'));
    expect(failure.code).toBe('BAD_RESPONSE');
  });
});
