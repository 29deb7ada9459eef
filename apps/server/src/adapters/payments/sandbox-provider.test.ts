import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PaymentProviderError } from './payment-provider';
import {
  createSandboxProvider,
  deriveSandboxSecrets,
  INVALID_CARD_MESSAGE,
  InvalidCardError,
  isSandboxProvider,
  normaliseCardNumber,
  passesLuhn,
  SANDBOX_DECLINE_DESCRIPTION,
  SANDBOX_DECLINED_CARD,
  SANDBOX_PUBLIC_KEY,
  SANDBOX_SUCCESS_CARD,
  SandboxOrderAlreadyPaidError,
  SandboxOrderNotFoundError,
  TEST_SANDBOX_SECRETS,
} from './sandbox-provider';
import { parseWebhookEvent } from './webhook-event';

const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex');

const fixedNow = new Date('2026-03-02T09:00:00Z');
const newSandbox = (maxOrders?: number) =>
  createSandboxProvider({ ...TEST_SANDBOX_SECRETS, now: () => fixedNow, maxOrders });

const orderInput = {
  amountPaise: 1_180_000,
  receipt: 'renew-42',
  notes: { purpose: 'renew', history_id: '42' },
};

describe('sandbox provider: orders', () => {
  it('creates Razorpay-shaped order ids: order_ and 14 base62 characters, starting SBX', async () => {
    const sandbox = newSandbox();
    const first = await sandbox.createOrder(orderInput);
    const second = await sandbox.createOrder(orderInput);
    expect(first).toEqual({
      providerOrderId: expect.stringMatching(/^order_SBX[0-9A-Za-z]{11}$/),
      amountPaise: 1_180_000,
      currency: 'INR',
    });
    expect(second.providerOrderId).not.toBe(first.providerOrderId);
    expect(sandbox.name).toBe('sandbox');
    expect(sandbox.publicKey).toBe(SANDBOX_PUBLIC_KEY);
    expect(isSandboxProvider(sandbox)).toBe(true);
  });

  it.each([
    ['no amount', { amountPaise: 0 }],
    ['less than a rupee', { amountPaise: 99 }],
    ['a fraction of a paisa', { amountPaise: 100.5 }],
    ['an empty receipt', { receipt: '' }],
    ['a receipt over 40 characters', { receipt: 'r'.repeat(41) }],
    ['16 notes', { notes: Object.fromEntries([...Array(16).keys()].map((i) => [`n${i}`, 'x'])) }],
    ['a note over 256 characters', { notes: { long: 'x'.repeat(257) } }],
  ])('refuses an order with %s, as Razorpay would', async (_label, override) => {
    await expect(newSandbox().createOrder({ ...orderInput, ...override })).rejects.toThrow(
      RangeError,
    );
  });

  it('forgets the oldest orders beyond its limit', async () => {
    const sandbox = newSandbox(2);
    const oldest = await sandbox.createOrder(orderInput);
    await sandbox.createOrder(orderInput);
    const newest = await sandbox.createOrder(orderInput);
    expect(() =>
      sandbox.pay({ providerOrderId: oldest.providerOrderId, card: SANDBOX_SUCCESS_CARD }),
    ).toThrow(SandboxOrderNotFoundError);
    expect(
      sandbox.pay({ providerOrderId: newest.providerOrderId, card: SANDBOX_SUCCESS_CARD }).outcome,
    ).toBe('paid');
  });
});

describe('sandbox provider: paying', () => {
  it('answers what the widget hands the page, signed exactly like Razorpay', async () => {
    const sandbox = newSandbox();
    const order = await sandbox.createOrder(orderInput);
    const result = sandbox.pay({
      providerOrderId: order.providerOrderId,
      card: SANDBOX_SUCCESS_CARD,
    });
    if (result.outcome !== 'paid') throw new Error('expected a payment');

    const { razorpay_payment_id, razorpay_order_id, razorpay_signature } = result.response;
    expect(Object.keys(result.response).sort()).toEqual([
      'razorpay_order_id',
      'razorpay_payment_id',
      'razorpay_signature',
    ]);
    expect(razorpay_order_id).toBe(order.providerOrderId);
    expect(razorpay_payment_id).toMatch(/^pay_SBX[0-9A-Za-z]{11}$/);
    expect(razorpay_signature).toBe(
      hmacHex(TEST_SANDBOX_SECRETS.keySecret, `${razorpay_order_id}|${razorpay_payment_id}`),
    );
    expect(
      sandbox.verifyPaymentSignature({
        providerOrderId: razorpay_order_id,
        providerPaymentId: razorpay_payment_id,
        signature: razorpay_signature,
      }),
    ).toBe(true);
  });

  it('builds the payment.captured webhook Razorpay would send, signed over its raw bytes', async () => {
    const sandbox = newSandbox();
    const order = await sandbox.createOrder(orderInput);
    const result = sandbox.pay({
      providerOrderId: order.providerOrderId,
      card: '4111 1111 1111 1111',
      name: 'Sneha Iyer',
      email: 'renew@example.com',
      contact: '9800000012',
    });
    if (result.outcome !== 'paid') throw new Error('expected a payment');
    const { webhook } = result;

    expect(webhook.signature).toBe(hmacHex(TEST_SANDBOX_SECRETS.webhookSecret, webhook.rawBody));
    expect(sandbox.verifyWebhookSignature(webhook.rawBody, webhook.signature)).toBe(true);
    expect(webhook.headers).toEqual({
      'content-type': 'application/json',
      'x-razorpay-signature': webhook.signature,
      'x-razorpay-event-id': webhook.eventId,
    });
    expect(webhook.eventId).toMatch(/^SBX[0-9A-Za-z]{11}$/);

    const body = JSON.parse(webhook.rawBody.toString('utf8')) as Record<string, unknown>;
    expect(body).toMatchObject({
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      created_at: fixedNow.getTime() / 1000,
      payload: {
        payment: {
          entity: {
            id: result.response.razorpay_payment_id,
            entity: 'payment',
            order_id: order.providerOrderId,
            amount: 1_180_000,
            currency: 'INR',
            status: 'captured',
            captured: true,
            method: 'card',
            email: 'renew@example.com',
            contact: '9800000012',
            notes: orderInput.notes,
            card: { last4: '1111', network: 'Visa', name: 'Sneha Iyer' },
          },
        },
      },
    });

    expect(parseWebhookEvent(webhook.rawBody, webhook.eventId)).toMatchObject({
      type: 'payment.captured',
      eventId: webhook.eventId,
      providerOrderId: order.providerOrderId,
      providerPaymentId: result.response.razorpay_payment_id,
      amountPaise: 1_180_000,
      currency: 'INR',
      paymentStatus: 'captured',
    });
  });

  it('declines 4000000000000002 with the error fields the widget hands a payment.failed handler', async () => {
    const sandbox = newSandbox();
    const order = await sandbox.createOrder(orderInput);
    const result = sandbox.pay({
      providerOrderId: order.providerOrderId,
      card: SANDBOX_DECLINED_CARD,
    });
    if (result.outcome !== 'declined') throw new Error('expected a decline');

    const paymentId = result.response.error.metadata.payment_id;
    expect(paymentId).toMatch(/^pay_SBX[0-9A-Za-z]{11}$/);
    expect(result.response).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: SANDBOX_DECLINE_DESCRIPTION,
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: order.providerOrderId, payment_id: paymentId },
      },
    });

    const { webhook } = result;
    expect(sandbox.verifyWebhookSignature(webhook.rawBody, webhook.signature)).toBe(true);
    expect(parseWebhookEvent(webhook.rawBody, webhook.eventId)).toMatchObject({
      type: 'payment.failed',
      providerOrderId: order.providerOrderId,
      providerPaymentId: paymentId,
      paymentStatus: 'failed',
      failure: {
        code: 'BAD_REQUEST_ERROR',
        description: SANDBOX_DECLINE_DESCRIPTION,
        reason: 'payment_failed',
      },
    });
  });

  it('lets a declined order be paid again, and then refuses to take a second payment', async () => {
    const sandbox = newSandbox();
    const { providerOrderId } = await sandbox.createOrder(orderInput);
    expect(sandbox.pay({ providerOrderId, card: SANDBOX_DECLINED_CARD }).outcome).toBe('declined');
    expect(sandbox.pay({ providerOrderId, card: SANDBOX_SUCCESS_CARD }).outcome).toBe('paid');
    expect(() => sandbox.pay({ providerOrderId, card: SANDBOX_SUCCESS_CARD })).toThrow(
      SandboxOrderAlreadyPaidError,
    );
    expect(() => sandbox.pay({ providerOrderId, card: SANDBOX_DECLINED_CARD })).toThrow(
      SandboxOrderAlreadyPaidError,
    );

    const payments = await sandbox.fetchOrderPayments(providerOrderId);
    expect(payments.map(({ status, amountPaise }) => ({ status, amountPaise }))).toEqual([
      { status: 'failed', amountPaise: 1_180_000 },
      { status: 'captured', amountPaise: 1_180_000 },
    ]);
    expect(payments[1]?.providerOrderId).toBe(providerOrderId);
    expect(payments[1]?.raw).toMatchObject({
      id: payments[1]?.providerPaymentId,
      status: 'captured',
    });
  });

  it('refuses an unknown order: to pay (404) and to list its payments (as Razorpay answers)', async () => {
    const sandbox = newSandbox();
    expect(() =>
      sandbox.pay({ providerOrderId: 'order_SBXunknown0000', card: SANDBOX_SUCCESS_CARD }),
    ).toThrow(SandboxOrderNotFoundError);
    const failure: unknown = await sandbox
      .fetchOrderPayments('order_SBXunknown0000')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentProviderError);
    expect(failure).toMatchObject({ code: 'BAD_REQUEST_ERROR', statusCode: 400 });
    expect(new SandboxOrderNotFoundError().statusCode).toBe(404);
    expect(new SandboxOrderAlreadyPaidError().statusCode).toBe(409);
  });

  it('lists no payments for an order nobody has paid yet', async () => {
    const sandbox = newSandbox();
    const { providerOrderId } = await sandbox.createOrder(orderInput);
    expect(await sandbox.fetchOrderPayments(providerOrderId)).toEqual([]);
  });
});

describe('sandbox provider: card numbers', () => {
  it.each(['4111111111111111', '5555555555554444', '6070000000000002', SANDBOX_DECLINED_CARD])(
    '%s passes Luhn',
    (card) => {
      expect(passesLuhn(card)).toBe(true);
    },
  );

  it.each(['4111111111111112', '4000000000000001', '1234567812345678'])('%s fails Luhn', (card) => {
    expect(passesLuhn(card)).toBe(false);
  });

  it('accepts the digits grouped as typed', () => {
    expect(normaliseCardNumber('4111 1111 1111 1111')).toBe('4111111111111111');
    expect(normaliseCardNumber('4111-1111-1111-1111')).toBe('4111111111111111');
  });

  it.each([
    ['failing Luhn', '4111111111111112'],
    ['15 digits', '411111111111111'],
    ['17 digits', '41111111111111111'],
    ['19 digits that pass Luhn', '4111111111111111110'],
    ['letters', '4111abcd11111111'],
    ['empty', ''],
  ])('refuses a card %s with a 400 naming the card field', async (_label, card) => {
    const sandbox = newSandbox();
    const { providerOrderId } = await sandbox.createOrder(orderInput);
    let thrown: unknown;
    try {
      sandbox.pay({ providerOrderId, card });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InvalidCardError);
    expect(thrown).toMatchObject({
      statusCode: 400,
      message: INVALID_CARD_MESSAGE,
      errors: { card: INVALID_CARD_MESSAGE },
    });
    // A refused card leaves no payment behind.
    expect(await sandbox.fetchOrderPayments(providerOrderId)).toEqual([]);
  });
});

describe('sandbox secrets', () => {
  it('derives stable, distinct secrets from APP_SECRET', () => {
    const appSecret = 'a'.repeat(64);
    const secrets = deriveSandboxSecrets(appSecret);
    expect(deriveSandboxSecrets(appSecret)).toEqual(secrets);
    expect(secrets.keySecret).not.toBe(secrets.webhookSecret);
    expect(secrets.keySecret).not.toContain(appSecret);
    expect(deriveSandboxSecrets('b'.repeat(64)).keySecret).not.toBe(secrets.keySecret);
  });

  it('rejects signatures made with another sandbox secret', async () => {
    const ours = createSandboxProvider(deriveSandboxSecrets('a'.repeat(64)));
    const theirs = createSandboxProvider(deriveSandboxSecrets('b'.repeat(64)));
    const { providerOrderId } = await theirs.createOrder(orderInput);
    const result = theirs.pay({ providerOrderId, card: SANDBOX_SUCCESS_CARD });
    if (result.outcome !== 'paid') throw new Error('expected a payment');
    expect(
      ours.verifyPaymentSignature({
        providerOrderId,
        providerPaymentId: result.response.razorpay_payment_id,
        signature: result.response.razorpay_signature,
      }),
    ).toBe(false);
    expect(ours.verifyWebhookSignature(result.webhook.rawBody, result.webhook.signature)).toBe(
      false,
    );
  });
});

describe('sandbox provider: refunds', () => {
  it('refunds a captured payment pending, then signs the refund.processed webhook', async () => {
    const sandbox = newSandbox();
    const order = await sandbox.createOrder(orderInput);
    const paid = sandbox.pay({
      providerOrderId: order.providerOrderId,
      card: SANDBOX_SUCCESS_CARD,
    });
    if (paid.outcome !== 'paid') throw new Error('expected a payment');
    const paymentId = paid.response.razorpay_payment_id;
    const refund = await sandbox.refund(paymentId, 180_000, { portico_refund_id: '3' });
    expect(refund).toMatchObject({
      providerPaymentId: paymentId,
      amountPaise: 180_000,
      status: 'pending',
    });
    expect(refund.providerRefundId).toMatch(/^rfnd_SBX[0-9A-Za-z]{11}$/);
    // No more than is left of the payment; never a payment it does not know.
    await expect(sandbox.refund(paymentId, 1_000_001, {})).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
    await expect(sandbox.refund('pay_unknown', 100, {})).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
    const webhook = sandbox.settleRefund(refund.providerRefundId, 'processed');
    expect(webhook.signature === hmacHex(TEST_SANDBOX_SECRETS.webhookSecret, webhook.rawBody)).toBe(
      true,
    );
    expect(parseWebhookEvent(webhook.rawBody, webhook.eventId)).toMatchObject({
      type: 'refund.processed',
      refund: {
        providerRefundId: refund.providerRefundId,
        status: 'processed',
        amountPaise: 180_000,
      },
    });
  });
});
