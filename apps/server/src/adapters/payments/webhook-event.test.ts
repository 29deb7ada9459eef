import { describe, expect, it } from 'vitest';
import { InvalidWebhookPayloadError, parseWebhookEvent } from './webhook-event';

const EVENT_ID = 'KfRCyWEY7pLF6p';

/** A payment.captured body in the shape Razorpay documents for its webhooks. */
function capturedBody(overrides: { payment?: Record<string, unknown>; event?: string } = {}) {
  return {
    entity: 'event',
    account_id: 'acc_BFQ7uQEaa7j2z7',
    event: overrides.event ?? 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: 'pay_DESlfW9H8K9uqM',
          entity: 'payment',
          amount: 1180000,
          currency: 'INR',
          status: 'captured',
          order_id: 'order_DESlLckIVRkHWj',
          invoice_id: null,
          international: false,
          method: 'card',
          amount_refunded: 0,
          refund_status: null,
          captured: true,
          description: null,
          card_id: 'card_DESlfW9H8K9uqM',
          bank: null,
          wallet: null,
          vpa: null,
          email: 'gaurav.kumar@example.com',
          contact: '+919000090000',
          notes: [],
          fee: 27848,
          tax: 4248,
          error_code: null,
          error_description: null,
          created_at: 1567674599,
          ...overrides.payment,
        },
      },
    },
    created_at: 1567674606,
  };
}

const asRaw = (body: unknown) => Buffer.from(JSON.stringify(body));

describe('parseWebhookEvent', () => {
  it('reads payment.captured: ids, amount in paise, currency, status, time', () => {
    const body = capturedBody();
    const event = parseWebhookEvent(asRaw(body), EVENT_ID);
    expect(event).toEqual({
      type: 'payment.captured',
      eventId: EVENT_ID,
      providerOrderId: 'order_DESlLckIVRkHWj',
      providerPaymentId: 'pay_DESlfW9H8K9uqM',
      amountPaise: 1180000,
      currency: 'INR',
      paymentStatus: 'captured',
      failure: null,
      createdAt: new Date(1567674606 * 1000),
      raw: body,
    });
  });

  it('accepts the body as a string too', () => {
    expect(parseWebhookEvent(JSON.stringify(capturedBody()), EVENT_ID).type).toBe(
      'payment.captured',
    );
  });

  it('reads payment.failed with its error fields', () => {
    const event = parseWebhookEvent(
      asRaw(
        capturedBody({
          event: 'payment.failed',
          payment: {
            status: 'failed',
            captured: false,
            error_code: 'BAD_REQUEST_ERROR',
            error_description: 'Payment failed',
            error_source: 'bank',
            error_step: 'payment_authorization',
            error_reason: 'payment_failed',
          },
        }),
      ),
      EVENT_ID,
    );
    expect(event).toMatchObject({
      type: 'payment.failed',
      paymentStatus: 'failed',
      failure: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed',
        source: 'bank',
        step: 'payment_authorization',
        reason: 'payment_failed',
      },
    });
  });

  it('reads order.paid, which carries the order as well', () => {
    const body = capturedBody({ event: 'order.paid' });
    const withOrder = {
      ...body,
      contains: ['payment', 'order'],
      payload: {
        ...body.payload,
        order: {
          entity: {
            id: 'order_DESlLckIVRkHWj',
            entity: 'order',
            amount: 1180000,
            amount_paid: 1180000,
            amount_due: 0,
            currency: 'INR',
            status: 'paid',
          },
        },
      },
    };
    expect(parseWebhookEvent(asRaw(withOrder), EVENT_ID)).toMatchObject({
      type: 'order.paid',
      providerOrderId: 'order_DESlLckIVRkHWj',
      providerPaymentId: 'pay_DESlfW9H8K9uqM',
      amountPaise: 1180000,
    });

    const mismatched = {
      ...withOrder,
      payload: {
        ...withOrder.payload,
        order: { entity: { ...withOrder.payload.order.entity, id: 'order_X' } },
      },
    };
    expect(() => parseWebhookEvent(asRaw(mismatched), EVENT_ID)).toThrow(
      InvalidWebhookPayloadError,
    );
  });

  it('passes other events through as "other", with their name', () => {
    expect(
      parseWebhookEvent(asRaw(capturedBody({ event: 'payment.authorized' })), EVENT_ID),
    ).toMatchObject({ type: 'other', eventName: 'payment.authorized', eventId: EVENT_ID });
    const dispute = {
      entity: 'event',
      event: 'payment.dispute.created',
      payload: { dispute: { entity: { id: 'disp_1' } } },
      created_at: 1567674606,
    };
    expect(parseWebhookEvent(asRaw(dispute), EVENT_ID)).toMatchObject({
      type: 'other',
      eventName: 'payment.dispute.created',
    });
  });

  it('reads a refund event: the refund, its payment, amount and status', () => {
    const refund = (entity: Record<string, unknown>) => ({
      entity: 'event',
      event: 'refund.processed',
      payload: { refund: { entity } },
      created_at: 1567674606,
    });
    const entity = {
      id: 'rfnd_1',
      entity: 'refund',
      payment_id: 'pay_1',
      amount: 50_000,
      currency: 'INR',
      status: 'processed',
      notes: { portico_refund_id: '7' },
    };
    expect(parseWebhookEvent(asRaw(refund(entity)), EVENT_ID)).toMatchObject({
      type: 'refund.processed',
      refund: {
        providerRefundId: 'rfnd_1',
        providerPaymentId: 'pay_1',
        amountPaise: 50_000,
        status: 'processed',
      },
    });
    expect(() => parseWebhookEvent(asRaw(refund({ id: 'rfnd_1' })), EVENT_ID)).toThrow(
      InvalidWebhookPayloadError,
    );
  });

  it('treats a payment made without an order as "other" (it cannot settle one of ours)', () => {
    expect(
      parseWebhookEvent(asRaw(capturedBody({ payment: { order_id: null } })), EVENT_ID),
    ).toMatchObject({ type: 'other', eventName: 'payment.captured' });
  });

  it.each([
    ['no event id', asRaw(capturedBody()), undefined],
    ['an empty event id', asRaw(capturedBody()), ''],
    ['an event id with odd characters', asRaw(capturedBody()), 'id\nX-Injected: 1'],
    ['a body that is not JSON', Buffer.from('not json'), EVENT_ID],
    ['a JSON array', asRaw([]), EVENT_ID],
    ['an entity that is not an event', asRaw({ ...capturedBody(), entity: 'payment' }), EVENT_ID],
    ['no time', asRaw({ ...capturedBody(), created_at: undefined }), EVENT_ID],
    [
      'a payment event without a payment',
      asRaw({ ...capturedBody(), payload: { order: {} } }),
      EVENT_ID,
    ],
    ['an amount as a string', asRaw(capturedBody({ payment: { amount: '1180000' } })), EVENT_ID],
    ['a fractional amount', asRaw(capturedBody({ payment: { amount: 100.5 } })), EVENT_ID],
    ['an unknown payment status', asRaw(capturedBody({ payment: { status: 'paid' } })), EVENT_ID],
  ])('refuses %s', (_label, raw, eventId) => {
    expect(() => parseWebhookEvent(raw, eventId)).toThrow(InvalidWebhookPayloadError);
  });

  it('answers 400 through the error handler (a BadRequestError)', () => {
    try {
      parseWebhookEvent(Buffer.from('{}'), EVENT_ID);
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ statusCode: 400 });
    }
  });
});
