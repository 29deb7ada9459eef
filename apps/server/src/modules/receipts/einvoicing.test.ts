// E-invoicing end to end (issue #28 item 9, decision 086): with e-invoicing on, a B2B invoice paid by
// card is reported to a stand-in of NIC's IRP; while the IRP is down it waits (its email too) and is
// tried again; once registered its IRN and signed QR are stored, printed on the PDF, and the email
// goes. The JSON the IRP received validates against INV-01.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createNicIrpProvider } from '../../adapters/einvoice/nic-provider';
import { irnOf } from '../../adapters/einvoice/irn';
import { applications, creditNotes, orders, refunds } from '../../db/schema';
import { useTestApp } from '../../../test/support/app';
import { KARNATAKA_SETTINGS } from '../../../test/support/association-settings';
import { expectValidInv01 } from '../../../test/support/inv01-schema';
import { latestPayment, moneyApi, paidByCard } from '../../../test/support/money-fixtures';
import { startNicStandIn, STAND_IN_CREDENTIALS } from '../../../test/support/nic-irp-stand-in';
import { approvedApplication } from '../../../test/support/payment-fixtures';
import { pdfText } from '../../../test/support/pdf';
import { outbox } from '../../../test/support/pipeline-fixtures';
import { staffBearer } from '../../../test/support/tokens';

const standIn = await startNicStandIn(KARNATAKA_SETTINGS.gstin);
const irp = createNicIrpProvider({
  baseUrl: standIn.url,
  gstin: KARNATAKA_SETTINGS.gstin,
  publicKeyPem: standIn.publicKeyPem,
  ...STAND_IN_CREDENTIALS,
});
const t = useTestApp({ irpProvider: () => irp });
afterAll(() => standIn.close());

async function eInvoicingOn() {
  const headers = await staffBearer(t.app, t.db, 'admin@example.com');
  const current = await t.app.inject({ method: 'GET', url: '/api/staff/settings', headers });
  const version = current.json<{ data: { version: number } }>().data.version;
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/staff/settings',
    headers,
    payload: {
      ...KARNATAKA_SETTINGS,
      city: 'Bengaluru',
      pin: '560001',
      e_invoicing: true,
      version,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

const receiptMails = async (email: string) =>
  (await outbox(t.app, email)).filter((mail) => mail.subject?.startsWith('Your receipt'));

describe('e-invoicing', () => {
  it('registers a B2B invoice, retrying while the IRP is down, and emails it only with its IRN', async () => {
    await eInvoicingOn();
    const approved = await approvedApplication(t.app, t.db, { state: 'Karnataka' });
    await t.db
      .update(applications)
      .set({ registeredCity: 'Bengaluru', registeredPin: '560034' })
      .where(eq(applications.id, approved.applicationId));
    standIn.down = true;
    await paidByCard(t.app, approved);
    const { order } = await latestPayment(t.db, approved.applicationId);
    expect(order).toMatchObject({ irnRequired: true, irn: null, billedPin: '560034' });

    // Down: it waits, and so does its email.
    await t.app.payments.receipts.emailJob.run();
    expect(await receiptMails(approved.email)).toHaveLength(0);
    expect(await t.app.payments.receipts.registerPendingIrns()).toEqual({
      registered: 0,
      waiting: 1,
    });
    const accounts = await staffBearer(t.app, t.db, 'accounts@example.com');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/staff/einvoices/waiting',
      headers: accounts,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ data: unknown[] }>().data).toEqual([
      expect.objectContaining({
        document: 'invoice',
        number: order.invoiceNumber,
        attempts: 1,
        last_error: expect.stringMatching(/503/) as string,
      }),
    ]);
    const [waiting] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(waiting).toMatchObject({ irn: null, irnAttempts: 1 });
    expect(waiting!.irnLastError).toMatch(/503/);
    expect(waiting!.irnNextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: nothing is sent to the IRP.
    standIn.down = false;
    expect(await t.app.payments.receipts.registerPendingIrns()).toEqual({
      registered: 0,
      waiting: 0,
    });

    // The IRP is back and the retry is due.
    await t.db
      .update(orders)
      .set({ irnNextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    expect(await t.app.payments.receipts.registerPendingIrns()).toEqual({
      registered: 1,
      waiting: 0,
    });
    const [registered] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    const fiscalDate = standIn.received.at(-1)!.document as { DocDtls: { Dt: string } };
    const expectedIrn = irnOf(
      KARNATAKA_SETTINGS.gstin,
      fiscalDate.DocDtls.Dt,
      'INV',
      order.invoiceNumber!,
    );
    expect(registered).toMatchObject({ irn: expectedIrn, irnLastError: null });
    expect(registered!.irnAckNo).toMatch(/^\d{15}$/);
    expect(registered!.irnSignedQr).toMatch(/^ey/);
    for (const { document, schemaErrors } of standIn.received) {
      expect(schemaErrors).toEqual([]);
      expectValidInv01(document);
    }
    expect(standIn.received.at(-1)!.document).toMatchObject({
      SellerDtls: { Gstin: KARNATAKA_SETTINGS.gstin, Loc: 'Bengaluru', Pin: 560001, Stcd: '29' },
      BuyerDtls: { Gstin: '29ABCDE1234F1ZW', Loc: 'Bengaluru', Pin: 560034, Pos: '29' },
    });

    // The email goes now, and the PDF prints the IRN.
    await t.app.payments.receipts.emailJob.run();
    expect(await receiptMails(approved.email)).toHaveLength(1);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/order/view/${order.uniqueOrderId}`,
      headers: approved.auth,
    });
    expect(pdf.statusCode).toBe(200);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain(`IRN: ${expectedIrn}`);
    expect(text).toContain(`Ack No.`);
    const cleared = await t.app.inject({
      method: 'GET',
      url: '/api/staff/einvoices/waiting',
      headers: accounts,
    });
    expect(cleared.json<{ data: unknown[] }>().data).toEqual([]);

    // The invoice search names the IRN and until when it may be cancelled: 24 hours after the ack.
    const listed = async () => {
      const search = await t.app.inject({
        method: 'GET',
        url: `/api/staff/invoices?q=${encodeURIComponent(order.invoiceNumber!)}`,
        headers: accounts,
      });
      expect(search.statusCode, search.body).toBe(200);
      return search.json<{ data: { items: { irn: Record<string, string | null> | null }[] } }>()
        .data.items[0]!.irn;
    };
    const [acknowledged] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    const ackAt = acknowledged!.irnAckDate!.getTime();
    expect(await listed()).toEqual({
      number: expectedIrn,
      acknowledged_at: new Date(ackAt).toISOString(),
      cancelled_at: null,
      cancellable_until: new Date(ackAt + 24 * 3600 * 1000).toISOString(),
    });

    // The accounts role cancels it within 24 hours, once, with a reason; the IRP records it.
    const cancel = (headers: Record<string, string>, reason = '2') =>
      t.app.inject({
        method: 'POST',
        url: '/api/staff/einvoices/cancel',
        headers,
        payload: { document: 'invoice', id: order.id, reason, remark: 'Wrong GSTIN typed' },
      });
    expect((await cancel(accounts, '7')).statusCode).toBe(400);
    expect((await cancel(await staffBearer(t.app, t.db, 'zm.north@example.com'))).statusCode).toBe(
      403,
    );
    const cancelled = await cancel(accounts);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(standIn.registered.get(expectedIrn)?.cancelled).toBe(true);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.irnCancelledAt).not.toBeNull();
    const again = await cancel(accounts);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('already cancelled');
    expect(await listed()).toMatchObject({
      number: expectedIrn,
      cancelled_at: row!.irnCancelledAt!.toISOString(),
      cancellable_until: null,
    });
  });

  it('refuses to cancel an IRN more than 24 hours after its acknowledgement', async () => {
    await eInvoicingOn();
    const approved = await approvedApplication(t.app, t.db, { state: 'Karnataka' });
    await t.db
      .update(applications)
      .set({ registeredCity: 'Mysuru', registeredPin: '570001' })
      .where(eq(applications.id, approved.applicationId));
    await paidByCard(t.app, approved);
    await t.app.payments.receipts.registerPendingIrns();
    const { order } = await latestPayment(t.db, approved.applicationId);
    await t.db
      .update(orders)
      .set({ irnAckDate: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(orders.id, order.id));
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/staff/einvoices/cancel',
      headers: await staffBearer(t.app, t.db, 'accounts@example.com'),
      payload: { document: 'invoice', id: order.id, reason: '4', remark: 'Too late' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain('within 24 hours');
  });

  it('registers a credit note of an e-invoiced invoice (CRN naming it) before emailing it', async () => {
    await eInvoicingOn();
    const approved = await approvedApplication(t.app, t.db, { state: 'Kerala' });
    await t.db
      .update(applications)
      .set({ registeredCity: 'Kochi', registeredPin: '682001' })
      .where(eq(applications.id, approved.applicationId));
    await paidByCard(t.app, approved);
    const { payment, order } = await latestPayment(t.db, approved.applicationId);
    const api = moneyApi(t.app, t.db);
    const asked = await api.refund(payment.id, { amount: 1180, reason: 'Goodwill' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.id, asked.body.data.id));
    await api.settleRefund(refund!.providerRefundId!, 'processed');
    const [note] = await t.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.refundId, refund!.id));

    await t.app.payments.receipts.emailPendingCreditNotes();
    expect(await t.db.select().from(creditNotes).where(eq(creditNotes.id, note!.id))).toMatchObject(
      [{ emailedAt: null, irn: null }],
    );
    expect(await t.app.payments.receipts.registerPendingIrns()).toEqual({
      registered: 2,
      waiting: 0,
    });
    const crn = standIn.received.at(-1)!.document;
    expectValidInv01(crn);
    expect(crn).toMatchObject({
      DocDtls: { Typ: 'CRN', No: note!.number },
      // The place of supply of a registered buyer is its GSTIN's state (29), not the form's.
      BuyerDtls: { Loc: 'Kochi', Pin: 682001, Pos: '29' },
      RefDtls: { PrecDocDtls: [{ InvNo: order.invoiceNumber }] },
    });
    const [registered] = await t.db.select().from(creditNotes).where(eq(creditNotes.id, note!.id));
    expect(registered).toMatchObject({ irnRequired: true, irnLastError: null });
    expect(registered!.irn).toMatch(/^[0-9a-f]{64}$/);
    await t.app.payments.receipts.emailPendingCreditNotes();
    const [sent] = await t.db.select().from(creditNotes).where(eq(creditNotes.id, note!.id));
    expect(sent!.emailedAt).not.toBeNull();
    const staff = await staffBearer(t.app, t.db, 'accounts@example.com');
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/staff/credit-notes/${note!.id}/pdf`,
      headers: staff,
    });
    expect(pdf.statusCode).toBe(200);
    expect((await pdfText(pdf.rawPayload)).text).toContain(`IRN: ${registered!.irn}`);
  });

  it("turns on only with the association's city and PIN", async () => {
    const headers = await staffBearer(t.app, t.db, 'admin@example.com');
    const current = await t.app.inject({ method: 'GET', url: '/api/staff/settings', headers });
    const version = current.json<{ data: { version: number } }>().data.version;
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/settings',
      headers,
      payload: { ...KARNATAKA_SETTINGS, city: null, pin: '056001', e_invoicing: true, version },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('6-digit PIN code');
    expect(refused.body).toContain('e-invoices need them');
  });

  it('leaves a B2C invoice and an invoice issued with e-invoicing off alone', async () => {
    const b2b = await approvedApplication(t.app, t.db, { state: 'Karnataka' });
    await paidByCard(t.app, b2b);
    expect((await latestPayment(t.db, b2b.applicationId)).order.irnRequired).toBe(false);
    await eInvoicingOn();
    const b2c = await approvedApplication(t.app, t.db, { state: 'Karnataka', gstNumber: null });
    await paidByCard(t.app, b2c);
    expect((await latestPayment(t.db, b2c.applicationId)).order.irnRequired).toBe(false);
  });
});
