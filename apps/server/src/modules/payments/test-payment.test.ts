// The admin's guarded test payment (decision 072): the amount from the server, paid through the
// sandbox provider and verified by signature, captured once whether the callback or the webhook comes
// first, refunded from the same screen, and kept out of orders, invoices and payments.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestPaymentState } from '@portico/domain/contracts/test-payment.contract';
import { auditLog, orders, payments, testPayments } from '../../db/schema';
import { useTestApp } from '../../../test/support/app';
import { deliverWebhook, paymentApi, signedWebhook } from '../../../test/support/payment-fixtures';
import { request } from '../../../test/support/staff-admin-fixtures';
import { staffBearer } from '../../../test/support/tokens';

const t = useTestApp();
const PATH = '/api/staff/getting-started/test-payment';

type Order = { id: number; provider_order_id: string; total_paise: number; key: string };

async function as(email = 'admin@example.com') {
  const headers = await staffBearer(t.app, t.db, email);
  const api = request(t.app);
  return {
    read: () => api.get<TestPaymentState>(PATH, headers),
    open: (body: unknown = { confirm: true }) => api.post<Order>(PATH, body, headers),
    verify: (body: unknown) => api.post<TestPaymentState>(`${PATH}/verify`, body, headers),
    refund: (body: unknown = { confirm: true }) =>
      api.post<TestPaymentState>(`${PATH}/refund`, body, headers),
    steps: () =>
      api.get<{ steps: { key: string; done: boolean }[] }>('/api/staff/getting-started', headers),
  };
}

const paymentStep = async (admin: Awaited<ReturnType<typeof as>>) =>
  (await admin.steps()).body.data?.steps.find((step) => step.key === 'payment')?.done;

async function counts() {
  const [o, p] = await Promise.all([
    t.db.select({ id: orders.id }).from(orders),
    t.db.select({ id: payments.id }).from(payments),
  ]);
  return { orders: o.length, payments: p.length };
}

describe('the admin’s test payment', () => {
  it('charges ₹1 plus GST, verified by signature, once, and refunds it, outside the books', async () => {
    const admin = await as();
    const before = await counts();
    const state = (await admin.read()).body.data;
    expect(state).toMatchObject({
      provider: 'sandbox',
      amount_paise: 100,
      gst_paise: 18,
      total_paise: 118,
      last: null,
    });
    expect(await paymentStep(admin)).toBe(false);

    expect((await admin.open({})).status).toBe(400);
    expect((await admin.open({ confirm: true, amount_paise: 1 })).status).toBe(400);
    const opened = await admin.open();
    expect(opened.status).toBe(200);
    const order = opened.body.data as Order;
    expect(order.total_paise).toBe(118);

    const paid = await paymentApi(t.app).pay(order.provider_order_id);
    if (!paid.body.success) throw new Error('the sandbox declined');
    const answer = {
      razorpay_order_id: paid.body.razorpay_order_id,
      razorpay_payment_id: paid.body.razorpay_payment_id,
      razorpay_signature: paid.body.razorpay_signature,
    };
    expect((await admin.verify({ ...answer, razorpay_signature: 'f'.repeat(64) })).status).toBe(
      400,
    );
    const verified = await admin.verify(answer);
    expect(verified.status).toBe(200);
    expect(verified.body.data?.last).toMatchObject({ status: 'captured', total_paise: 118 });
    // Again, and by the webhook: captured once.
    expect((await admin.verify(answer)).body.data?.last?.status).toBe('captured');
    const webhook = await deliverWebhook(
      t.app,
      signedWebhook(t.config.appSecret, {
        orderId: answer.razorpay_order_id,
        paymentId: answer.razorpay_payment_id,
        amount: 118,
        id: 'evt_test_payment_1',
      }),
    );
    expect(webhook.statusCode).toBe(200);
    expect(await paymentStep(admin)).toBe(true);
    expect(await counts()).toEqual(before);

    const refunded = await admin.refund();
    expect(refunded.status).toBe(200);
    expect(refunded.body.data?.last).toMatchObject({ status: 'refunded' });
    expect((await admin.refund()).status).toBe(409);
    expect(await paymentStep(admin)).toBe(true);
    expect(await counts()).toEqual(before);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entity, 'test_payment'));
    expect(actions.map((row) => row.action)).toEqual([
      'payments.test_order',
      'payments.test_refund',
    ]);
  });

  it('is captured by the webhook alone when the browser never comes back', async () => {
    const admin = await as();
    const order = (await admin.open()).body.data as Order;
    const webhook = signedWebhook(t.config.appSecret, {
      orderId: order.provider_order_id,
      paymentId: 'pay_SBXwebhookonly01',
      amount: 118,
      id: 'evt_test_payment_2',
    });
    expect((await deliverWebhook(t.app, webhook)).json()).toMatchObject({ outcome: 'confirmed' });
    const [row] = await t.db
      .select()
      .from(testPayments)
      .where(eq(testPayments.providerOrderId, order.provider_order_id));
    expect(row?.status).toBe('captured');
    // A wrong amount never captures one.
    const other = (await admin.open()).body.data as Order;
    const short = signedWebhook(t.config.appSecret, {
      orderId: other.provider_order_id,
      paymentId: 'pay_SBXwebhookshort1',
      amount: 100,
      id: 'evt_test_payment_3',
    });
    expect((await deliverWebhook(t.app, short)).json()).toMatchObject({ outcome: 'ignored' });
  });

  it('opens at most five test orders an hour', async () => {
    const admin = await as();
    for (let i = 0; i < 5; i += 1) expect((await admin.open()).status).toBe(200);
    expect((await admin.open()).status).toBe(429);
  });

  it('is for admins only', async () => {
    for (const email of ['office@example.com', 'accounts@example.com']) {
      const other = await as(email);
      expect((await other.read()).status).toBe(403);
      expect((await other.open()).status).toBe(403);
      expect((await other.refund()).status).toBe(403);
      expect((await other.verify({})).status).toBe(403);
    }
    expect((await request(t.app).get(PATH)).status).toBe(401);
    expect((await request(t.app).post(PATH, { confirm: true })).status).toBe(401);
    expect((await request(t.app).post(`${PATH}/verify`, {})).status).toBe(401);
    expect((await request(t.app).post(`${PATH}/refund`, { confirm: true })).status).toBe(401);
  });
});
