// The amount charged is the tax invoice's total, its heads each rounded on its own (issue #28 item 2):
// a Gold registration (₹50,000 joining + ₹25,000 annual) with a ₹1,234.50 coupon is taxable
// ₹73,765.50. Inside Maharashtra 9 % of it is ₹6,638.895, so CGST = SGST = ₹6,638.90 and the total
// ₹87,043.30 (the old split charged ₹87,043.29 and printed SGST 6,638.89); from Karnataka IGST is
// 18 %, ₹13,277.79, and the total ₹87,043.29.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProviderSuccess } from '@portico/domain/checkout';
import { useTestApp } from '../../../test/support/app';
import { approvedApplication, paymentApi } from '../../../test/support/payment-fixtures';
import { pdfText } from '../../../test/support/pdf';
import { moneyApi } from '../../../test/support/money-fixtures';
import { staffBearer } from '../../../test/support/tokens';
import { coupons, creditNotes, orders, payments, refunds } from '../../db/schema';

const t = useTestApp();

async function registerWithCoupon(state: string) {
  await t.db
    .insert(coupons)
    .values({ code: 'PAISA', kind: 'flat', value: 123_450 })
    .onConflictDoNothing();
  const approved = await approvedApplication(t.app, t.db, { state, gstNumber: null });
  const api = paymentApi(t.app);
  const created = await api.createOrder(approved.auth, {
    user_id: approved.applicationId,
    type: 'register',
    coupon: 'PAISA',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const placed = created.body.data;
  const widget = (await api.pay(placed.order_id)).body as ProviderSuccess;
  const paid = await api.paymentSuccess({
    ...widget,
    history_id: placed.history_id,
    history_type: placed.history_type,
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const [order] = await t.db
    .select()
    .from(orders)
    .where(eq(orders.uniqueOrderId, placed.unique_order_id));
  const pdf = await t.app.inject({
    method: 'GET',
    url: `/api/order/view/${placed.unique_order_id}`,
    headers: approved.auth,
  });
  expect(pdf.statusCode).toBe(200);
  return { placed, order: order!, text: (await pdfText(pdf.rawPayload)).text };
}

describe('tax heads to the paisa', () => {
  it('charges inside the state the taxable value plus CGST and SGST each rounded', async () => {
    const { placed, order, text } = await registerWithCoupon('Maharashtra');
    expect(placed.amount).toBe(8_704_330);
    expect(order).toMatchObject({
      taxablePaise: 7_376_550,
      cgstPaise: 663_890,
      sgstPaise: 663_890,
      igstPaise: 0,
      gstPaise: 1_327_780,
      totalPaise: 8_704_330,
    });
    expect(text.match(/6,638\.90/g)).toHaveLength(2);
    expect(text).not.toContain('6,638.89');
    expect(text).toContain('87,043.30');
  });

  it('charges between states IGST rounded on the whole rate', async () => {
    const { placed, order, text } = await registerWithCoupon('Karnataka');
    expect(placed.amount).toBe(8_704_329);
    expect(order).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 1_327_779 });
    expect(text).toContain('13,277.79');
    expect(text).toContain('87,043.29');
  });
});

/** Turns "Round off" on, keeping every other setting as it is. */
async function roundOffOn() {
  const headers = await staffBearer(t.app, t.db, 'admin@example.com');
  const current = await t.app.inject({ method: 'GET', url: '/api/staff/settings', headers });
  const data = current.json<{ data: Record<string, unknown> }>().data;
  const keep = ['name', 'short_name', 'address', 'gstin', 'state', 'email', 'phone'] as const;
  const more = ['invoice_prefix', 'member_number_prefix', 'sac_code', 'code_length', 'gst_rate'];
  const payload = Object.fromEntries([...keep, ...more, 'version'].map((key) => [key, data[key]]));
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/staff/settings',
    headers,
    payload: { ...payload, round_off: true },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('round off, when the association turns it on', () => {
  it('charges the total rounded to the rupee, prints the round off, and credits it back last', async () => {
    await roundOffOn();
    const { placed, order, text } = await registerWithCoupon('Maharashtra');
    // ₹87,043.30 rounds to ₹87,043: a round off of −0.30.
    expect(placed.amount).toBe(8_704_300);
    expect(order).toMatchObject({ cgstPaise: 663_890, sgstPaise: 663_890, roundOffPaise: -30 });
    expect(text).toMatch(/Round off -0\.30/);
    expect(text).toContain('87,043.00');

    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    const api = moneyApi(t.app, t.db);
    for (const amount of [1000, 86_043]) {
      const asked = await api.refund(payment!.id, { amount, reason: 'Cancelled' });
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      const [refund] = await t.db.select().from(refunds).where(eq(refunds.id, asked.body.data.id));
      await api.settleRefund(refund!.providerRefundId!, 'processed');
    }
    const notes = await t.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id));
    expect(notes).toHaveLength(2);
    const sum = (
      key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'roundOffPaise' | 'totalPaise',
    ) => notes.reduce((total, note) => total + note[key], 0);
    expect(sum('taxablePaise')).toBe(order.taxablePaise);
    expect(sum('cgstPaise')).toBe(663_890);
    expect(sum('sgstPaise')).toBe(663_890);
    expect(sum('roundOffPaise')).toBe(-30);
    expect(sum('totalPaise')).toBe(8_704_300);
    expect(notes[0]!.cgstPaise).toBe(notes[0]!.sgstPaise);
  });
});
