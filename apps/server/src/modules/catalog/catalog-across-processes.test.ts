// Two server processes on one PostgreSQL database (decision 027): a fee or coupon staff change
// through one is what the other charges at once, and its public list follows as soon as the change's
// notice arrives, also when the notice was missed because the listening connection had dropped.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutResponse } from '@portico/domain/checkout';
import { useTestApp } from '../../../test/support/app';
import { useSecondProcess } from '../../../test/support/second-process';
import { staffBearer } from '../../../test/support/tokens';
import type { App } from '../../app';
import { coupons, membershipCategories } from '../../db/schema';
import { approvedApplication, paymentApi } from '../../../test/support/payment-fixtures';
import { categoryIdOf, request } from '../../../test/support/staff-admin-fixtures';
import { CATALOG_LISTENER_NAME } from '../../db/catalog-change-notices';

const t = useTestApp();
const other = useSecondProcess(t);

async function goldJoiningFee(app: App): Promise<number | undefined> {
  const response = await app.inject({ method: 'GET', url: '/api/membership' });
  return response
    .json<{ data: { name: string; joining_fee: number }[] }>()
    .data.find((category) => category.name === 'Gold')?.joining_fee;
}

function joiningFees(answer: { body: CheckoutResponse }): number {
  if (!answer.body.success) throw new Error(answer.body.message);
  return answer.body.data.Joining_Fees;
}

describe('a catalog edit through one process', () => {
  it('is charged by the other at once: its checkout and a new order have the new fee', async (context) => {
    if (t.driver !== 'postgres') context.skip();
    const approved = await approvedApplication(t.app, t.db);
    const path = `/api/checkout/${approved.applicationId}`;
    const before = joiningFees(await paymentApi(other.app).checkout(path, approved.auth));

    const gold = await categoryIdOf(t.db, 'Gold');
    const admin = await staffBearer(t.app, t.db, 'admin@example.com');
    const edit = await request(t.app).patch(
      `/api/staff/categories/${gold}`,
      { joining_fee: before + 2000 },
      admin,
    );
    expect(edit.status).toBe(200);

    expect(joiningFees(await paymentApi(other.app).checkout(path, approved.auth))).toBe(
      before + 2000,
    );
    const created = await paymentApi(other.app).createOrder(approved.auth, {
      user_id: approved.applicationId,
      type: 'register',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const [row] = await t.db
      .select()
      .from(membershipCategories)
      .where(eq(membershipCategories.id, gold));
    const annual = row!.annualFeePaise / 100;
    const gst = Math.round((before + 2000 + annual) * 18) / 100;
    expect(created.body.data.total_amount).toBe(before + 2000 + annual + gst);
  });

  it('reaches the other process’s public list as soon as its notice arrives', async (context) => {
    if (t.driver !== 'postgres') context.skip();
    const before = await goldJoiningFee(other.app); // cached there now
    const gold = await categoryIdOf(t.db, 'Gold');
    const admin = await staffBearer(t.app, t.db, 'admin@example.com');
    await request(t.app).patch(`/api/staff/categories/${gold}`, { joining_fee: 61000 }, admin);
    expect(before).not.toBe(61000);
    await vi.waitFor(async () => expect(await goldJoiningFee(other.app)).toBe(61000), {
      timeout: 2000,
      interval: 5,
    });
  });

  it('is not missed while a process’s listening connection is down', async (context) => {
    if (t.driver !== 'postgres') context.skip();
    expect(await goldJoiningFee(other.app)).toBe(50000); // cached there now
    // Both processes lose their listening connection, and a change is made that notifies nobody.
    await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = ${CATALOG_LISTENER_NAME} and datname = current_database()`);
    await t.db
      .update(membershipCategories)
      .set({ joiningFeePaise: 6_200_000 })
      .where(eq(membershipCategories.name, 'Gold'));
    await vi.waitFor(async () => expect(await goldJoiningFee(other.app)).toBe(62000), {
      timeout: 5000,
      interval: 20,
    });
    // Listening again: a later edit is heard as before.
    const admin = await staffBearer(t.app, t.db, 'admin@example.com');
    const gold = await categoryIdOf(t.db, 'Gold');
    await vi.waitFor(
      async () => {
        await request(t.app).patch(`/api/staff/categories/${gold}`, { joining_fee: 63000 }, admin);
        expect(await goldJoiningFee(other.app)).toBe(63000);
      },
      { timeout: 5000, interval: 50 },
    );
  });

  it('switching a coupon off is refused by the other process at once', async (context) => {
    if (t.driver !== 'postgres') context.skip();
    const approved = await approvedApplication(t.app, t.db);
    const path = `/api/checkout/${approved.applicationId}/welcome10`;
    const applied = await paymentApi(other.app).checkout(path, approved.auth);
    expect(applied.body.success && applied.body.data.coupon.status).toBe(true);

    const [welcome] = await t.db.select().from(coupons).where(eq(coupons.code, 'WELCOME10'));
    const accounts = await staffBearer(t.app, t.db, 'accounts@example.com');
    const edit = await request(t.app).patch(
      `/api/staff/coupons/${welcome!.id}`,
      { active: false },
      accounts,
    );
    expect(edit.status).toBe(200);

    const refused = await paymentApi(other.app).checkout(path, approved.auth);
    expect(refused.body.success && refused.body.data.coupon.status).toBe(false);
    const created = await paymentApi(other.app).createOrder(approved.auth, {
      user_id: approved.applicationId,
      type: 'register',
      coupon: 'WELCOME10',
    });
    expect(created.status).toBe(400);
  });
});
