// The GST rate is a setting (issue #15): an admin's rate is charged at once by new checkouts and
// orders, each order stores the rate it was charged at, and its invoice prints and checks that
// stored rate even after the setting changes again.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES } from '@portico/domain/contracts/settings.contract';
import { useTestApp } from '../../../test/support/app';
import { paidByCard } from '../../../test/support/money-fixtures';
import {
  approvedApplication,
  paymentApi,
  seededMember,
} from '../../../test/support/payment-fixtures';
import { pdfText } from '../../../test/support/pdf';
import { staffBearer } from '../../../test/support/tokens';
import { orders } from '../../db/schema';

const t = useTestApp();

async function saveRate(rate: unknown) {
  const headers = await staffBearer(t.app, t.db, 'admin@example.com');
  const current = await t.app.inject({ method: 'GET', url: '/api/staff/settings', headers });
  const { logo_url: _logo, updated_at: _at, states: _states, ...fields } = current.json().data;
  return t.app.inject({
    method: 'PUT',
    url: '/api/staff/settings',
    headers,
    payload: { ...fields, gst_rate: rate },
  });
}

describe('the GST rate setting', () => {
  it('refuses a rate outside 0–28% or finer than two decimals, naming the field', async () => {
    for (const rate of [29, -1, 18.005, '']) {
      const response = await saveRate(rate);
      expect(response.statusCode, String(rate)).toBe(400);
      expect(response.json().errors).toMatchObject({ gst_rate: SETTINGS_MESSAGES.gstRate });
    }
  });

  it('charges the new rate at once, stores it on the order, and the invoice keeps it', async () => {
    expect((await saveRate(12)).statusCode).toBe(200);
    const association = await t.app.inject({ method: 'GET', url: '/api/association' });
    expect(association.json().data.gst_rate).toBe(12);

    const approved = await approvedApplication(t.app, t.db);
    const { body } = await paymentApi(t.app).checkout(
      `/api/checkout/${approved.applicationId}`,
      approved.auth,
    );
    if (!body.success) throw new Error(body.message);
    const taxable = body.data.Joining_Fees - body.data.Discount + body.data.Annual_Fees;
    expect(body.data.gst_rate).toBe(12);
    expect(body.data.gst).toBe(Math.round(taxable * 12) / 100);

    const placed = await paidByCard(t.app, approved);
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.uniqueOrderId, placed.unique_order_id));
    expect(order).toMatchObject({
      gstRateBasisPoints: 1200,
      gstPaise: Math.round(taxable * 12),
      status: 'paid',
    });

    // The setting changes again: the issued invoice still prints (and checks) 12%.
    expect((await saveRate(18)).statusCode).toBe(200);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/order/view/${placed.unique_order_id}`,
      headers: approved.auth,
    });
    expect(pdf.statusCode).toBe(200);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toMatch(/CGST @ 6%[\s\S]*SGST @ 6%|IGST @ 12%/);
    expect(text).not.toMatch(/@ 9%|@ 18%/);

    const next = await approvedApplication(t.app, t.db);
    const again = await paymentApi(t.app).checkout(
      `/api/checkout/${next.applicationId}`,
      next.auth,
    );
    if (!again.body.success) throw new Error(again.body.message);
    expect(again.body.data.gst_rate).toBe(18);
  });

  it("shows a member's renewal at the rate saved now (read with the plan status)", async () => {
    const { userId, auth } = await seededMember(t.app, t.db, 'active@example.com');
    const planStatus = async () =>
      (
        await t.app.inject({ method: 'GET', url: `/api/plan_status/${userId}`, headers: auth })
      ).json().data;
    const before = await planStatus();
    expect(before.gst_rate).toBe(18);
    expect(before.gst).toBe(Math.round(before.Annual_Fees * 18) / 100);

    expect((await saveRate(5)).statusCode).toBe(200);
    const after = await planStatus();
    expect(after.gst_rate).toBe(5);
    expect(after.gst).toBe(Math.round(after.Annual_Fees * 5) / 100);
    expect(after.total).toBe(after.Annual_Fees + after.gst);
  });
});
