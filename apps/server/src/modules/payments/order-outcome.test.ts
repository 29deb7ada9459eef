// What the payment outcome page reads (GET get_order_details/{order}): 'Payment Successful!' is
// shown only for an answer here, so an order answers only once it is paid, and only to its owner.
import { describe, expect, it } from 'vitest';
import type { PaymentOrder, ProviderSuccess } from '@portico/domain/checkout';
import { useTestApp } from '../../../test/support/app';
import { approvedApplication, paymentApi } from '../../../test/support/payment-fixtures';

const t = useTestApp();

const details = (order: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/get_order_details/${order}`, headers });

describe('the payment outcome of an order', () => {
  it('answers an unpaid order as not found, a paid one to its owner, and nothing without a session', async () => {
    const mine = await approvedApplication(t.app, t.db);
    const api = paymentApi(t.app);
    const placed: PaymentOrder = (
      await api.createOrder(mine.auth, { user_id: mine.applicationId, type: 'register' })
    ).body.data;

    // Created, not paid (the widget was closed): no "successful" page for it.
    const unpaid = await details(placed.unique_order_id, mine.auth);
    expect(unpaid.statusCode).toBe(404);
    expect(unpaid.json()).toMatchObject({ success: false });

    const widget = (await api.pay(placed.order_id)).body as ProviderSuccess;
    expect((await api.paymentSuccess({ ...widget, history_id: placed.history_id })).status).toBe(
      200,
    );
    const paid = await details(placed.unique_order_id, mine.auth);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      success: true,
      data: { unique_order_id: placed.unique_order_id, type: 'register' },
    });
    // The outcome page shows the period the payment made: a year from the payment.
    const { period_from: from, period_to: to } = (
      paid.json() as { data: { period_from: string | null; period_to: string | null } }
    ).data;
    expect(from).not.toBeNull();
    expect(to).not.toBeNull();
    const days = (Date.parse(to ?? '') - Date.parse(from ?? '')) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(364);
    expect(days).toBeLessThanOrEqual(366);

    // A fresh browser (no session): 401, so the page asks to log in rather than guessing.
    expect((await details(placed.unique_order_id)).statusCode).toBe(401);
    // Someone else: as unknown (orders-not-yours.test.ts covers every route).
    const stranger = await approvedApplication(t.app, t.db);
    expect((await details(placed.unique_order_id, stranger.auth)).statusCode).toBe(404);
  });
});
