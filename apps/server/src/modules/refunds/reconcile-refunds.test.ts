// The refunds job (issue #28 item 8, decision 084): a card refund whose webhook never came is asked
// of the provider and settled through the webhook's own path, once: one credit note even when the
// webhook arrives at the same moment; a refund the provider failed is marked failed, with none.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { latestPayment, moneyApi, paidByCard } from '../../../test/support/money-fixtures';
import { approvedApplication, deliverWebhook } from '../../../test/support/payment-fixtures';
import { isSandboxProvider } from '../../adapters/payments/sandbox-provider';
import { creditNotes, refunds } from '../../db/schema';

const t = useTestApp();

function sandbox() {
  const { provider } = t.app.payments;
  if (!isSandboxProvider(provider)) throw new Error('the tests run on the sandbox provider');
  return provider;
}

/** A card refund asked 20 minutes ago and still pending here. */
async function pendingRefund(amount = 1000) {
  const approved = await approvedApplication(t.app, t.db);
  await paidByCard(t.app, approved);
  const { payment, order } = await latestPayment(t.db, approved.applicationId);
  const asked = await moneyApi(t.app, t.db).refund(payment.id, { amount, reason: 'Goodwill' });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const [row] = await t.db
    .update(refunds)
    .set({ createdAt: new Date(Date.now() - 20 * 60_000) })
    .where(eq(refunds.id, asked.body.data.id))
    .returning();
  return { refund: row!, order, applicationId: approved.applicationId };
}

const refundRow = async (id: number) =>
  (await t.db.select().from(refunds).where(eq(refunds.id, id)))[0];
const notesOf = (orderId: number) =>
  t.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));

describe('the refunds job', () => {
  it('settles a refund whose webhook was lost, issuing its credit note once', async () => {
    const { refund, order, applicationId } = await pendingRefund();
    // The provider processed it; its webhook never reaches us.
    sandbox().settleRefund(refund.providerRefundId!, 'processed');
    const run = await t.app.payments.refunds.reconcile();
    expect(run).toMatchObject({ processed: 1, failed: 0 });
    expect(await refundRow(refund.id)).toMatchObject({ status: 'processed' });
    const notes = await notesOf(order.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ refundId: refund.id, totalPaise: 100_000 });
    // Run again: nothing pending, nothing issued.
    expect(await t.app.payments.refunds.reconcile()).toMatchObject({ checked: 0 });
    expect(await notesOf(order.id)).toHaveLength(1);
    // Staff see the provider's refund id and its state.
    const listed = await moneyApi(t.app, t.db).payments(applicationId);
    const [view] = listed.body.data.items;
    expect(view?.refunds).toEqual([
      expect.objectContaining({ provider_refund_id: refund.providerRefundId, status: 'processed' }),
    ]);
  });

  it('finds a refund by our id in its notes when the provider’s answer never reached us', async () => {
    const { refund, order } = await pendingRefund();
    await t.db.update(refunds).set({ providerRefundId: null }).where(eq(refunds.id, refund.id));
    sandbox().settleRefund(refund.providerRefundId!, 'processed');
    expect(await t.app.payments.refunds.reconcile()).toMatchObject({ processed: 1 });
    expect(await refundRow(refund.id)).toMatchObject({
      status: 'processed',
      providerRefundId: refund.providerRefundId,
    });
    expect(await notesOf(order.id)).toHaveLength(1);
  });

  it('and the webhook at the same moment: one credit note', async () => {
    const { refund, order } = await pendingRefund();
    const webhook = sandbox().settleRefund(refund.providerRefundId!, 'processed');
    const [run, delivered] = await Promise.all([
      t.app.payments.refunds.reconcile(),
      deliverWebhook(t.app, { body: webhook.rawBody, headers: { ...webhook.headers } }),
    ]);
    expect(delivered.statusCode).toBe(200);
    expect(run.checked).toBeLessThanOrEqual(1);
    expect(await refundRow(refund.id)).toMatchObject({ status: 'processed' });
    expect(await notesOf(order.id)).toHaveLength(1);
  });

  it('marks failed a refund the provider failed, with no credit note', async () => {
    const { refund, order } = await pendingRefund();
    sandbox().settleRefund(refund.providerRefundId!, 'failed');
    expect(await t.app.payments.refunds.reconcile()).toMatchObject({ processed: 0, failed: 1 });
    expect(await refundRow(refund.id)).toMatchObject({ status: 'failed' });
    expect(await notesOf(order.id)).toHaveLength(0);
  });

  it('leaves alone a refund still pending at the provider, and one asked a moment ago', async () => {
    const { refund } = await pendingRefund();
    expect(await t.app.payments.refunds.reconcile()).toMatchObject({ checked: 1, processed: 0 });
    expect(await refundRow(refund.id)).toMatchObject({ status: 'pending' });
    await t.db.update(refunds).set({ createdAt: new Date() }).where(eq(refunds.id, refund.id));
    sandbox().settleRefund(refund.providerRefundId!, 'processed');
    expect(await t.app.payments.refunds.reconcile()).toMatchObject({ checked: 0 });
  });
});
