// GET invoices/{userId}: every invoice of the member, newest first, each downloadable from
// order/view/{order number}; neither the list nor a download is anyone else's to read.
import { describe, expect, it } from 'vitest';
import type { InvoiceSummary } from '@portico/domain/contracts/payments.contract';
import type { PaymentOrder, ProviderSuccess } from '@portico/domain/checkout';
import { useTestApp } from '../../../test/support/app';
import type { Headers } from '../../../test/support/application-fixtures';
import {
  approvedApplication,
  paymentApi,
  seededMember,
} from '../../../test/support/payment-fixtures';

const t = useTestApp();

async function invoices(userId: number, headers: Headers) {
  const response = await t.app.inject({ method: 'GET', url: `/api/invoices/${userId}`, headers });
  return { status: response.statusCode, body: response.json<{ data: InvoiceSummary[] }>() };
}

async function download(orderNumber: string, headers: Headers) {
  return t.app.inject({ method: 'GET', url: `/api/order/view/${orderNumber}`, headers });
}

async function pay(userId: number, type: 'renew' | 'upgrade', auth: Headers) {
  const api = paymentApi(t.app);
  const placed = await api.createOrder(auth, { user_id: userId, type });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const order: PaymentOrder = placed.body.data;
  const widget = (await api.pay(order.order_id)).body as ProviderSuccess;
  const paid = await api.paymentSuccess({
    ...widget,
    history_id: order.history_id,
    history_type: order.history_type,
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
}

describe('the member’s invoices', () => {
  it('lists every invoice, newest first, each downloadable as a PDF', async () => {
    const { member, userId, auth } = await seededMember(t.app, t.db, 'renew@example.com');
    const before = await invoices(userId, auth);
    expect(before.status).toBe(200);
    // The demo data's registrations were paid before invoices were numbered.
    expect(before.body.data).toEqual([]);

    await pay(userId, 'renew', auth);
    const upgrade = await approvedApplication(t.app, t.db, {
      category: 'Gold',
      journey: 'upgrade',
      memberId: member.id,
      email: member.email,
      mobile: member.mobileNumber,
    });
    await pay(upgrade.applicationId, 'upgrade', auth);
    const after = (await invoices(userId, auth)).body.data;
    expect(after.map((invoice) => invoice.type)).toEqual(['upgrade', 'renew']);
    const [upgraded, renewal] = after;
    expect(upgraded).toMatchObject({ Plan_Name: 'Gold' });
    expect(renewal).toMatchObject({ Plan_Name: 'Silver' });
    expect(upgraded!.invoice_number).not.toBe(renewal!.invoice_number);
    expect(renewal!.total).toBeGreaterThan(0);
    expect(Date.parse(upgraded!.paid_at)).toBeGreaterThanOrEqual(Date.parse(renewal!.paid_at));

    for (const invoice of after) {
      const file = await download(invoice.unique_order_id, auth);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it("refuses another member's list and another member's invoice by its number", async () => {
    const owner = await seededMember(t.app, t.db, 'renew@example.com');
    const other = await seededMember(t.app, t.db, 'active@example.com');
    await pay(owner.userId, 'renew', owner.auth);
    const [theirs] = (await invoices(owner.userId, owner.auth)).body.data;
    expect(theirs).toBeDefined();

    expect((await invoices(owner.userId, other.auth)).status).toBe(403);
    expect((await invoices(owner.userId, {})).status).toBe(401);
    const foreign = await download(theirs!.unique_order_id, other.auth);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['content-type']).not.toBe('application/pdf');
    // The other member's own list holds only their own invoice.
    const own = (await invoices(other.userId, other.auth)).body.data;
    expect(own.map((invoice) => invoice.unique_order_id)).not.toContain(theirs!.unique_order_id);
  });
});
