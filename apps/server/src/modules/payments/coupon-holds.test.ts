// Security review finding 5: a coupon's last use is held by the first order made with it, so orders
// racing for it get one discount between them, and a payment never counts a use beyond the limit.
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couponRefusal, type PaymentOrder, type ProviderSuccess } from '@portico/domain/checkout';
import { useTestApp } from '../../../test/support/app';
import { couponHolds, coupons, orders, payments } from '../../db/schema';
import { staffApi } from '../../../test/support/pipeline-fixtures';
import {
  approvedApplication,
  paymentApi,
  type Approved,
} from '../../../test/support/payment-fixtures';

const t = useTestApp();

const CODE = 'LASTONE';

/** A 10% coupon with one use left. */
async function singleUseCoupon() {
  const [coupon] = await t.db
    .insert(coupons)
    .values({ code: CODE, kind: 'percent', value: 10, usageLimit: 1 })
    .returning();
  return coupon!;
}

async function usedCount() {
  const [row] = await t.db.select().from(coupons).where(eq(coupons.code, CODE));
  return row!.usedCount;
}

function orderWithCoupon(approved: Approved) {
  return paymentApi(t.app).createOrder(approved.auth, {
    user_id: approved.applicationId,
    type: 'register',
    coupon: CODE,
  });
}

async function payAndConfirm(placed: PaymentOrder) {
  const api = paymentApi(t.app);
  const widget = (await api.pay(placed.order_id)).body as ProviderSuccess;
  return api.paymentSuccess({ ...widget, history_id: placed.history_id });
}

/** As if the order had been made longer ago than its coupon is held. */
async function expireHold(placed: PaymentOrder) {
  await t.db
    .update(couponHolds)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(couponHolds.orderNumber, placed.unique_order_id));
}

/** Its last use taken: refusals say so (not 'Coupon Expired'). */
const USED_UP = couponRefusal('used_up');
const COUPON_REFUSED = { message: USED_UP, errors: { coupon: USED_UP } };

describe('a coupon with one use left', () => {
  it('goes to exactly one of 20 orders made at once; the others are told it has run out', async () => {
    await singleUseCoupon();
    const applicants: Approved[] = [];
    for (let index = 0; index < 20; index += 1) {
      applicants.push(await approvedApplication(t.app, t.db));
    }
    const answers = await Promise.all(applicants.map(orderWithCoupon));

    const made = answers.filter((answer) => answer.status === 200);
    expect(made).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 400);
    expect(refused).toHaveLength(19);
    for (const answer of refused) expect(answer.body).toMatchObject(COUPON_REFUSED);
    const [discounted] = await t.db
      .select({ n: count() })
      .from(orders)
      .where(sql`${orders.discountPaise} > 0 and ${orders.couponId} is not null`);
    expect(discounted?.n).toBe(1);

    // The one order pays at the discount and the use is counted once.
    expect((await payAndConfirm(made[0]!.body.data)).status).toBe(200);
    expect(await usedCount()).toBe(1);
  });

  it('is still the applicant’s own on a second click: the same order comes back', async () => {
    await singleUseCoupon();
    const approved = await approvedApplication(t.app, t.db);
    const first = await orderWithCoupon(approved);
    const second = await orderWithCoupon(approved);
    expect(second.status).toBe(200);
    expect(second.body.data.unique_order_id).toBe(first.body.data.unique_order_id);
    const shown = await paymentApi(t.app).checkout(
      `/api/checkout/${approved.applicationId}/${CODE}`,
      approved.auth,
    );
    if (!shown.body.success) throw new Error(shown.body.message);
    expect(shown.body.data.coupon.status).toBe(true);
  });

  it('is offered to others again once the order holding it is voided', async () => {
    await singleUseCoupon();
    const holder = await approvedApplication(t.app, t.db);
    const other = await approvedApplication(t.app, t.db);
    expect((await orderWithCoupon(holder)).status).toBe(200);
    const shown = await paymentApi(t.app).checkout(
      `/api/checkout/${other.applicationId}/${CODE}`,
      other.auth,
    );
    if (!shown.body.success) throw new Error(shown.body.message);
    expect(shown.body.data.coupon).toMatchObject({
      status: false,
      msg: USED_UP,
      reason: 'used_up',
    });
    expect((await orderWithCoupon(other)).body).toMatchObject(COUPON_REFUSED);

    const staff = staffApi(t.app, t.db);
    const cancelled = await staff.act(
      await staff.as('admin@example.com'),
      holder.applicationId,
      'cancel',
      {
        remark: 'Withdrawn',
      },
    );
    expect(cancelled.status).toBe(200);
    expect((await orderWithCoupon(other)).status).toBe(200);
  });

  it('is offered to others again once the hold has expired', async () => {
    await singleUseCoupon();
    const holder = await approvedApplication(t.app, t.db);
    const other = await approvedApplication(t.app, t.db);
    const held = await orderWithCoupon(holder);
    expect((await orderWithCoupon(other)).status).toBe(400);
    await expireHold(held.body.data);
    expect((await orderWithCoupon(other)).status).toBe(200);
  });

  it('is counted once when two orders made with it are both paid: the late one is refunded', async () => {
    await singleUseCoupon();
    const late = await approvedApplication(t.app, t.db);
    const onTime = await approvedApplication(t.app, t.db);
    const lateOrder = (await orderWithCoupon(late)).body.data;
    await expireHold(lateOrder);
    const onTimeOrder = (await orderWithCoupon(onTime)).body.data;
    expect(onTimeOrder.unique_order_id).toBeDefined();

    const [lateAnswer, onTimeAnswer] = await Promise.all([
      payAndConfirm(lateOrder),
      payAndConfirm(onTimeOrder),
    ]);
    expect(onTimeAnswer.status).toBe(200);
    expect(lateAnswer.status).toBe(409);
    expect(lateAnswer.body.message).toBe(
      'The coupon was used up before your payment arrived, so your payment was not applied. It has been recorded and will be refunded; please pay again.',
    );
    expect(await usedCount()).toBe(1);
    const [refund] = await t.db
      .select({ status: payments.status, reason: payments.refundReason })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(orders.uniqueOrderId, lateOrder.unique_order_id));
    expect(refund).toEqual({ status: 'refund_due', reason: 'coupon_used_up' });
    const paidWithCoupon = await t.db
      .select({ n: count() })
      .from(orders)
      .where(sql`${orders.status} = 'paid' and ${orders.couponCode} = ${CODE}`);
    expect(paidWithCoupon[0]?.n).toBe(1);
  });
});
