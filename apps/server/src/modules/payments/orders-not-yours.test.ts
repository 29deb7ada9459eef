// Every route that reads or pays an order answers a caller alike for an order (or application, or
// plan history) that does not exist and for one that belongs to someone else: ids and order numbers
// are sequential, and "not yours" must not tell a stranger "but it exists".
import { describe, expect, it } from 'vitest';
import type { PaymentOrder } from '@portico/domain/checkout';
import { useTestApp } from '../../../test/support/app';
import type { Headers } from '../../../test/support/application-fixtures';
import { approvedApplication, paymentApi } from '../../../test/support/payment-fixtures';

const t = useTestApp();

const UNKNOWN_ID = 2_000_000_000;
const UNKNOWN_ORDER_NUMBER = 'PO-99999999';

type Answer = { status: number; body: unknown };

async function send(
  method: 'GET' | 'POST',
  url: string,
  headers: Headers,
  payload?: Record<string, unknown>,
): Promise<Answer> {
  const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
}

/** The other applicant's paid order: number, provider order id, plan history, the widget's answer. */
async function someoneElsesPaidOrder() {
  const other = await approvedApplication(t.app, t.db);
  const api = paymentApi(t.app);
  const placed = await api.createOrder(other.auth, {
    user_id: other.applicationId,
    type: 'register',
  });
  const order: PaymentOrder = placed.body.data;
  const widget = (await api.pay(order.order_id)).body as unknown as Record<string, unknown>;
  const success = { ...widget, history_id: order.history_id, history_type: order.history_type };
  expect((await api.paymentSuccess(success, other.auth)).status).toBe(200);
  return { other, order, success };
}

/** Soft: one run reports every route that tells the two apart. */
async function expectAlike(route: string, unknown: Promise<Answer>, foreign: Promise<Answer>) {
  const [a, b] = await Promise.all([unknown, foreign]);
  expect.soft(a.status, route).toBeGreaterThanOrEqual(400);
  expect.soft(b, route).toEqual(a);
}

describe('an order that is not the caller’s', () => {
  it('answers like one that does not exist, on every route that reads or pays one', async () => {
    const mine = await approvedApplication(t.app, t.db);
    const { other, order, success } = await someoneElsesPaidOrder();
    const as = mine.auth;
    const get = (url: string) => send('GET', url, as);

    for (const path of ['/api/get_order_details', '/api/order/view']) {
      await expectAlike(
        `${path}/{order number}`,
        get(`${path}/${UNKNOWN_ORDER_NUMBER}`),
        get(`${path}/${order.unique_order_id}`),
      );
      await expectAlike(
        `${path}/{user id}`,
        get(`${path}/${UNKNOWN_ID}`),
        get(`${path}/${other.applicationId}`),
      );
    }
    for (const path of [
      '/api/checkout/:id',
      '/api/checkout/:id/WELCOME10',
      '/api/checkout_upgrade/:id',
      '/api/renew_checkout/:id',
      '/api/revive_renew_checkout/:id',
    ]) {
      await expectAlike(
        path,
        get(path.replace(':id', String(UNKNOWN_ID))),
        get(path.replace(':id', String(other.applicationId))),
      );
    }
    const createOrder = (userId: number) =>
      send('POST', '/api/create_order', as, { user_id: userId, type: 'register' });
    await expectAlike('create_order', createOrder(UNKNOWN_ID), createOrder(other.applicationId));

    // The widget's answer for someone else's order (signature and all) against an unknown order.
    await expectAlike(
      'PaymentSuccess',
      send('POST', '/api/PaymentSuccess', as, { ...success, razorpay_order_id: 'order_unknown' }),
      send('POST', '/api/PaymentSuccess', as, success),
    );

    // A failure reported against someone else's plan history, or naming their order.
    const failure = (historyId: number, orderId: string) =>
      send('POST', '/api/unsuccessful', as, {
        history_id: historyId,
        error: { code: 'BAD_REQUEST_ERROR', metadata: { order_id: orderId } },
      });
    await expectAlike(
      'unsuccessful (plan history)',
      failure(UNKNOWN_ID, 'order_unknown'),
      failure(order.history_id, 'order_unknown'),
    );
    // Of the caller's own plan history, naming someone else's order or none that exists.
    const [unknownOrder, foreignOrder] = await Promise.all([
      failure(mine.historyId, 'order_unknown'),
      failure(mine.historyId, order.order_id),
    ]);
    expect.soft(foreignOrder, 'unsuccessful (order)').toEqual(unknownOrder);
  });
});
