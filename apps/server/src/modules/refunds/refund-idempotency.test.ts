// A refund is recorded once per form (issue #25): the form sends a key made when it opened, and the
// same key again, in turn or at once, answers the refund the first request made.
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import {
  latestPayment,
  moneyApi,
  paidByCard,
  todayInIndia,
} from '../../../test/support/money-fixtures';
import { approvedApplication, paymentApi } from '../../../test/support/payment-fixtures';
import { auditLog, creditNotes, refunds } from '../../db/schema';

const t = useTestApp();

async function refundRows(paymentId: number) {
  return t.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
}

async function requestedAudits(orderId: string) {
  const [row] = await t.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'refund.requested'), eq(auditLog.entityId, orderId)));
  return row?.n ?? 0;
}

async function offlinePayment() {
  const approved = await approvedApplication(t.app, t.db);
  const { body } = await paymentApi(t.app).checkout(
    `/api/checkout/${approved.applicationId}`,
    approved.auth,
  );
  if (!body.success) throw new Error(body.message);
  const recorded = await moneyApi(t.app, t.db).recordOffline(approved.applicationId, {
    purpose: 'register',
    amount: body.data.total,
    method: 'neft_rtgs',
    reference: 'UTR 1234567890',
    bank: null,
    received_on: todayInIndia(),
  });
  expect(recorded.status).toBe(200);
  return latestPayment(t.db, approved.applicationId);
}

const KEY = 'form-0123456789abcdef';

describe('POST /api/staff/payments/:id/refunds with the same key', () => {
  it('submitted twice through the provider records one refund and asks the provider once', async () => {
    const approved = await approvedApplication(t.app, t.db);
    await paidByCard(t.app, approved);
    const { payment, order } = await latestPayment(t.db, approved.applicationId);
    const api = moneyApi(t.app, t.db);
    const body = { idempotency_key: KEY, amount: 1000, reason: 'Goodwill' };
    const first = await api.refund(payment.id, body);
    const second = await api.refund(payment.id, body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data).toEqual(first.body.data);
    const rows = await refundRows(payment.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.providerRefundId).toMatch(/^rfnd_SBX/);
    expect(await requestedAudits(order.uniqueOrderId)).toBe(1);
    // Another form (another key) may refund again.
    const other = await api.refund(payment.id, { ...body, idempotency_key: `${KEY}-2` });
    expect(other.status).toBe(200);
    expect(await refundRows(payment.id)).toHaveLength(2);
  });

  it('sent at once from one form records one refund and one credit note', async () => {
    const { payment, order } = await offlinePayment();
    const api = moneyApi(t.app, t.db);
    const body = { idempotency_key: KEY, amount: 500, reason: 'Part', reference: 'UTR 9' };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => api.refund(payment.id, body)),
    );
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const ids = new Set(answers.map((answer) => answer.body.data.id));
    expect(ids.size).toBe(1);
    expect(answers[0]?.body.data.credit_note).not.toBeNull();
    expect(new Set(answers.map((answer) => answer.body.data.credit_note?.number)).size).toBe(1);
    expect(await refundRows(payment.id)).toHaveLength(1);
    const notes = await t.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id));
    expect(notes).toHaveLength(1);
    expect(await requestedAudits(order.uniqueOrderId)).toBe(1);
  });

  it('refuses a refund without a key, and a key sent again with another amount', async () => {
    const { payment } = await offlinePayment();
    const api = moneyApi(t.app, t.db);
    const missing = await api.call(
      'POST',
      `/api/staff/payments/${payment.id}/refunds`,
      'accounts@example.com',
      {
        amount: 100,
        reason: 'No key',
      },
    );
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('idempotency_key');
    expect(
      (await api.refund(payment.id, { idempotency_key: KEY, amount: 100, reason: 'A' })).status,
    ).toBe(200);
    const changed = await api.refund(payment.id, {
      idempotency_key: KEY,
      amount: 200,
      reason: 'A',
    });
    expect(changed.status).toBe(409);
    expect(await refundRows(payment.id)).toHaveLength(1);
  });
});
