// Security review finding 3: a payment that arrives after staff cancelled the application (browser
// callback, webhook or reconciliation) is recorded and marked for refund; it activates nothing, and
// staff see it. Cancelling voids the application's open orders.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PaymentOrder, ProviderSuccess } from '@portico/domain/checkout';
import { useTestApp } from '../../../test/support/app';
import { staffBearer } from '../../../test/support/tokens';
import {
  auditLog,
  members,
  membershipCategories,
  orders,
  payments,
  planHistory,
} from '../../db/schema';
import { staffApi } from '../../../test/support/pipeline-fixtures';
import {
  approvedApplication,
  deliverWebhook,
  paymentApi,
  seededMember,
  signedWebhook,
  type Approved,
} from '../../../test/support/payment-fixtures';

const t = useTestApp();

const CANCELLED_REFUND =
  'This application was cancelled, so your payment was not applied. It has been recorded and will be refunded.';

async function placeOrder(approved: Approved, type: 'register' | 'upgrade' = 'register') {
  const created = await paymentApi(t.app).createOrder(approved.auth, {
    user_id: approved.applicationId,
    type,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.data;
}

async function cancel(approved: Approved) {
  const staff = staffApi(t.app, t.db);
  const answer = await staff.act(
    await staff.as('admin@example.com'),
    approved.applicationId,
    'cancel',
    {
      remark: 'Duplicate application',
    },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** The sandbox widget takes the money; its webhook is kept back (each test delivers its own). */
async function payAtProvider(placed: PaymentOrder): Promise<ProviderSuccess> {
  const answer = await paymentApi(t.app).pay(placed.order_id);
  expect(answer.body.success).toBe(true);
  return answer.body as ProviderSuccess;
}

async function orderRow(placed: PaymentOrder) {
  const [row] = await t.db
    .select()
    .from(orders)
    .where(eq(orders.uniqueOrderId, placed.unique_order_id));
  return row!;
}

type RefundRow = {
  provider_payment_id: string;
  unique_order_id: string;
  amount: number;
  reason: string;
  application_id: number | null;
};

async function refundList(email = 'accounts@example.com') {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/staff/refunds',
    headers: await staffBearer(t.app, t.db, email),
  });
  return { status: response.statusCode, body: response.json<{ data: { items: RefundRow[] } }>() };
}

/** What a payment for a cancelled application must leave: on record for refund, nothing active. */
async function recordedForRefundOnly(approved: Approved, placed: PaymentOrder, paymentId: string) {
  const [payment] = await t.db
    .select()
    .from(payments)
    .where(eq(payments.providerPaymentId, paymentId));
  expect(payment).toMatchObject({
    status: 'refund_due',
    refundReason: 'cancelled',
    amountPaise: placed.amount,
  });
  const order = await orderRow(placed);
  expect(payment?.orderId).toBe(order.id);
  expect(order).toMatchObject({ status: 'refund_due', invoiceNumber: null, paidAt: null });
  const [history] = await t.db
    .select()
    .from(planHistory)
    .where(eq(planHistory.id, approved.historyId));
  expect(history).toMatchObject({
    cancelled: true,
    reviewStage: 'cancelled',
    paymentStatus: 'unpaid',
  });
  expect(await t.db.select().from(members).where(eq(members.email, approved.email))).toEqual([]);

  // Staff see it: on the application's page (its audit) and in the list of refunds due.
  const staff = staffApi(t.app, t.db);
  const detail = await staff.detail(await staff.as('admin@example.com'), approved.applicationId);
  expect(detail.status).toBe(200);
  const audit = (detail.body as { data: { audit: { action: string; after: unknown }[] } }).data
    .audit;
  expect(audit.find((entry) => entry.action === 'payment.refund_due')?.after).toMatchObject({
    order: placed.unique_order_id,
    payment: paymentId,
    amount_paise: placed.amount,
    reason: 'cancelled',
  });
  const list = await refundList();
  expect(list.status).toBe(200);
  expect(list.body.data.items).toContainEqual(
    expect.objectContaining({
      provider_payment_id: paymentId,
      unique_order_id: placed.unique_order_id,
      amount: placed.total_amount,
      reason: 'cancelled',
      application_id: approved.applicationId,
    }),
  );
}

describe('cancelling an application', () => {
  it('voids its open orders in the same step, audited, and the checkout makes no new one', async () => {
    const approved = await approvedApplication(t.app, t.db);
    const placed = await placeOrder(approved);
    await cancel(approved);

    expect((await orderRow(placed)).status).toBe('voided');
    const [voided] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'order.voided'), eq(auditLog.entityId, placed.unique_order_id)),
      );
    expect(voided?.after).toMatchObject({ reason: 'application cancelled' });
    const staff = staffApi(t.app, t.db);
    const detail = await staff.detail(await staff.as('admin@example.com'), approved.applicationId);
    const audit = (detail.body as { data: { audit: { action: string; after: unknown }[] } }).data
      .audit;
    expect(audit.find((entry) => entry.action === 'review.cancel')?.after).toMatchObject({
      voided_orders: [placed.unique_order_id],
    });

    const again = await paymentApi(t.app).createOrder(approved.auth, {
      user_id: approved.applicationId,
      type: 'register',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Application Cancelled!');
  });
});

describe('a payment for a cancelled application', () => {
  it('through the browser callback: recorded for refund, nothing activated, the payer told', async () => {
    const approved = await approvedApplication(t.app, t.db);
    const placed = await placeOrder(approved);
    await cancel(approved);
    const widget = await payAtProvider(placed);

    const answer = await paymentApi(t.app).paymentSuccess({
      ...widget,
      history_id: placed.history_id,
      history_type: placed.history_type,
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ success: false, message: CANCELLED_REFUND });
    await recordedForRefundOnly(approved, placed, widget.razorpay_payment_id);

    // A replay says the same and records nothing more.
    const replay = await paymentApi(t.app).paymentSuccess({
      ...widget,
      history_id: placed.history_id,
    });
    expect(replay.body).toMatchObject({ success: false, message: CANCELLED_REFUND });
    expect(
      await t.db
        .select()
        .from(payments)
        .where(eq(payments.providerPaymentId, widget.razorpay_payment_id)),
    ).toHaveLength(1);
  });

  it('through the webhook', async () => {
    const approved = await approvedApplication(t.app, t.db);
    const placed = await placeOrder(approved);
    await cancel(approved);
    const widget = await payAtProvider(placed);

    const answer = await deliverWebhook(
      t.app,
      signedWebhook(t.config.appSecret, {
        orderId: placed.order_id,
        paymentId: widget.razorpay_payment_id,
        amount: placed.amount,
        id: `evt_cancelled_${widget.razorpay_payment_id}`,
      }),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, outcome: 'refund_due' });
    await recordedForRefundOnly(approved, placed, widget.razorpay_payment_id);
  });

  it('through the reconciliation job', async () => {
    const approved = await approvedApplication(t.app, t.db);
    const placed = await placeOrder(approved);
    await cancel(approved);
    const widget = await payAtProvider(placed);

    const result = await t.app.payments.orders.reconcile({ minAgeMinutes: -1 });
    expect(result.confirmed).toBe(0);
    await recordedForRefundOnly(approved, placed, widget.razorpay_payment_id);
    // Settled: the next run does not ask again.
    expect((await t.app.payments.orders.reconcile({ minAgeMinutes: -1 })).checked).toBe(0);
  });

  it('of an order made just before the cancel but opened after it is refunded too', async () => {
    // The order's row came after the cancel voided the open ones: its plan history says cancelled.
    const approved = await approvedApplication(t.app, t.db);
    const placed = await placeOrder(approved);
    await cancel(approved);
    await t.db
      .update(orders)
      .set({ status: 'created' })
      .where(eq(orders.uniqueOrderId, placed.unique_order_id));
    const widget = await payAtProvider(placed);
    const answer = await paymentApi(t.app).paymentSuccess({
      ...widget,
      history_id: placed.history_id,
    });
    expect(answer.status).toBe(409);
    await recordedForRefundOnly(approved, placed, widget.razorpay_payment_id);
  });

  it('of an upgrade: the member keeps their category', async () => {
    const { member, auth } = await seededMember(t.app, t.db, 'active@example.com');
    const upgrade = await approvedApplication(t.app, t.db, {
      category: 'Platinum',
      journey: 'upgrade',
      memberId: member.id,
      email: member.email,
      mobile: member.mobileNumber,
    });
    const placed = await placeOrder({ ...upgrade, auth }, 'upgrade');
    await cancel(upgrade);
    const widget = await payAtProvider(placed);
    const answer = await paymentApi(t.app).paymentSuccess({
      ...widget,
      history_id: placed.history_id,
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(CANCELLED_REFUND);
    const [after] = await t.db
      .select({ category: membershipCategories.name })
      .from(members)
      .innerJoin(membershipCategories, eq(membershipCategories.id, members.categoryId))
      .where(eq(members.id, member.id));
    expect(after?.category).toBe('Gold');
    expect((await orderRow(placed)).status).toBe('refund_due');
  });

  it('paid while staff cancel: either cancelled and refunded, or paid and not cancelled', async () => {
    const approved = await approvedApplication(t.app, t.db);
    const placed = await placeOrder(approved);
    const widget = await payAtProvider(placed);
    const staff = staffApi(t.app, t.db);
    const admin = await staff.as('admin@example.com');
    const [cancelled, confirmed] = await Promise.all([
      staff.act(admin, approved.applicationId, 'cancel', { remark: 'Duplicate' }),
      paymentApi(t.app).paymentSuccess({ ...widget, history_id: placed.history_id }),
    ]);
    const [history] = await t.db
      .select()
      .from(planHistory)
      .where(eq(planHistory.id, approved.historyId));
    const memberRows = await t.db.select().from(members).where(eq(members.email, approved.email));
    if (cancelled.status === 200) {
      expect(confirmed.status).toBe(409);
      expect(history).toMatchObject({ reviewStage: 'cancelled', paymentStatus: 'unpaid' });
      expect(memberRows).toEqual([]);
    } else {
      expect(cancelled.status).toBe(409);
      expect(confirmed.status).toBe(200);
      expect(history).toMatchObject({ cancelled: false, paymentStatus: 'paid' });
      expect(memberRows).toHaveLength(1);
    }
  });
});

describe('the list of payments to refund', () => {
  it('is for accounts and admin only', async () => {
    expect((await refundList('accounts@example.com')).status).toBe(200);
    expect((await refundList('admin@example.com')).status).toBe(200);
    expect((await refundList('zm.north@example.com')).status).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/staff/refunds' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('migration 0019', () => {
  it('gives every refund due before it the reason already_paid', async () => {
    const approved = await approvedApplication(t.app, t.db);
    const order = await orderRow(await placeOrder(approved));
    const statements = readFileSync(
      join(t.config.migrationsDir, '0019_voided_orders_refund_reasons_coupon_holds.sql'),
      'utf8',
    ).split('--> statement-breakpoint');
    const rolledBack = new Error('rolled back on purpose');
    // Replayed on the schema as it was before, inside a transaction that is then rolled back.
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`drop table coupon_holds`);
        await tx.execute(sql`drop index payments_refund_due_idx`);
        await tx.execute(sql`alter table payments drop column refund_reason`);
        await tx.execute(
          sql`insert into payments (order_id, provider_payment_id, amount_paise, status)
            values (${order.id}, 'pay_before_0019', ${order.totalPaise}, 'refund_due')`,
        );
        for (const statement of statements) await tx.execute(sql.raw(statement));
        const [row] = await tx
          .select({ reason: payments.refundReason })
          .from(payments)
          .where(eq(payments.providerPaymentId, 'pay_before_0019'));
        expect(row?.reason).toBe('already_paid');
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
  });
});
