// The receipt of a paid order: its details, the tax invoice PDF with the numbers that were charged
// (IGST across states, CGST + SGST inside the association's), who may download it, and the email.
import { pdfText } from '../../../test/support/pdf';
import { describe, expect, it } from 'vitest';
import type { PaymentOrder, ProviderSuccess } from '@portico/domain/checkout';
import { formatInvoiceAmount } from './invoice-pdf';
import { useTestApp } from '../../../test/support/app';
import { applicantBearer } from '../../../test/support/tokens';
import {
  approvedApplication,
  paymentApi,
  seededMember,
  type Approved,
} from '../../../test/support/payment-fixtures';
import { outbox } from '../../../test/support/pipeline-fixtures';

const t = useTestApp();

async function paidRegistration(approved: Approved) {
  const api = paymentApi(t.app);
  const placed: PaymentOrder = (
    await api.createOrder(approved.auth, { user_id: approved.applicationId, type: 'register' })
  ).body.data;
  const widget = (await api.pay(placed.order_id)).body as ProviderSuccess;
  const confirmed = await api.paymentSuccess({ ...widget, history_id: placed.history_id });
  expect(confirmed.status).toBe(200);
  return { placed, widget, details: confirmed.body.data as Record<string, string> };
}

describe('receipts', () => {
  it('answers the order details by order number and by user id', async () => {
    const approved = await approvedApplication(t.app, t.db);
    const { placed, details } = await paidRegistration(approved);
    const api = paymentApi(t.app);
    for (const ref of [placed.unique_order_id, String(approved.applicationId)]) {
      const answer = await api.call<{ data: Record<string, unknown> }>(
        'GET',
        `/api/get_order_details/${ref}`,
        approved.auth,
      );
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({
        unique_order_id: placed.unique_order_id,
        Unique_id: details.Unique_id,
        Plan_Name: 'Gold',
      });
    }
  });

  it('refuses (400) a user id no record can have, on the details and the download', async () => {
    const member = await seededMember(t.app, t.db, 'active@example.com');
    for (const url of ['/api/get_order_details/2147483648', '/api/order/view/9999999999']) {
      const response = await t.app.inject({ method: 'GET', url, headers: member.auth });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'Order not found',
        errors: { ref: 'Order not found' },
      });
    }
  });

  it('downloads a tax invoice with IGST for a member in another state', async () => {
    const approved = await approvedApplication(t.app, t.db, { state: 'Karnataka' });
    const { placed, widget, details } = await paidRegistration(approved);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/order/view/${placed.unique_order_id}`,
      headers: approved.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Receipt-${details.Unique_id}.pdf"`,
    );
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none';sandbox",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const { text } = await pdfText(response.rawPayload);
    const total = placed.amount;
    const gst = Math.round(((total / 118) * 18) / 1);
    expect(text).toContain(details.invoice_number);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('29ABCDE1234F1ZW');
    expect(text).toContain('27AAAAA0000A1Z2');
    expect(text).toContain('Karnataka');
    expect(text).toContain('999511');
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    expect(text).toContain(formatInvoiceAmount(total));
    expect(text).toContain(formatInvoiceAmount(gst));
    expect(text).toContain(placed.unique_order_id);
    expect(text).toContain(widget.razorpay_payment_id);
    expect(text).toMatch(/Rupees .+ Only/);
  });

  it('splits CGST and SGST for a member in the association’s state without a GSTIN', async () => {
    const approved = await approvedApplication(t.app, t.db, {
      state: 'Maharashtra',
      gstNumber: null,
    });
    const { placed } = await paidRegistration(approved);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/order/view/${approved.applicationId}`,
      headers: approved.auth,
    });
    const { text } = await pdfText(response.rawPayload);
    const gst = placed.amount - Math.round((placed.amount * 100) / 118);
    expect(text).toContain('CGST');
    expect(text).toContain('SGST');
    expect(text).toContain(formatInvoiceAmount(Math.ceil(gst / 2)));
    expect(text).toContain(formatInvoiceAmount(Math.floor(gst / 2)));
  });

  it('is for its payer only: 401 without a token, 404 for someone else (as for no order), 404 before payment', async () => {
    const approved = await approvedApplication(t.app, t.db);
    const { placed } = await paidRegistration(approved);
    const url = `/api/order/view/${placed.unique_order_id}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const stranger = await applicantBearer(t.app, { emails: ['nobody@example.com'] });
    expect((await t.app.inject({ method: 'GET', url, headers: stranger })).statusCode).toBe(404);
    const unpaid = await approvedApplication(t.app, t.db);
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/order/view/${unpaid.applicationId}`,
      headers: unpaid.auth,
    });
    expect(none.statusCode).toBe(404);
  });

  it('emails the receipt once, with the PDF attached', async () => {
    const approved = await approvedApplication(t.app, t.db);
    const { details } = await paidRegistration(approved);
    expect(await t.app.payments.receipts.emailJob.run()).toBeGreaterThanOrEqual(1);
    expect(await t.app.payments.receipts.emailJob.run()).toBe(0);
    const mails = (await outbox(t.app, approved.email)).filter((mail) =>
      mail.subject?.startsWith('Your receipt'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your receipt ${details.invoice_number}`);
    expect(mails[0]!.text).toContain(`Attached: Receipt-${details.Unique_id}.pdf`);
  });
});
