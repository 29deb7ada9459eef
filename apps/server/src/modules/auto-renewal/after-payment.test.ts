// Auto-renewal offered at a new registration's payment (decision 115): the outcome call says whether
// it is offered to the member the payment made, and the applicant's session that paid sets the
// mandate up for exactly that member; another applicant, staff or no session cannot.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PaymentOrder, ProviderSuccess } from '@portico/domain/checkout';
import { useTestApp } from '../../../test/support/app';
import { offerAutoRenewal, post } from '../../../test/support/auto-renewal-fixtures';
import {
  approvedApplication,
  paymentApi,
  type Approved,
} from '../../../test/support/payment-fixtures';
import { mandates, orders } from '../../db/schema';

const t = useTestApp();

/** A new registration paid through the sandbox widget; its order number. */
async function paidRegistration(payer: Approved): Promise<string> {
  const api = paymentApi(t.app);
  const placed: PaymentOrder = (
    await api.createOrder(payer.auth, { user_id: payer.applicationId, type: 'register' })
  ).body.data;
  const widget = (await api.pay(placed.order_id)).body as ProviderSuccess;
  const confirmed = await api.paymentSuccess({ ...widget, history_id: placed.history_id });
  expect(confirmed.status).toBe(200);
  return placed.unique_order_id;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const offeredOnOutcome = async (order: string, payer: Approved) =>
  (await get(`/api/get_order_details/${order}`, payer.auth)).json<{
    data: { auto_renewal_offered: boolean };
  }>().data.auto_renewal_offered;

describe('auto-renewal at a new registration’s payment', () => {
  it('is not offered on the outcome while the association does not offer it', async () => {
    const payer = await approvedApplication(t.app, t.db);
    const order = await paidRegistration(payer);
    expect(await offeredOnOutcome(order, payer)).toBe(false);
    const refused = await post(
      t.app,
      `/api/auto_renewal/after_payment/${order}`,
      { method: 'emandate' },
      payer.auth,
    );
    expect(refused.statusCode).toBe(409);
  });

  it('lets the payer set it up for the member the payment made, and nobody else', async () => {
    const admin = await offerAutoRenewal(t.app, t.db);
    const payer = await approvedApplication(t.app, t.db);
    const order = await paidRegistration(payer);
    const [paid] = await t.db.select().from(orders).where(eq(orders.uniqueOrderId, order));
    const memberId = paid!.memberId!;
    expect(await offeredOnOutcome(order, payer)).toBe(true);

    // What the payer is offered: a Gold renewal (₹17,700) is above the no-authentication limit.
    const view = await get(`/api/auto_renewal/after_payment/${order}`, payer.auth);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      data: {
        offered: true,
        unavailable_reason: null,
        mandate: null,
        methods: [{ method: 'emandate' }],
      },
    });

    // Another applicant, staff, no session: the order is not theirs to act on.
    const stranger = await approvedApplication(t.app, t.db);
    const url = `/api/auto_renewal/after_payment/${order}`;
    expect((await get(url, stranger.auth)).statusCode).toBe(404);
    expect((await post(t.app, url, { method: 'emandate' }, stranger.auth)).statusCode).toBe(404);
    expect((await post(t.app, url, { method: 'emandate' }, admin)).statusCode).toBe(403);
    expect((await post(t.app, url, { method: 'emandate' })).statusCode).toBe(401);
    // A method the fee does not allow, and a malformed order number, are refused without a 500.
    expect((await post(t.app, url, { method: 'upi' }, payer.auth)).statusCode).toBe(400);
    expect((await get('/api/auto_renewal/after_payment/1%20or%201', payer.auth)).statusCode).toBe(
      400,
    );
    expect(await t.db.select().from(mandates).where(eq(mandates.memberId, memberId))).toHaveLength(
      0,
    );

    const registered = await post(t.app, url, { method: 'emandate' }, payer.auth);
    expect(registered.statusCode).toBe(200);
    const checkout = registered.json<{ data: { order_id: string; amount: number } }>().data;
    expect(checkout.amount).toBe(0);
    const authorised = await post(t.app, '/api/dev/sandbox/mandate', {
      order_id: checkout.order_id,
      outcome: 'confirmed',
    });
    const answer = authorised.json<{ response: Record<string, string> }>().response;

    // The checkout's answer counts only from the payer of this order.
    expect((await post(t.app, `${url}/confirm`, answer, stranger.auth)).statusCode).toBe(404);
    const strangerOrder = await paidRegistration(stranger);
    const crossed = await post(
      t.app,
      `/api/auto_renewal/after_payment/${strangerOrder}/confirm`,
      answer,
      stranger.auth,
    );
    expect(crossed.statusCode).toBe(404);

    const confirmed = await post(t.app, `${url}/confirm`, answer, payer.auth);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ data: { status: 'active', method: 'emandate' } });
    const [mandate] = await t.db.select().from(mandates).where(eq(mandates.memberId, memberId));
    expect(mandate).toMatchObject({ status: 'active', memberId });
    // Set up: the outcome no longer offers it, and the stranger's member has none.
    expect(await offeredOnOutcome(order, payer)).toBe(false);
    expect(await offeredOnOutcome(strangerOrder, stranger)).toBe(true);
  });

  it('answers an order not paid as not found', async () => {
    await offerAutoRenewal(t.app, t.db);
    const payer = await approvedApplication(t.app, t.db);
    const placed = (
      await paymentApi(t.app).createOrder(payer.auth, {
        user_id: payer.applicationId,
        type: 'register',
      })
    ).body.data;
    const url = `/api/auto_renewal/after_payment/${placed.unique_order_id}`;
    expect((await get(url, payer.auth)).statusCode).toBe(404);
    expect((await post(t.app, url, { method: 'emandate' }, payer.auth)).statusCode).toBe(404);
  });
});
