// Renewal, revival and upgrade checkouts and what their payment does to the membership (member-area
// spec §2.5, §2.6, §4.2, §4.6), with the seeded members of the demo data.
import { addMinutes, addYears } from 'date-fns';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CheckoutData, PaymentOrder, ProviderSuccess } from '@portico/domain/checkout';
import { renewalOpensOn } from '@portico/domain/renewal';
import { useTestApp } from '../../../test/support/app';
import {
  auditLog,
  members,
  membershipCategories,
  membershipPeriods,
  planHistory,
} from '../../db/schema';
import {
  approvedApplication,
  paymentApi,
  seededMember,
} from '../../../test/support/payment-fixtures';

const t = useTestApp();

async function latestPeriod(memberId: number) {
  const [row] = await t.db
    .select()
    .from(membershipPeriods)
    .where(eq(membershipPeriods.memberId, memberId))
    .orderBy(desc(membershipPeriods.endsAt));
  return row!;
}

async function payAndConfirm(placed: PaymentOrder) {
  const api = paymentApi(t.app);
  const widget = (await api.pay(placed.order_id)).body as ProviderSuccess;
  return api.paymentSuccess({
    ...widget,
    history_id: placed.history_id,
    history_type: placed.history_type,
  });
}

async function checkoutData(path: string, auth: Record<string, string>): Promise<CheckoutData> {
  const { status, body } = await paymentApi(t.app).checkout(path, auth);
  expect(status).toBe(200);
  if (!body.success) throw new Error(body.message);
  return body.data;
}

describe('renewal', () => {
  it('charges the annual fee plus GST for the year after the expiry, then extends it', async () => {
    const { member, userId, auth } = await seededMember(t.app, t.db, 'renew@example.com');
    const expiry = (await latestPeriod(member.id)).endsAt;
    const data = await checkoutData(`/api/renew_checkout/${userId}`, auth);
    expect(data).toMatchObject({
      type: 'renew',
      Plan_Name: 'Silver',
      Joining_Fees: 0,
      Email: 'renew@example.com',
      period: {
        from: addMinutes(expiry, 1).toISOString(),
        to: addYears(expiry, 1).toISOString(),
      },
      plan_history: { history_type: 'renew', app_id: userId },
    });
    expect(data.gst).toBe(Math.round(data.Annual_Fees * 18) / 100);
    expect(data.total).toBe(data.Annual_Fees + data.gst);

    const created = await paymentApi(t.app).createOrder(auth, { user_id: userId, type: 'renew' });
    expect(created.body.data).toMatchObject({ description: 'Renew Fee', history_type: 'renew' });
    const confirmed = await payAndConfirm(created.body.data);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data).toMatchObject({ type: 'renew', Unique_id: member.memberNumber });

    const renewed = await latestPeriod(member.id);
    expect(renewed.startsAt).toEqual(addMinutes(expiry, 1));
    expect(renewed.endsAt).toEqual(addYears(expiry, 1));
    // Renewed: no longer due, so no second renewal is offered.
    expect(
      (await paymentApi(t.app).checkout(`/api/renew_checkout/${userId}`, auth)).body,
    ).toMatchObject({
      success: false,
      message: 'Your membership is not due for renewal yet.',
      // The page says when it opens: 60 days before the new expiry.
      renewal_opens: renewalOpensOn(addYears(expiry, 1)).toISOString(),
    });
  });

  it('keeps the lapse of a late renewal on record instead of moving the old period', async () => {
    const { member, userId, auth } = await seededMember(t.app, t.db, 'lapsed@example.com');
    const before = await latestPeriod(member.id);
    const created = await paymentApi(t.app).createOrder(auth, { user_id: userId, type: 'renew' });
    expect((await payAndConfirm(created.body.data)).status).toBe(200);
    const periods = await t.db
      .select()
      .from(membershipPeriods)
      .where(eq(membershipPeriods.memberId, member.id))
      .orderBy(membershipPeriods.startsAt);
    expect(periods.at(-2)).toMatchObject({ startsAt: before.startsAt, endsAt: before.endsAt });
    expect(periods.at(-1)?.startsAt).toEqual(addMinutes(before.endsAt, 1));
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'membership.renewed'))
      .orderBy(desc(auditLog.id));
    expect(entry?.after).toMatchObject({ lapsed_days: 30 });
    const [row] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(row?.status).toBe('active');
  });

  it('is not offered before the window, nor beyond it (that is a revival)', async () => {
    const api = paymentApi(t.app);
    const active = await seededMember(t.app, t.db, 'active@example.com');
    expect(
      (await api.checkout(`/api/renew_checkout/${active.userId}`, active.auth)).body,
    ).toMatchObject({ success: false });
    expect(
      (await api.createOrder(active.auth, { user_id: active.userId, type: 'renew' })).status,
    ).toBe(409);
    const revive = await seededMember(t.app, t.db, 'revive@example.com');
    expect(
      (await api.checkout(`/api/renew_checkout/${revive.userId}`, revive.auth)).body,
    ).toMatchObject({ success: false });
  });

  it("answers 403 for another member's renewal", async () => {
    const renew = await seededMember(t.app, t.db, 'renew@example.com');
    const other = await seededMember(t.app, t.db, 'active@example.com');
    const api = paymentApi(t.app);
    expect((await api.checkout(`/api/renew_checkout/${renew.userId}`, other.auth)).status).toBe(
      403,
    );
    expect(
      (await api.createOrder(other.auth, { user_id: renew.userId, type: 'renew' })).status,
    ).toBe(403);
  });
});

describe('revival', () => {
  it('restarts a membership lapsed beyond the window for a year from the payment', async () => {
    const { member, userId, auth } = await seededMember(t.app, t.db, 'revive@example.com');
    const data = await checkoutData(`/api/revive_renew_checkout/${userId}`, auth);
    expect(data).toMatchObject({ type: 'revive_renew', Joining_Fees: 0, Plan_Name: 'Silver' });
    const created = await paymentApi(t.app).createOrder(auth, {
      user_id: userId,
      type: 'revive_renew',
    });
    expect(created.body.data).toMatchObject({
      description: 'Renew Fee',
      history_type: 'revive_renew',
    });
    const [history] = await t.db
      .select()
      .from(planHistory)
      .where(eq(planHistory.id, created.body.data.history_id));
    expect(history).toMatchObject({ historyType: 'revive_renew', paymentStatus: 'unpaid' });

    const started = Date.now();
    expect((await payAndConfirm(created.body.data)).status).toBe(200);
    const period = await latestPeriod(member.id);
    expect(period.startsAt.getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(period.endsAt).toEqual(addYears(period.startsAt, 1));
    const [paid] = await t.db.select().from(planHistory).where(eq(planHistory.id, history!.id));
    expect(paid?.paymentStatus).toBe('paid');
  });

  it('is refused inside the renewal window', async () => {
    const { userId, auth } = await seededMember(t.app, t.db, 'lapsed@example.com');
    expect(
      (await paymentApi(t.app).checkout(`/api/revive_renew_checkout/${userId}`, auth)).body,
    ).toMatchObject({ success: false });
  });
});

describe('upgrade', () => {
  it('charges the differences, moves the member to the new category and keeps the expiry', async () => {
    const { member, auth } = await seededMember(t.app, t.db, 'active@example.com');
    const expiry = (await latestPeriod(member.id)).endsAt;
    const upgrade = await approvedApplication(t.app, t.db, {
      category: 'Platinum',
      journey: 'upgrade',
      memberId: member.id,
      email: member.email,
      mobile: member.mobileNumber,
    });
    const catalogue = (await t.app.inject({ method: 'GET', url: '/api/membership' })).json<{
      data: { name: string; joining_fee: number; annual_fee: number }[];
    }>().data;
    const gold = catalogue.find((category) => category.name === 'Gold')!;
    const platinum = catalogue.find((category) => category.name === 'Platinum')!;
    const data = await checkoutData(`/api/checkout_upgrade/${upgrade.applicationId}`, auth);
    expect(data).toMatchObject({
      type: 'upgrade',
      Plan_Name: 'Platinum',
      Pervious_Plan_Name: 'Gold',
      Pervious_Joining_Fees: gold.joining_fee,
      diff_Joining_Fees: platinum.joining_fee - gold.joining_fee,
      Joining_Fees: platinum.joining_fee - gold.joining_fee,
      diff_Annual_Fees: platinum.annual_fee - gold.annual_fee,
    });

    const created = await paymentApi(t.app).createOrder(auth, {
      user_id: upgrade.applicationId,
      type: 'upgrade',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const confirmed = await payAndConfirm(created.body.data);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({
      type: 'upgrade',
      Plan_Name: 'Platinum',
      Unique_id: member.memberNumber,
    });
    const [after] = await t.db
      .select({ category: membershipCategories.name })
      .from(members)
      .innerJoin(membershipCategories, eq(membershipCategories.id, members.categoryId))
      .where(eq(members.id, member.id));
    expect(after?.category).toBe('Platinum');
    expect((await latestPeriod(member.id)).endsAt).toEqual(expiry);
    // The member's session still knows them by their first application: the plan shows Platinum.
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/plan_status/${member.applicationId}`,
      headers: auth,
    });
    expect(status.statusCode).toBe(200);
    expect(status.json<{ data: { Plan_Name: string } }>().data.Plan_Name).toBe('Platinum');
    const [history] = await t.db
      .select()
      .from(planHistory)
      .where(eq(planHistory.id, upgrade.historyId));
    expect(history?.paymentStatus).toBe('paid');
  });
});
