// Refunds and credit notes (issue #15): a card payment refunded through the sandbox provider (pending
// until its webhook, the webhook handled once however often it comes), an offline one by hand, never
// more than was paid; each processed refund of an invoiced payment issues a credit note numbered in
// its financial year's series, split like the invoice; the membership kept, ended or shortened;
// an admin's reversal; the refund-due list until settled; the credit note's PDF.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { financialYearOf } from '@portico/domain/invoice';
import { useTestApp } from '../../../test/support/app';
import {
  latestPayment,
  moneyApi,
  paidByCard,
  todayInIndia,
} from '../../../test/support/money-fixtures';
import {
  approvedApplication,
  deliverWebhook,
  paymentApi,
  type Approved,
} from '../../../test/support/payment-fixtures';
import { isSandboxProvider } from '../../adapters/payments/sandbox-provider';
import { pdfText } from '../../../test/support/pdf';
import { bearer, staffBearer } from '../../../test/support/tokens';
import {
  auditLog,
  creditNotes,
  members,
  membershipPeriods,
  payments,
  refunds,
} from '../../db/schema';
import { findLatestPeriod } from '../payments/membership.repository';

const t = useTestApp();

async function offlinePaid(): Promise<{
  approved: Approved;
  paymentId: number;
  totalPaise: number;
}> {
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
  const { payment } = await latestPayment(t.db, approved.applicationId);
  return { approved, paymentId: payment.id, totalPaise: payment.amountPaise };
}

async function notesOf(orderId: number) {
  return t.db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.orderId, orderId))
    .orderBy(creditNotes.id);
}

describe('refunding a card payment through the provider', () => {
  it('is pending until the webhook, which issues one credit note however often it comes', async () => {
    const approved = await approvedApplication(t.app, t.db);
    await paidByCard(t.app, approved);
    const { payment, order } = await latestPayment(t.db, approved.applicationId);
    const api = moneyApi(t.app, t.db);

    const part = await api.refund(payment.id, { amount: 1000, reason: 'Goodwill' });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body.data).toMatchObject({ status: 'pending', amount: 1000, credit_note: null });
    const [row] = await t.db.select().from(refunds).where(eq(refunds.id, part.body.data.id));
    expect(row?.providerRefundId).toMatch(/^rfnd_SBX/);
    expect(await notesOf(order.id)).toHaveLength(0);

    // Never more than is left: the pending refund counts.
    const left = (payment.amountPaise - 100_000) / 100;
    const tooMuch = await api.refund(payment.id, { amount: left + 0.01, reason: 'All of it' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toContain(left.toFixed(2));

    const first = await api.settleRefund(row!.providerRefundId!, 'processed');
    expect(first).toMatchObject({ status: 200, webhook: { outcome: 'refund_processed' } });
    // The provider redelivers, or sends the event again under another id: still one credit note.
    const again = await api.settleRefund(row!.providerRefundId!, 'processed');
    expect(again.webhook.outcome).toBe('recorded');
    const notes = await notesOf(order.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      invoiceNumber: order.invoiceNumber,
      totalPaise: 100_000,
      reason: 'Goodwill',
      financialYear: financialYearOf(new Date()),
    });
    const year = financialYearOf(new Date());
    expect(notes[0]!.number).toMatch(
      new RegExp(`^CN/${year.slice(2, 4)}${year.slice(5, 7)}/\\d{6}$`),
    );
    const n = notes[0]!;
    expect(n.taxablePaise + n.cgstPaise + n.sgstPaise + n.igstPaise).toBe(100_000);
    expect(n.igstPaise > 0).toBe(order.igstPaise > 0);
    const [processed] = await t.db.select().from(refunds).where(eq(refunds.id, row!.id));
    expect(processed).toMatchObject({ status: 'processed', method: 'provider' });
    expect(processed?.processedAt).not.toBeNull();

    // The rest, all of it: the credit notes then add up to the invoice exactly.
    const rest = await api.refund(payment.id, {
      amount: left,
      reason: 'Cancelled membership',
      membership_effect: 'end',
    });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    const [second] = await t.db.select().from(refunds).where(eq(refunds.id, rest.body.data.id));
    await api.settleRefund(second!.providerRefundId!, 'processed');
    const all = await notesOf(order.id);
    expect(all).toHaveLength(2);
    const sum = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise') =>
      all.reduce((total, note) => total + note[key], 0);
    expect([sum('taxablePaise'), sum('cgstPaise'), sum('sgstPaise'), sum('igstPaise')]).toEqual([
      order.taxablePaise,
      order.cgstPaise,
      order.sgstPaise,
      order.igstPaise,
    ]);
    expect(Number(all[1]!.number.slice(-4))).toBe(Number(all[0]!.number.slice(-4)) + 1);
    // 'end': the membership ended when the refund was processed.
    const [member] = await t.db.select().from(members).where(eq(members.id, order.memberId!));
    expect(member?.status).toBe('expired');
    const latest = await findLatestPeriod(t.db, order.memberId!);
    expect(latest!.endsAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await api.refund(payment.id, { amount: 1, reason: 'More' })).status).toBe(409);
  });

  it('a failed refund frees its amount and issues nothing', async () => {
    const approved = await approvedApplication(t.app, t.db);
    await paidByCard(t.app, approved);
    const { payment, order } = await latestPayment(t.db, approved.applicationId);
    const api = moneyApi(t.app, t.db);
    const all = payment.amountPaise / 100;
    const asked = await api.refund(payment.id, { amount: all, reason: 'Duplicate' });
    const [row] = await t.db.select().from(refunds).where(eq(refunds.id, asked.body.data.id));
    expect((await api.settleRefund(row!.providerRefundId!, 'failed')).webhook.outcome).toBe(
      'refund_failed',
    );
    expect(await notesOf(order.id)).toHaveLength(0);
    const listed = await api.payments(approved.applicationId);
    expect(listed.body.data.items[0]).toMatchObject({ id: payment.id, refundable: all });
  });
});

describe('the refund webhook', () => {
  it('delivered twice, even at once, processes the refund once', async () => {
    const approved = await approvedApplication(t.app, t.db);
    await paidByCard(t.app, approved);
    const { payment, order } = await latestPayment(t.db, approved.applicationId);
    const asked = await moneyApi(t.app, t.db).refund(payment.id, { amount: 250, reason: 'Part' });
    const [row] = await t.db.select().from(refunds).where(eq(refunds.id, asked.body.data.id));
    const provider = t.app.payments.provider;
    if (!isSandboxProvider(provider)) throw new Error('sandbox expected');
    const delivery = provider.settleRefund(row!.providerRefundId!, 'processed');
    const webhook = { body: delivery.rawBody, headers: { ...delivery.headers } };
    const answers = await Promise.all([
      deliverWebhook(t.app, webhook),
      deliverWebhook(t.app, webhook),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect((await deliverWebhook(t.app, webhook)).json()).toEqual({
      success: true,
      duplicate: true,
    });
    expect(await notesOf(order.id)).toHaveLength(1);
  });
});

describe('refunding an offline payment by hand', () => {
  it('is processed at once with its credit note; shortening moves the expiry', async () => {
    const { approved, paymentId, totalPaise } = await offlinePaid();
    const { order } = await latestPayment(t.db, approved.applicationId);
    const api = moneyApi(t.app, t.db);
    const before = await findLatestPeriod(t.db, order.memberId!);
    const newExpiry = new Date(before!.endsAt.getTime() - 60 * 86_400_000)
      .toISOString()
      .slice(0, 10);

    const later = new Date(before!.endsAt.getTime() + 86_400_000).toISOString().slice(0, 10);
    const refused = await api.refund(paymentId, {
      amount: 500,
      reason: 'Part',
      membership_effect: 'shorten',
      shorten_to: later,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'The new expiry date must be before the current expiry date.',
    );

    const part = await api.refund(paymentId, {
      amount: 500,
      reason: 'Two months not served',
      reference: 'NEFT back 991',
      membership_effect: 'shorten',
      shorten_to: newExpiry,
    });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body.data).toMatchObject({ status: 'processed', amount: 500 });
    expect(part.body.data.credit_note?.number).toMatch(/^CN\//);
    const after = await findLatestPeriod(t.db, order.memberId!);
    expect(after!.endsAt.toISOString().slice(0, 10)).toBe(newExpiry);
    const [member] = await t.db.select().from(members).where(eq(members.id, order.memberId!));
    expect(member?.status).toBe('active');
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, order.uniqueOrderId));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['refund.requested', 'refund.processed']),
    );
    const tooMuch = await api.refund(paymentId, { amount: totalPaise / 100, reason: 'All' });
    expect(tooMuch.status).toBe(400);
  });

  it('is for accounts and admins; others get 403', async () => {
    const { paymentId } = await offlinePaid();
    const api = moneyApi(t.app, t.db);
    expect(
      (await api.refund(paymentId, { amount: 1, reason: 'x' }, 'office@example.com')).status,
    ).toBe(403);
    expect((await api.refund(paymentId, { amount: 1 }, 'accounts@example.com')).status).toBe(400);
    expect((await api.refund(999_999, { amount: 1, reason: 'x' })).status).toBe(404);
  });
});

describe('credit note numbers', () => {
  it('are consecutive and distinct however many refunds are processed at once', async () => {
    const paid = [await offlinePaid(), await offlinePaid(), await offlinePaid()];
    const api = moneyApi(t.app, t.db);
    const answers = await Promise.all(
      paid.map(({ paymentId }) => api.refund(paymentId, { amount: 100, reason: 'At once' })),
    );
    const numbers = answers.map((answer) => Number(answer.body.data.credit_note!.number.slice(-4)));
    const sorted = [...numbers].sort((a, b) => a - b);
    expect(sorted).toEqual([sorted[0], sorted[0]! + 1, sorted[0]! + 2]);
  });
});

describe('reversing an offline payment', () => {
  it('is an admin\u2019s full refund with a reason, its credit note and the membership ended', async () => {
    const { approved, paymentId, totalPaise } = await offlinePaid();
    const { order } = await latestPayment(t.db, approved.applicationId);
    const api = moneyApi(t.app, t.db);
    expect(
      (await api.reverse(paymentId, { reason: 'Cheque bounced' }, 'accounts@example.com')).status,
    ).toBe(403);
    expect((await api.reverse(paymentId, { membership_effect: 'end' })).status).toBe(400);
    const reversed = await api.reverse(paymentId, {
      reason: 'Cheque bounced',
      membership_effect: 'end',
    });
    expect(reversed.status, JSON.stringify(reversed.body)).toBe(200);
    expect(reversed.body.data.status).toBe('processed');
    const notes = await notesOf(order.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      totalPaise,
      taxablePaise: order.taxablePaise,
      cgstPaise: order.cgstPaise,
      sgstPaise: order.sgstPaise,
      igstPaise: order.igstPaise,
      reason: 'Reversal: Cheque bounced',
    });
    const [member] = await t.db.select().from(members).where(eq(members.id, order.memberId!));
    expect(member?.status).toBe('expired');
    expect((await api.reverse(paymentId, { reason: 'Again' })).status).toBe(409);
  });

  it('is refused for a card payment', async () => {
    const approved = await approvedApplication(t.app, t.db);
    await paidByCard(t.app, approved);
    const { payment } = await latestPayment(t.db, approved.applicationId);
    expect((await moneyApi(t.app, t.db).reverse(payment.id, { reason: 'No' })).status).toBe(409);
  });
});

describe('payments due for refund', () => {
  it('stay listed until refunded, with no credit note (no invoice was issued)', async () => {
    const approved = await approvedApplication(t.app, t.db);
    const placed = await paidByCard(t.app, approved);
    // A second payment of the same order: the membership was paid already, so it is refund_due.
    const api = paymentApi(t.app);
    const second = await api.createOrder(approved.auth, {
      user_id: approved.applicationId,
      type: 'register',
    });
    expect(second.status).not.toBe(200);
    const [due] = await t.db
      .insert(payments)
      .values({
        orderId: (await latestPayment(t.db, approved.applicationId)).order.id,
        providerPaymentId: `pay_due_${placed.order_id}`,
        amountPaise: 50_000,
        status: 'refund_due',
        refundReason: 'already_paid',
      })
      .returning();
    const money = moneyApi(t.app, t.db);
    const list = async () =>
      (
        await money.call<{ items: Array<{ payment_id: number; refunded: number }> }>(
          'GET',
          '/api/staff/refunds?pageSize=100',
          'accounts@example.com',
        )
      ).body.data.items;
    expect((await list()).some((item) => item.payment_id === due!.id)).toBe(true);
    // A refund_due card payment the sandbox never took: the provider refuses (409), the refund failed.
    const refused = await money.refund(due!.id, { amount: 500, reason: 'Second payment' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'The payment provider refused the refund: The id provided does not exist',
    );
    expect((await list()).some((item) => item.payment_id === due!.id)).toBe(true);
    const [failed] = await t.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.paymentId, due!.id), eq(refunds.status, 'failed')));
    expect(failed).toBeDefined();
    // Returned by bank transfer instead: marked refunded by hand, it leaves the list.
    const byHand = await money.refund(due!.id, {
      amount: 500,
      reason: 'Second payment, returned by NEFT',
      reference: 'UTR 55',
      by_hand: true,
    });
    expect(byHand.status, JSON.stringify(byHand.body)).toBe(200);
    expect(byHand.body.data).toMatchObject({ status: 'processed', credit_note: null });
    expect((await list()).some((item) => item.payment_id === due!.id)).toBe(false);
    // A captured card payment is never marked refunded by hand.
    const captured = await latestPayment(t.db, approved.applicationId);
    const [card] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, captured.order.id), eq(payments.status, 'captured')));
    const refusedByHand = await money.refund(card!.id, { amount: 1, reason: 'x', by_hand: true });
    expect(refusedByHand.status).toBe(409);
  });
});

describe('the credit note PDF', () => {
  it('prints its number, the invoice it is against, the buyer, the taxes and the reason', async () => {
    const { approved, paymentId } = await offlinePaid();
    const { order } = await latestPayment(t.db, approved.applicationId);
    const refunded = await moneyApi(t.app, t.db).refund(paymentId, {
      amount: 1180,
      reason: 'Event cancelled',
    });
    const note = refunded.body.data.credit_note!;
    const staff = await t.app.inject({
      method: 'GET',
      url: `/api/staff/credit-notes/${note.id}/pdf`,
      headers: await staffBearer(t.app, t.db, 'accounts@example.com'),
    });
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['content-type']).toContain('application/pdf');
    const { text } = await pdfText(staff.rawPayload);
    for (const expected of [
      'CREDIT NOTE',
      note.number,
      `Against invoice ${order.invoiceNumber}`,
      'Rao Events Pvt Ltd',
      order.placeOfSupplyState!,
      'SAC',
      'Event cancelled',
      '1,180.00',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(order.igstPaise > 0 ? /IGST @ 18%/ : /CGST @ 9%/);

    // The member who owns it downloads it too; another member is told it is not found.
    const owner = await bearer(t.app, {
      kind: 'member',
      memberId: order.memberId!,
      userId: approved.applicationId,
    });
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/credit_note/${note.id}`,
      headers: owner,
    });
    expect(mine.statusCode).toBe(200);
    const [other] = await t.db
      .select()
      .from(members)
      .where(eq(members.email, 'member1@example.com'));
    const stranger = await bearer(t.app, {
      kind: 'member',
      memberId: other!.id,
      userId: other!.applicationId!,
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/credit_note/${note.id}`, headers: stranger }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/staff/credit-notes/${note.id}/pdf`,
          headers: await staffBearer(t.app, t.db, 'office@example.com'),
        })
      ).statusCode,
    ).toBe(403);

    // Emailed to the buyer once.
    expect(await t.app.payments.receipts.emailPendingCreditNotes()).toBeGreaterThanOrEqual(1);
    const [sent] = await t.db.select().from(creditNotes).where(eq(creditNotes.id, note.id));
    expect(sent?.emailedAt).not.toBeNull();
    expect(
      await t.db
        .select()
        .from(membershipPeriods)
        .where(eq(membershipPeriods.memberId, order.memberId!)),
    ).toHaveLength(1);
  });
});
