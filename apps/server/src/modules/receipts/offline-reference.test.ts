// Money received by hand is named on its invoice by the cheque number, UTR or receipt number
// recorded with it, never by the payment row's internal 'offline_PO-…' key (issue #29 item 6,
// decision 112): in the frozen record, the PDF and the GST export. An invoice frozen only on its
// first read (issued before documents were frozen) reads the reference from the payment.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { latestPayment, moneyApi, todayInIndia } from '../../../test/support/money-fixtures';
import { approvedApplication, paymentApi } from '../../../test/support/payment-fixtures';
import { pdfText } from '../../../test/support/pdf';
import { staffBearer } from '../../../test/support/tokens';
import { orders } from '../../db/schema';
import { invoiceSnapshotSchema } from './document-snapshot';

const t = useTestApp();

const CHEQUE = 'Cheque No. CHQ 004512, State Bank of India';

async function paidByCheque() {
  const approved = await approvedApplication(t.app, t.db);
  const checkout = await paymentApi(t.app).checkout(
    `/api/checkout/${approved.applicationId}`,
    approved.auth,
  );
  if (!checkout.body.success) throw new Error(checkout.body.message);
  const recorded = await moneyApi(t.app, t.db).recordOffline(approved.applicationId, {
    purpose: 'register',
    amount: checkout.body.data.total,
    method: 'cheque',
    reference: 'CHQ 004512',
    bank: 'State Bank of India',
    received_on: todayInIndia(),
  });
  expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
  const { order } = await latestPayment(t.db, approved.applicationId);
  return { approved, order };
}

async function invoiceText(orderNumber: string, auth: Record<string, string>) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/order/view/${orderNumber}`,
    headers: auth,
  });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return (await pdfText(response.rawPayload)).text;
}

describe('an offline payment on its invoice', () => {
  it('is stored and printed by its cheque number, in the PDF and the GST export', async () => {
    const { approved, order } = await paidByCheque();
    const snapshot = invoiceSnapshotSchema.parse(order.invoiceDocument);
    expect(snapshot.paymentReference).toContain(CHEQUE);

    const text = await invoiceText(order.uniqueOrderId, approved.auth);
    expect(text).toContain('CHQ 004512');
    expect(text).not.toContain('offline_');

    const today = todayInIndia();
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/staff/export/gst.csv?from=${today}&to=${today}`,
      headers: await staffBearer(t.app, t.db, 'accounts@example.com'),
    });
    expect(csv.statusCode).toBe(200);
    const row = csv.body.split('\n').find((line) => line.includes(order.uniqueOrderId));
    expect(row).toContain('CHQ 004512');
    expect(row).not.toContain('offline_');
  });

  it('is named by its cheque number on an invoice frozen on its first read', async () => {
    const { approved, order } = await paidByCheque();
    // As an invoice issued before documents were frozen: its record is drawn when first read.
    await t.db.update(orders).set({ invoiceDocument: null }).where(eq(orders.id, order.id));
    const text = await invoiceText(order.uniqueOrderId, approved.auth);
    expect(text).toContain('Payment Reference');
    expect(text).toContain(CHEQUE);
    expect(text).not.toContain('offline_');
    const [frozen] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(invoiceSnapshotSchema.parse(frozen?.invoiceDocument).paymentReference).toBe(CHEQUE);
  });
});
