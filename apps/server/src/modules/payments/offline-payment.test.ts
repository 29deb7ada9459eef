// Offline payments (issue #15): accounts staff record a cheque, NEFT/RTGS, UPI or cash payment for
// the checkout's total (less is a part payment, with TDS and bank charges: offline-settlement.test.ts,
// decision 081); it activates like a card payment (member number, invoice from the
// same series, receipt emailed), is audited, and is never recorded twice nor for a cancelled
// application.
import { addMinutes, addYears } from 'date-fns';
import { and, desc, eq } from 'drizzle-orm';
import { formatInrPaise } from '@portico/domain/currency';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import {
  latestPayment,
  moneyApi,
  paidByCard,
  todayInIndia,
} from '../../../test/support/money-fixtures';
import {
  approvedApplication,
  paymentApi,
  seededMember,
} from '../../../test/support/payment-fixtures';
import { auditLog, members, membershipPeriods, orders, planHistory } from '../../db/schema';

const t = useTestApp();

async function checkoutTotal(applicationId: number, auth: Record<string, string>) {
  const { body } = await paymentApi(t.app).checkout(`/api/checkout/${applicationId}`, auth);
  if (!body.success) throw new Error(body.message);
  return body.data.total;
}

const cheque = (amount: number) => ({
  purpose: 'register',
  amount,
  method: 'cheque',
  reference: 'CHQ 004512',
  bank: 'State Bank of India',
  received_on: todayInIndia(),
});

describe('recording an offline payment', () => {
  // Less than the total is a part payment (decision 081, offline-settlement.test.ts).
  it('refuses more than the checkout total, keeping nothing', async () => {
    const approved = await approvedApplication(t.app, t.db);
    const total = await checkoutTotal(approved.applicationId, approved.auth);
    const { status, body } = await moneyApi(t.app, t.db).recordOffline(
      approved.applicationId,
      cheque(total + 0.01),
    );
    expect(status).toBe(400);
    expect(body.message).toContain(`₹${formatInrPaise(Math.round(total * 100))}`);
    const rows = await t.db
      .select()
      .from(orders)
      .where(eq(orders.applicationId, approved.applicationId));
    expect(rows).toHaveLength(0);
  });

  it('activates exactly as a card payment: member number, invoice of the same series, receipt', async () => {
    const byCard = await approvedApplication(t.app, t.db);
    await paidByCard(t.app, byCard);
    const card = await latestPayment(t.db, byCard.applicationId);

    const approved = await approvedApplication(t.app, t.db);
    const total = await checkoutTotal(approved.applicationId, approved.auth);
    const { status, body } = await moneyApi(t.app, t.db).recordOffline(
      approved.applicationId,
      cheque(total),
    );
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.member_number).toMatch(/^[A-Z]+-?\d{4,}$/);
    const head = card.order.invoiceNumber!.slice(0, card.order.invoiceNumber!.lastIndexOf('/') + 1);
    expect(body.data.invoice_number?.startsWith(head)).toBe(true);
    expect(Number(body.data.invoice_number?.slice(head.length))).toBe(
      Number(card.order.invoiceNumber!.slice(head.length)) + 1,
    );

    const { payment, order } = await latestPayment(t.db, approved.applicationId);
    expect(order).toMatchObject({
      provider: 'offline',
      status: 'paid',
      totalPaise: Math.round(total * 100),
    });
    expect(payment).toMatchObject({
      status: 'captured',
      amountPaise: Math.round(total * 100),
      offlineMethod: 'cheque',
      offlineReference: 'CHQ 004512',
      offlineBank: 'State Bank of India',
      receivedOn: todayInIndia(),
    });
    expect(payment.recordedBy).toBeGreaterThan(0);
    // The same place of supply, split and billed party as a card payment's invoice.
    expect(order.cgstPaise + order.sgstPaise + order.igstPaise).toBe(order.gstPaise);
    expect({ igst: order.igstPaise > 0, state: order.placeOfSupplyState }).toEqual({
      igst: card.order.igstPaise > 0,
      state: card.order.placeOfSupplyState,
    });
    expect(order.billedGstin).toBe('29ABCDE1234F1ZW');
    const [member] = await t.db.select().from(members).where(eq(members.id, order.memberId!));
    expect(member).toMatchObject({ status: 'active', memberNumber: body.data.member_number });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'payment.offline_recorded'),
          eq(auditLog.entityId, String(approved.applicationId)),
        ),
      );
    expect(audit?.actor).toMatch(/^staff:\d+$/);
    expect(audit?.after).toMatchObject({ method: 'cheque', invoice: body.data.invoice_number });
    // The receipt job emails its tax invoice like any other.
    expect(await t.app.payments.receipts.emailJob.run()).toBeGreaterThanOrEqual(1);
    const [emailed] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(emailed?.receiptEmailedAt).not.toBeNull();
  });

  it('is recorded once: a second recording for the same application is a 409', async () => {
    const approved = await approvedApplication(t.app, t.db);
    const total = await checkoutTotal(approved.applicationId, approved.auth);
    const api = moneyApi(t.app, t.db);
    expect((await api.recordOffline(approved.applicationId, cheque(total))).status).toBe(200);
    const again = await api.recordOffline(approved.applicationId, {
      ...cheque(total),
      method: 'upi',
    });
    expect(again.status).toBe(409);
    const rows = await t.db
      .select()
      .from(orders)
      .where(eq(orders.applicationId, approved.applicationId));
    expect(rows).toHaveLength(1);
  });

  it('recorded twice at the same moment: one is paid, the other refused and rolled back', async () => {
    const approved = await approvedApplication(t.app, t.db);
    const total = await checkoutTotal(approved.applicationId, approved.auth);
    const api = moneyApi(t.app, t.db);
    const answers = await Promise.all([
      api.recordOffline(approved.applicationId, cheque(total)),
      api.recordOffline(approved.applicationId, { ...cheque(total), reference: 'CHQ 2' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const rows = await t.db
      .select()
      .from(orders)
      .where(eq(orders.applicationId, approved.applicationId));
    expect(rows.map((row) => row.status)).toEqual(['paid']);
  });

  it('refuses a cancelled application, a date to come and bad input', async () => {
    const approved = await approvedApplication(t.app, t.db);
    const total = await checkoutTotal(approved.applicationId, approved.auth);
    const api = moneyApi(t.app, t.db);
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect(
      (await api.recordOffline(approved.applicationId, { ...cheque(total), received_on: future }))
        .status,
    ).toBe(400);
    expect(
      (await api.recordOffline(approved.applicationId, { ...cheque(total), method: 'gold' }))
        .status,
    ).toBe(400);
    expect(
      (await api.recordOffline(approved.applicationId, { ...cheque(total), reference: ' ' }))
        .status,
    ).toBe(400);
    await t.db
      .update(planHistory)
      .set({ cancelled: true, reviewStage: 'cancelled' })
      .where(eq(planHistory.id, approved.historyId));
    const cancelled = await api.recordOffline(approved.applicationId, cheque(total));
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe('Application Cancelled!');
  });

  it('is for accounts and admins only', async () => {
    const approved = await approvedApplication(t.app, t.db);
    const total = await checkoutTotal(approved.applicationId, approved.auth);
    const api = moneyApi(t.app, t.db);
    expect(
      (await api.recordOffline(approved.applicationId, cheque(total), 'office@example.com')).status,
    ).toBe(403);
    expect(
      (
        await api.call(
          'POST',
          `/api/staff/applications/${approved.applicationId}/offline-payments`,
          null,
          cheque(total),
        )
      ).status,
    ).toBe(401);
    expect(
      (await api.recordOffline(approved.applicationId, cheque(total), 'admin@example.com')).status,
    ).toBe(200);
  });

  it('renews a membership as a card renewal does: the year after the expiry, once', async () => {
    const { member, userId, auth } = await seededMember(t.app, t.db, 'renew@example.com');
    const [before] = await t.db
      .select()
      .from(membershipPeriods)
      .where(eq(membershipPeriods.memberId, member.id))
      .orderBy(desc(membershipPeriods.endsAt));
    const { body } = await paymentApi(t.app).checkout(`/api/renew_checkout/${userId}`, auth);
    if (!body.success) throw new Error(body.message);
    const api = moneyApi(t.app, t.db);
    const renewal = { ...cheque(body.data.total), purpose: 'renew', method: 'cash', bank: null };
    const recorded = await api.recordOffline(userId, renewal);
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(recorded.body.data.invoice_number).toMatch(/\/\d{6}$/);
    const [after] = await t.db
      .select()
      .from(membershipPeriods)
      .where(eq(membershipPeriods.memberId, member.id))
      .orderBy(desc(membershipPeriods.endsAt));
    expect(after?.startsAt).toEqual(addMinutes(before!.endsAt, 1));
    expect(after?.endsAt).toEqual(addYears(before!.endsAt, 1));
    expect((await api.recordOffline(userId, renewal)).status).toBe(409);
  });
});
