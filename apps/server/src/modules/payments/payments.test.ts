// Checkout, order, payment and activation of a new registration, through the API with the sandbox
// provider: the amounts come from the server, a payment counts only when its signature and amount
// check out, and however often (or however concurrently) the provider and the browser report it, it
// gives one payment, one member, one invoice number.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couponRefusal, type PaymentOrder, type ProviderSuccess } from '@portico/domain/checkout';
import { useTestApp } from '../../../test/support/app';
import { applicantBearer, staffBearer } from '../../../test/support/tokens';
import {
  couponCategories,
  coupons,
  members,
  membershipCategories,
  membershipPeriods,
  orders,
  paymentFailures,
  payments,
  planHistory,
} from '../../db/schema';
import {
  approvedApplication,
  deliverWebhook,
  paymentApi,
  seededMember,
  signedWebhook as webhookFor,
  type Approved,
  type SignedWebhook,
} from '../../../test/support/payment-fixtures';

const t = useTestApp();

/** Gold: joining ₹25,000 + annual ₹15,000 in the demo data; read from the catalogue to be sure. */
async function goldFees() {
  const response = await t.app.inject({ method: 'GET', url: '/api/membership' });
  const gold = response
    .json<{ data: { name: string; joining_fee: number; annual_fee: number }[] }>()
    .data.find((category) => category.name === 'Gold');
  if (!gold) throw new Error('no Gold category');
  return gold;
}

async function order(approved: Approved, extra: Record<string, unknown> = {}) {
  const created = await paymentApi(t.app).createOrder(approved.auth, {
    user_id: approved.applicationId,
    type: 'register',
    ...extra,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.data;
}

async function paid(placed: PaymentOrder): Promise<ProviderSuccess> {
  const answer = await paymentApi(t.app).pay(placed.order_id);
  expect(answer.body.success).toBe(true);
  return answer.body as ProviderSuccess & { success: true };
}

const successBody = (placed: PaymentOrder, widget: ProviderSuccess) => ({
  ...widget,
  history_id: placed.history_id,
  history_type: placed.history_type,
});

async function countOf(table: typeof payments | typeof members, where?: ReturnType<typeof eq>) {
  const [row] = await t.db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** A webhook as the sandbox signs it (see payment-fixtures). */
const signedWebhook = (event: Parameters<typeof webhookFor>[1]) =>
  webhookFor(t.config.appSecret, event);

const deliver = (webhook: SignedWebhook) => deliverWebhook(t.app, webhook);

describe('the new-registration checkout', () => {
  it('computes the fees, GST and total on the server, in rupees', async () => {
    const approved = await approvedApplication(t.app, t.db);
    const gold = await goldFees();
    const { status, body } = await paymentApi(t.app).checkout(
      `/api/checkout/${approved.applicationId}`,
      approved.auth,
    );
    expect(status).toBe(200);
    if (!body.success) throw new Error(body.message);
    const gst = Math.round((gold.joining_fee + gold.annual_fee) * 18) / 100;
    expect(body.data).toMatchObject({
      type: 'register',
      Plan_Name: 'Gold',
      Name: 'Rao Events Pvt Ltd',
      Authorized_Person: 'Asha Rao',
      Email: approved.email,
      Joining_Fees: gold.joining_fee,
      Discount: 0,
      Annual_Fees: gold.annual_fee,
      gst,
      total: gold.joining_fee + gold.annual_fee + gst,
      plan_history: { id: approved.historyId, history_type: 'new', app_id: approved.applicationId },
      coupon: { status: false, msg: '', code: null, reason: 'none' },
    });
    // The provider to pay through, so the page can load its script as it opens.
    expect(body).toMatchObject({ provider: 'sandbox', key: 'rzp_test_sandbox' });
  });

  it('answers 401 without a token and 403 to another applicant', async () => {
    const approved = await approvedApplication(t.app, t.db);
    const api = paymentApi(t.app);
    expect((await api.checkout(`/api/checkout/${approved.applicationId}`, {})).status).toBe(401);
    const stranger = await applicantBearer(t.app, { emails: ['someone@example.com'] });
    expect((await api.checkout(`/api/checkout/${approved.applicationId}`, stranger)).status).toBe(
      403,
    );
    const created = await api.createOrder(stranger, {
      user_id: approved.applicationId,
      type: 'register',
    });
    expect(created.status).toBe(403);
  });

  it('applies a valid coupon to the joining fee and refuses an expired or unknown one', async () => {
    const approved = await approvedApplication(t.app, t.db);
    const gold = await goldFees();
    const api = paymentApi(t.app);
    const applied = await api.checkout(
      `/api/checkout/${approved.applicationId}/welcome10`,
      approved.auth,
    );
    if (!applied.body.success) throw new Error(applied.body.message);
    expect(applied.body.data.coupon).toEqual({
      status: true,
      msg: 'Coupon Applied Successfully.',
      code: 'WELCOME10',
      reason: 'applied',
    });
    expect(applied.body.data.Discount).toBe(gold.joining_fee / 10);
    const taxable = gold.joining_fee * 0.9 + gold.annual_fee;
    expect(applied.body.data.total).toBe(taxable + Math.round(taxable * 18) / 100);

    // Each refusal says why: an expired coupon is not an unknown one.
    for (const [code, reason, msg] of [
      [
        'EXPIRED5',
        'expired',
        expect.stringMatching(/^Coupon Expired on \d{2}-[A-Z][a-z]{2}-\d{4}\.$/),
      ],
      ['NOSUCHCODE', 'unknown', couponRefusal('unknown')],
    ] as const) {
      const refused = await api.checkout(
        `/api/checkout/${approved.applicationId}/${code}`,
        approved.auth,
      );
      if (!refused.body.success) throw new Error(refused.body.message);
      expect(refused.body.data.coupon).toEqual({ status: false, msg, code: null, reason });
      expect(refused.body.data.Discount).toBe(0);
    }
  });

  describe('enforces a coupon again when the order is made', () => {
    /** What an order refused for its coupon must leave as it was. */
    async function untouched(approved: Approved) {
      const [coupon] = await t.db.select().from(coupons).where(eq(coupons.code, 'WELCOME10'));
      return {
        payments: await countOf(payments),
        orders: (
          await t.db
            .select({ n: count() })
            .from(orders)
            .where(eq(orders.applicationId, approved.applicationId))
        )[0]?.n,
        couponUses: coupon?.usedCount,
      };
    }

    async function refusedOrder(approved: Approved, coupon: string, message: unknown) {
      const before = await untouched(approved);
      const refused = await paymentApi(t.app).createOrder(approved.auth, {
        user_id: approved.applicationId,
        type: 'register',
        coupon,
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ message, errors: { coupon: message } });
      expect(await untouched(approved)).toEqual(before);
      expect(before.orders).toBe(0);
    }

    it.each([
      ['used up', couponRefusal('used_up'), async () => ({ usageLimit: 3, usedCount: 3 })],
      [
        'not valid yet',
        expect.stringMatching(/^This coupon can be used from \d{2}-[A-Z][a-z]{2}-\d{4}\.$/),
        async () => ({ validFrom: new Date(Date.now() + 86_400_000) }),
      ],
      ['inactive', couponRefusal('inactive'), async () => ({ active: false })],
      [
        'restricted to another category',
        'This coupon is not valid for Gold membership.',
        async () => {
          const [coupon] = await t.db.select().from(coupons).where(eq(coupons.code, 'WELCOME10'));
          const [platinum] = await t.db
            .select()
            .from(membershipCategories)
            .where(eq(membershipCategories.name, 'Platinum'));
          await t.db
            .insert(couponCategories)
            .values({ couponId: coupon!.id, categoryId: platinum!.id });
          return {};
        },
      ],
    ])('%s since the checkout showed it applied, saying so', async (_name, message, change) => {
      const approved = await approvedApplication(t.app, t.db);
      const shown = await paymentApi(t.app).checkout(
        `/api/checkout/${approved.applicationId}/WELCOME10`,
        approved.auth,
      );
      if (!shown.body.success) throw new Error(shown.body.message);
      expect(shown.body.data.coupon.status).toBe(true);
      const values = await change();
      if (Object.keys(values).length > 0) {
        await t.db.update(coupons).set(values).where(eq(coupons.code, 'WELCOME10'));
      }
      await refusedOrder(approved, 'WELCOME10', message);
    });

    it('expired, with its own message', async () => {
      await refusedOrder(
        await approvedApplication(t.app, t.db),
        'EXPIRED5',
        expect.stringMatching(/^Coupon Expired on /),
      );
    });
  });

  it('answers the outcomes the page leaves for with 200 and success false: cancelled, already paid, not yet approved', async () => {
    // The checkout page sends only request errors (no answer, a non-2xx) to '/': every outcome it
    // handles must come as a 200.
    const api = paymentApi(t.app);
    const cancelled = await approvedApplication(t.app, t.db);
    await t.db
      .update(planHistory)
      .set({ cancelled: true, reviewStage: 'cancelled' })
      .where(eq(planHistory.id, cancelled.historyId));
    const cancelledAnswer = await api.checkout(
      `/api/checkout/${cancelled.applicationId}`,
      cancelled.auth,
    );
    expect(cancelledAnswer.status).toBe(200);
    expect(cancelledAnswer.body).toMatchObject({
      success: false,
      cancelled: true,
      message: 'Application Cancelled!',
    });

    const paid = await approvedApplication(t.app, t.db);
    await t.db
      .update(planHistory)
      .set({ paymentStatus: 'paid', reviewStage: 'paid' })
      .where(eq(planHistory.id, paid.historyId));
    const paidAnswer = await api.checkout(`/api/checkout/${paid.applicationId}`, paid.auth);
    expect(paidAnswer.status).toBe(200);
    expect(paidAnswer.body).toMatchObject({ success: false, already_paid: true });

    const pending = await approvedApplication(t.app, t.db);
    await t.db
      .update(planHistory)
      .set({ reviewStage: 'governing_body' })
      .where(eq(planHistory.id, pending.historyId));
    const notYet = await api.checkout(`/api/checkout/${pending.applicationId}`, pending.auth);
    expect(notYet.status).toBe(200);
    expect(notYet.body).toMatchObject({ success: false });
    expect(notYet.body).not.toHaveProperty('cancelled');
    expect(notYet.body).not.toHaveProperty('payment_link_expired');
    expect(
      (await api.createOrder(pending.auth, { user_id: pending.applicationId, type: 'register' }))
        .status,
    ).toBe(409);
  });
});

describe('paying a new registration', () => {
  it('ignores a total from the client, activates the member and numbers the invoice', async () => {
    const approved = await approvedApplication(t.app, t.db);
    const gold = await goldFees();
    const placed = await order(approved, { total: 1, amount: 100 });
    const gst = Math.round((gold.joining_fee + gold.annual_fee) * 18) / 100;
    expect(placed).toMatchObject({
      total_amount: gold.joining_fee + gold.annual_fee + gst,
      amount: (gold.joining_fee + gold.annual_fee + gst) * 100,
      currency: 'INR',
      provider: 'sandbox',
      key: 'rzp_test_sandbox',
      description: 'Registration Fee',
      email: approved.email,
      history_id: approved.historyId,
      history_type: 'new',
    });
    expect(placed.unique_order_id).toMatch(/^PO-\d{4,}$/);

    const widget = await paid(placed);
    const confirmed = await paymentApi(t.app).paymentSuccess(successBody(placed, widget));
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data).toMatchObject({
      unique_order_id: placed.unique_order_id,
      Plan_Name: 'Gold',
      type: 'register',
      user_id: approved.applicationId,
    });
    expect(confirmed.body.data.Unique_id).toMatch(/^PM-\d{4,}$/);
    expect(confirmed.body.data.invoice_number).toMatch(/^PT\/\d{4}\/\d{6}$/);

    const [member] = await t.db.select().from(members).where(eq(members.email, approved.email));
    expect(member).toMatchObject({ status: 'active', memberNumber: confirmed.body.data.Unique_id });
    const [period] = await t.db
      .select()
      .from(membershipPeriods)
      .where(eq(membershipPeriods.memberId, member!.id));
    const days = (period!.endsAt.getTime() - period!.startsAt.getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(365);
    expect(days).toBeLessThanOrEqual(366);
    const [history] = await t.db
      .select()
      .from(planHistory)
      .where(eq(planHistory.id, approved.historyId));
    expect(history).toMatchObject({ paymentStatus: 'paid', reviewStage: 'paid' });
  });

  it('gives member numbers that do not collide when many payments confirm at once', async () => {
    const api = paymentApi(t.app);
    const applicants = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        approvedApplication(t.app, t.db, {
          email: `batch${index}@example.com`,
          mobile: `911110000${index}`,
        }),
      ),
    );
    const numbers = await Promise.all(
      applicants.map(async (approved) => {
        const placed = await order(approved);
        const confirmed = await api.paymentSuccess(successBody(placed, await paid(placed)));
        expect(confirmed.status).toBe(200);
        return [confirmed.body.data.Unique_id, confirmed.body.data.invoice_number];
      }),
    );
    expect(new Set(numbers.map(([member]) => member)).size).toBe(6);
    expect(new Set(numbers.map(([, invoice]) => invoice)).size).toBe(6);
  });

  it('counts a coupon once per paid order', async () => {
    const approved = await approvedApplication(t.app, t.db);
    const before = await t.db.select().from(coupons).where(eq(coupons.code, 'WELCOME10'));
    const placed = await order(approved, { coupon: 'welcome10' });
    const widget = await paid(placed);
    const api = paymentApi(t.app);
    await api.paymentSuccess(successBody(placed, widget));
    await api.paymentSuccess(successBody(placed, widget));
    const after = await t.db.select().from(coupons).where(eq(coupons.code, 'WELCOME10'));
    expect(after[0]!.usedCount).toBe(before[0]!.usedCount + 1);
  });

  it('reuses the open order on a second click instead of opening another', async () => {
    const approved = await approvedApplication(t.app, t.db);
    const first = await order(approved);
    const second = await order(approved);
    expect(second.order_id).toBe(first.order_id);
    expect(second.unique_order_id).toBe(first.unique_order_id);
  });
});

describe('payment verification', () => {
  async function placedAndPaid() {
    const approved = await approvedApplication(t.app, t.db);
    const placed = await order(approved);
    return { approved, placed, widget: await paid(placed) };
  }

  async function nothingActivated(approved: Approved) {
    expect(await countOf(members, eq(members.email, approved.email))).toBe(0);
    const [history] = await t.db
      .select()
      .from(planHistory)
      .where(eq(planHistory.id, approved.historyId));
    expect(history?.paymentStatus).toBe('unpaid');
  }

  it('refuses a forged signature, a one-character change and a swapped order id', async () => {
    const { approved, placed, widget } = await placedAndPaid();
    const other = await placedAndPaid();
    const api = paymentApi(t.app);
    const flipped =
      widget.razorpay_signature.slice(0, -1) +
      (widget.razorpay_signature.endsWith('0') ? '1' : '0');
    for (const attempt of [
      { ...widget, razorpay_signature: 'f'.repeat(64) },
      { ...widget, razorpay_signature: flipped },
      { ...widget, razorpay_order_id: other.placed.order_id },
      { ...widget, razorpay_payment_id: other.widget.razorpay_payment_id },
    ]) {
      const refused = await api.paymentSuccess(successBody(placed, attempt));
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('The payment could not be verified.');
    }
    await nothingActivated(approved);
    await nothingActivated(other.approved);
    for (const refusedOrder of [placed, other.placed]) {
      expect(await countOf(payments, eq(payments.orderId, await orderIdOf(refusedOrder)))).toBe(0);
      const [row] = await t.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.uniqueOrderId, refusedOrder.unique_order_id));
      expect(row?.status).toBe('created');
    }
  });

  it('gives one payment for a replayed success and for five repeated webhooks', async () => {
    const { approved, placed, widget } = await placedAndPaid();
    const api = paymentApi(t.app);
    const first = await api.paymentSuccess(successBody(placed, widget));
    const replay = await api.paymentSuccess(successBody(placed, widget));
    expect(replay.status).toBe(200);
    expect(replay.body.data.Unique_id).toBe(first.body.data.Unique_id);
    const webhook = signedWebhook({
      orderId: placed.order_id,
      paymentId: widget.razorpay_payment_id,
      amount: placed.amount,
      id: 'evt_repeat_1',
    });
    const answers = [];
    for (let index = 0; index < 5; index += 1) answers.push((await deliver(webhook)).json());
    expect(answers[0]).toMatchObject({ success: true });
    expect(answers.slice(1).every((answer) => answer.duplicate === true)).toBe(true);
    expect(
      await countOf(payments, eq(payments.providerPaymentId, widget.razorpay_payment_id)),
    ).toBe(1);
    expect(await countOf(members, eq(members.email, approved.email))).toBe(1);
  });

  it('gives one payment and one activation when the success and the webhook race', async () => {
    const { approved, placed, widget } = await placedAndPaid();
    const webhook = signedWebhook({
      orderId: placed.order_id,
      paymentId: widget.razorpay_payment_id,
      amount: placed.amount,
      id: 'evt_race_1',
    });
    const [success, hook, again] = await Promise.all([
      paymentApi(t.app).paymentSuccess(successBody(placed, widget)),
      deliver(webhook),
      paymentApi(t.app).paymentSuccess(successBody(placed, widget)),
    ]);
    expect(success.status).toBe(200);
    expect(again.status).toBe(200);
    expect(hook.statusCode).toBe(200);
    expect(await countOf(payments, eq(payments.orderId, await orderIdOf(placed)))).toBe(1);
    expect(await countOf(members, eq(members.email, approved.email))).toBe(1);
    const periods = await t.db
      .select()
      .from(membershipPeriods)
      .where(eq(membershipPeriods.orderId, await orderIdOf(placed)));
    expect(periods).toHaveLength(1);
  });

  it('refuses a webhook whose amount differs from the order and one with a bad signature', async () => {
    const { approved, placed, widget } = await placedAndPaid();
    const tampered = signedWebhook({
      orderId: placed.order_id,
      paymentId: widget.razorpay_payment_id,
      amount: placed.amount - 100,
      id: 'evt_tampered',
    });
    const answer = await deliver(tampered);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ outcome: 'refused' });
    await nothingActivated(approved);

    const forged = {
      ...tampered,
      headers: {
        ...tampered.headers,
        'x-razorpay-signature': 'a'.repeat(64),
        'x-razorpay-event-id': 'evt_forged',
      },
    };
    expect((await deliver(forged)).statusCode).toBe(400);
  });

  it('acknowledges a webhook for an unknown order and changes nothing', async () => {
    const answer = await deliver(
      signedWebhook({
        orderId: 'order_SBXunknown0000',
        paymentId: 'pay_SBXunknown000',
        amount: 1000,
        id: 'evt_unknown',
      }),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, outcome: 'ignored' });
  });

  it('activates from the webhook alone when the browser never called back', async () => {
    const { approved, placed, widget } = await placedAndPaid();
    const answer = await deliver(
      signedWebhook({
        orderId: placed.order_id,
        paymentId: widget.razorpay_payment_id,
        amount: placed.amount,
        id: 'evt_alone',
      }),
    );
    expect(answer.json()).toMatchObject({ outcome: 'confirmed' });
    expect(await countOf(members, eq(members.email, approved.email))).toBe(1);
  });

  it('is confirmed by the webhook the sandbox dev hook delivers, without the browser', async () => {
    const approved = await approvedApplication(t.app, t.db);
    const placed = await order(approved);
    // As the widget pays (the dev hook's default delivers the webhook); PaymentSuccess never comes.
    const answer = await paymentApi(t.app).call<ProviderSuccess & { success: boolean }>(
      'POST',
      '/api/dev/sandbox/pay',
      {},
      { order_id: placed.order_id, card: '4111 1111 1111 1111' },
    );
    expect(answer.body.success).toBe(true);

    const status = await until(
      async () =>
        (
          await t.db
            .select({ status: orders.status })
            .from(orders)
            .where(eq(orders.uniqueOrderId, placed.unique_order_id))
        )[0]?.status,
      (current) => current === 'paid',
    );
    expect(status).toBe('paid');
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, answer.body.razorpay_payment_id));
    expect(payment).toMatchObject({ status: 'captured', amountPaise: placed.amount });
    const [member] = await t.db.select().from(members).where(eq(members.email, approved.email));
    expect(member).toMatchObject({ status: 'active' });
    expect(member?.memberNumber).toMatch(/^PM-\d{4,}$/);
    const [history] = await t.db
      .select()
      .from(planHistory)
      .where(eq(planHistory.id, approved.historyId));
    expect(history?.paymentStatus).toBe('paid');
  });

  it("records the widget's prefill (name, email, contact) with the sandbox payment", async () => {
    const approved = await approvedApplication(t.app, t.db);
    const placed = await order(approved);
    const api = paymentApi(t.app);
    const answer = await api.call<ProviderSuccess & { success: boolean }>(
      'POST',
      '/api/dev/sandbox/pay',
      {},
      {
        order_id: placed.order_id,
        card: '4111111111111111',
        name: placed.name,
        email: placed.email,
        contact: placed.mobile_number,
        webhook: false,
      },
    );
    expect(answer.body.success).toBe(true);
    expect((await api.paymentSuccess(successBody(placed, answer.body))).status).toBe(200);
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, answer.body.razorpay_payment_id));
    expect(payment?.raw).toMatchObject({
      email: approved.email,
      contact: approved.mobile,
      card: { name: 'Asha Rao', last4: '1111' },
    });
  });

  it('records a declined card and leaves the order open to pay again', async () => {
    const approved = await approvedApplication(t.app, t.db);
    const placed = await order(approved);
    const api = paymentApi(t.app);
    const declined = await api.pay(placed.order_id, '4000000000000002');
    expect(declined.body).toMatchObject({
      success: false,
      error: { code: 'BAD_REQUEST_ERROR', reason: 'payment_failed' },
    });
    const error = (declined.body as { error: Record<string, unknown> }).error;
    const recorded = await api.call('POST', '/api/unsuccessful', approved.auth, {
      history_id: placed.history_id,
      error,
    });
    expect(recorded.status).toBe(200);
    expect(recorded.body).toMatchObject({ message: 'Payment failed. Please try again.' });
    const failures = await t.db
      .select()
      .from(paymentFailures)
      .where(eq(paymentFailures.planHistoryId, approved.historyId));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({
      reason: 'payment_failed',
      orderId: await orderIdOf(placed),
    });
    await nothingActivated(approved);

    // The same order can still be paid.
    const widget = await paid(placed);
    expect((await api.paymentSuccess(successBody(placed, widget))).status).toBe(200);
  });

  describe('records a declined card once, whichever report arrives first', () => {
    async function declined() {
      const approved = await approvedApplication(t.app, t.db);
      const placed = await order(approved);
      const api = paymentApi(t.app);
      const answer = await api.pay(placed.order_id, '4000000000000002');
      const error = (answer.body as { error: { metadata: { payment_id: string } } }).error;
      const webhook = signedWebhook({
        orderId: placed.order_id,
        paymentId: error.metadata.payment_id,
        amount: placed.amount,
        id: `evt_declined_${error.metadata.payment_id}`,
        declined: true,
      });
      return {
        approved,
        placed,
        browser: () =>
          api.call('POST', '/api/unsuccessful', approved.auth, {
            history_id: placed.history_id,
            error,
          }),
        webhook: () => deliver(webhook),
      };
    }

    async function theFailure(approved: Approved) {
      return t.db
        .select()
        .from(paymentFailures)
        .where(eq(paymentFailures.planHistoryId, approved.historyId));
    }

    it('the webhook, then the browser', async () => {
      const { approved, placed, browser, webhook } = await declined();
      expect((await webhook()).json()).toMatchObject({ outcome: 'recorded' });
      expect((await browser()).status).toBe(200);
      const failures = await theFailure(approved);
      expect(failures).toHaveLength(1);
      expect(failures[0]).toMatchObject({
        orderId: await orderIdOf(placed),
        planHistoryId: approved.historyId,
        code: 'BAD_REQUEST_ERROR',
        reason: 'payment_failed',
      });
    });

    it('the browser, then the webhook: its history id is kept', async () => {
      const { approved, placed, browser, webhook } = await declined();
      expect((await browser()).status).toBe(200);
      expect((await webhook()).json()).toMatchObject({ outcome: 'recorded' });
      const failures = await theFailure(approved);
      expect(failures).toHaveLength(1);
      expect(failures[0]).toMatchObject({
        orderId: await orderIdOf(placed),
        planHistoryId: approved.historyId,
        reason: 'payment_failed',
      });
      // Both reports are on record: the widget's error fields and the provider's payment entity.
      expect(failures[0]?.raw).toMatchObject({
        step: 'payment_authorization',
        event: 'payment.failed',
      });
    });

    it('merges the rows recorded twice before (migration 0016)', async () => {
      const { approved, placed } = await declined();
      const orderId = await orderIdOf(placed);
      const migration = readFileSync(
        join(t.config.migrationsDir, '0016_payment_failure_once.sql'),
        'utf8',
      ).split('--> statement-breakpoint');
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`drop index payment_failures_provider_payment_id_idx`);
        await tx.insert(paymentFailures).values([
          { orderId, providerPaymentId: 'pay_twice', code: 'BAD_REQUEST_ERROR', raw: { a: 1 } },
          { planHistoryId: approved.historyId, providerPaymentId: 'pay_twice', reason: 'x' },
        ]);
        for (const statement of migration) await tx.execute(sql.raw(statement));
      });
      const rows = await t.db
        .select()
        .from(paymentFailures)
        .where(eq(paymentFailures.providerPaymentId, 'pay_twice'));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        orderId,
        planHistoryId: approved.historyId,
        code: 'BAD_REQUEST_ERROR',
        reason: 'x',
        raw: { a: 1 },
      });
    });

    it('both at once', async () => {
      const { approved, browser, webhook } = await declined();
      const [fromBrowser, fromWebhook] = await Promise.all([browser(), webhook()]);
      expect(fromBrowser.status).toBe(200);
      expect(fromWebhook.statusCode).toBe(200);
      expect(await theFailure(approved)).toHaveLength(1);
    });
  });

  it('records a second payment for a paid membership as refund due, never a second member', async () => {
    const approved = await approvedApplication(t.app, t.db);
    const plain = await order(approved);
    const withCoupon = await order(approved, { coupon: 'WELCOME10' });
    expect(withCoupon.order_id).not.toBe(plain.order_id);
    const api = paymentApi(t.app);
    const firstWidget = await paid(plain);
    const secondWidget = await paid(withCoupon);
    expect((await api.paymentSuccess(successBody(plain, firstWidget))).status).toBe(200);
    const second = await api.paymentSuccess(successBody(withCoupon, secondWidget));
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/already paid/);
    const [refund] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, secondWidget.razorpay_payment_id));
    expect(refund?.status).toBe('refund_due');
    expect(await countOf(members, eq(members.email, approved.email))).toBe(1);
    const [row] = await t.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.uniqueOrderId, withCoupon.unique_order_id));
    expect(row?.status).toBe('refund_due');
    // The checkout now says so.
    expect(
      (await api.checkout(`/api/checkout/${approved.applicationId}`, approved.auth)).body,
    ).toMatchObject({ success: false, already_paid: true });
  });

  it('confirms through reconciliation a payment whose callback and webhook were both lost', async () => {
    const { approved } = await placedAndPaid();
    const result = await t.app.payments.orders.reconcile({ minAgeMinutes: -1 });
    expect(result.confirmed).toBeGreaterThanOrEqual(1);
    expect(await countOf(members, eq(members.email, approved.email))).toBe(1);
    expect((await t.app.payments.orders.reconcile({ minAgeMinutes: -1 })).confirmed).toBe(0);
  });

  it("lets staff read a checkout but not pay someone else's through a member token", async () => {
    const approved = await approvedApplication(t.app, t.db);
    const api = paymentApi(t.app);
    const admin = await staffBearer(t.app, t.db, 'admin@example.com');
    expect((await api.checkout(`/api/checkout/${approved.applicationId}`, admin)).status).toBe(200);

    // A member signed in with their own token, aiming at this applicant's application.
    const other = await seededMember(t.app, t.db, 'active@example.com');
    expect((await api.checkout(`/api/checkout/${approved.applicationId}`, other.auth)).status).toBe(
      403,
    );
    const created = await api.createOrder(other.auth, {
      user_id: approved.applicationId,
      type: 'register',
    });
    expect(created.status).toBe(403);
    // Nor report a failure against its plan history (not found to them, as an unknown one is).
    const reported = await api.call('POST', '/api/unsuccessful', other.auth, {
      history_id: approved.historyId,
      error: { code: 'BAD_REQUEST_ERROR', reason: 'payment_failed' },
    });
    expect(reported.status).toBe(404);
    const [row] = await t.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.applicationId, approved.applicationId));
    expect(row?.n).toBe(0);
    expect(
      await t.db
        .select()
        .from(paymentFailures)
        .where(eq(paymentFailures.planHistoryId, approved.historyId)),
    ).toEqual([]);
  });
});

/** Reads `read` until `done` holds of its value (or 5 s pass); answers the last value read. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

async function orderIdOf(placed: PaymentOrder): Promise<number> {
  const [row] = await t.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.uniqueOrderId, placed.unique_order_id)));
  return row!.id;
}
