// Offline payments as they happened (issue #28 item 3, decision 081), with figures worked by hand:
// Silver at ₹20,000 joining + ₹5,000 annual = ₹25,000 taxable; IGST 18 % (a Karnataka member of a
// Maharashtra association) = ₹4,500; total ₹29,500. TDS 10 % on the value before GST = ₹2,500, so a
// cheque of ₹27,000 settles it.
import { and, eq } from 'drizzle-orm';
import { formatIndiaDate } from '@portico/domain/invoice';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { moneyApi } from '../../../test/support/money-fixtures';
import { approvedApplication, paymentApi } from '../../../test/support/payment-fixtures';
import { pdfText } from '../../../test/support/pdf';
import { staffBearer } from '../../../test/support/tokens';
import { auditLog, membershipCategories, offlineReceipts, orders, payments } from '../../db/schema';

const t = useTestApp();

type Recorded = {
  unique_order_id: string;
  invoice_number: string | null;
  settled: boolean;
  balance_due: number;
};
type Due = { total: number; taxable: number; balance_due: number; received: number; tds: number };
type Tds = { id: number; amount: number; section: string; certificate_number: string | null };
type TdsPage = { items: Tds[]; total: number };

/** 'YYYY-MM-DD' of the 30th of last month in India (its last day in February). */
function thirtiethOfLastMonth(): string {
  const india = new Date(Date.now() + 330 * 60_000);
  const first = new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth() - 1, 1));
  const lastDay = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate();
  first.setUTCDate(Math.min(30, lastDay));
  return first.toISOString().slice(0, 10);
}
/** As the documents print a day: '30-Oct-2026'. */
const printed = (day: string) => formatIndiaDate(new Date(`${day}T12:00:00+05:30`));

beforeEach(async () => {
  const headers = await staffBearer(t.app, t.db, 'admin@example.com');
  const [silver] = await t.db
    .select()
    .from(membershipCategories)
    .where(eq(membershipCategories.name, 'Silver'));
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/staff/categories/${silver!.id}`,
    headers,
    payload: { joining_fee: 20000, annual_fee: 5000 },
  });
  expect(response.statusCode, response.body).toBe(200);
});

async function silverApplication() {
  return approvedApplication(t.app, t.db, { category: 'Silver', state: 'Karnataka' });
}

function api() {
  const money = moneyApi(t.app, t.db);
  return {
    record: (id: number, body: Record<string, unknown>, staff = 'accounts@example.com') =>
      money.call<Recorded>('POST', `/api/staff/applications/${id}/offline-payments`, staff, body),
    due: (id: number) =>
      money.call<Due>(
        'GET',
        `/api/staff/applications/${id}/offline-payments/due?purpose=register`,
        'accounts@example.com',
      ),
    tds: (status: 'awaited' | 'recorded') =>
      money.call<TdsPage>('GET', `/api/staff/tds?status=${status}`, 'accounts@example.com'),
    certificate: (id: number, body: Record<string, unknown>) =>
      money.call<Tds>('POST', `/api/staff/tds/${id}/certificate`, 'accounts@example.com', body),
  };
}

const cheque = {
  purpose: 'register',
  method: 'cheque',
  reference: '004512',
  bank: 'State Bank of India',
};

describe('an offline payment short by TDS', () => {
  it('a cheque received last month, short by 10 % TDS, settles its invoice dated when received', async () => {
    const approved = await silverApplication();
    const due = await api().due(approved.applicationId);
    expect(due.body.data).toMatchObject({ total: 29500, taxable: 25000, balance_due: 29500 });

    const receivedOn = thirtiethOfLastMonth();
    const { status, body } = await api().record(approved.applicationId, {
      ...cheque,
      amount: '27,000',
      received_on: receivedOn,
      tds: { section: '194J', rate: 10, amount: '2,500' },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({ settled: true, balance_due: 0 });

    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.uniqueOrderId, body.data.unique_order_id));
    expect(order).toMatchObject({ status: 'paid', totalPaise: 2_950_000, igstPaise: 450_000 });
    // Dated noon in India on the day the cheque came, not the day it was recorded.
    expect(order!.paidAt).toEqual(new Date(`${receivedOn}T12:00:00+05:30`));
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order!.id));
    expect(payment).toMatchObject({ amountPaise: 2_950_000, offlineReference: '004512' });
    const [receipt] = await t.db
      .select()
      .from(offlineReceipts)
      .where(eq(offlineReceipts.orderId, order!.id));
    expect(receipt).toMatchObject({
      amountPaise: 2_700_000,
      tdsPaise: 250_000,
      tdsSection: '194J',
      tdsRateBasisPoints: 1000,
      receivedOn,
    });

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/order/view/${body.data.unique_order_id}`,
      headers: approved.auth,
    });
    expect(pdf.statusCode).toBe(200);
    const { text } = await pdfText(pdf.rawPayload);
    // The ₹ is drawn, not written: the text has none.
    expect(text).toContain(`Invoice Date ${printed(receivedOn)}`);
    expect(text).toContain(
      `Received On ${printed(receivedOn)}: 27,000.00, Cheque No. 004512, State Bank of India`,
    );
    expect(text).toContain('TDS Deducted 2,500.00 u/s 194J @ 10%');

    // The GST export and the Tally receipt name the cheque, in the month it came.
    const headers = await staffBearer(t.app, t.db, 'accounts@example.com');
    const period = `from=${receivedOn}&to=${receivedOn}`;
    const csv = await t.app.inject({ url: `/api/staff/export/gst.csv?${period}`, headers });
    expect(csv.statusCode).toBe(200);
    const row = csv.body.split('\n').find((line) => line.includes(body.data.invoice_number!));
    expect(row).toContain(`Cheque No. 004512, State Bank of India (${printed(receivedOn)})`);
    const tally = await t.app.inject({ url: `/api/staff/export/tally.xml?${period}`, headers });
    expect(tally.statusCode).toBe(200);
    expect(tally.body).toContain('<LEDGERNAME>TDS Receivable</LEDGERNAME>');
    expect(tally.body).toContain('<AMOUNT>-27000.00</AMOUNT>');
  });

  it('checks the TDS against the value before GST, to the rupee', async () => {
    const approved = await silverApplication();
    // 10 % of ₹29,500 (GST included) is the usual mistake.
    const { status, body } = await api().record(approved.applicationId, {
      ...cheque,
      amount: 26550,
      received_on: thirtiethOfLastMonth(),
      tds: { section: '194J', rate: 10, amount: 2950 },
    });
    expect(status).toBe(400);
    expect(body.errors?.['tds.amount']).toContain('₹2,500');
    // Rounded to the rupee by the payer: ₹2,500.60 typed for ₹2,500 is within a rupee.
    const rounded = await api().record(approved.applicationId, {
      ...cheque,
      amount: '26,999.40',
      received_on: thirtiethOfLastMonth(),
      tds: { section: '194J', rate: 10, amount: '2,500.60' },
    });
    expect(rounded.status, JSON.stringify(rounded.body)).toBe(200);
    expect(rounded.body.data.settled).toBe(true);
  });

  it('keeps the TDS awaited until accounts record its certificate', async () => {
    const approved = await silverApplication();
    const recorded = await api().record(approved.applicationId, {
      ...cheque,
      amount: 27000,
      received_on: thirtiethOfLastMonth(),
      tds: { section: '194J', rate: 10, amount: 2500 },
    });
    expect(recorded.status).toBe(200);
    const awaited = await api().tds('awaited');
    const item = awaited.body.data.items.find((row) => row.amount === 2500);
    expect(item).toMatchObject({ section: '194J', certificate_number: null });
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect((await api().certificate(item!.id, { number: 'ABCD1234', date: future })).status).toBe(
      400,
    );
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const done = await api().certificate(item!.id, { number: 'ABCD1234', date: today });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.certificate_number).toBe('ABCD1234');
    expect((await api().certificate(item!.id, { number: 'X', date: today })).status).toBe(404);
    expect((await api().tds('awaited')).body.data.items.map((row) => row.id)).not.toContain(
      item!.id,
    );
    expect((await api().tds('recorded')).body.data.items.map((row) => row.id)).toContain(item!.id);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'payment.tds_certificate_recorded'));
    expect(audit?.after).toMatchObject({ certificate: 'ABCD1234' });
  });
});

describe('a part payment', () => {
  it('leaves the balance due, then the last part settles the invoice dated that day', async () => {
    const approved = await silverApplication();
    const first = await api().record(approved.applicationId, {
      ...cheque,
      amount: '10,000',
      received_on: thirtiethOfLastMonth(),
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({
      settled: false,
      balance_due: 19500,
      invoice_number: null,
    });
    const due = await api().due(approved.applicationId);
    expect(due.body.data).toMatchObject({ total: 29500, received: 10000, balance_due: 19500 });
    const listed = await moneyApi(t.app, t.db).call<{ part_paid: unknown[] }>(
      'GET',
      `/api/staff/applications/${approved.applicationId}/payments`,
      'accounts@example.com',
    );
    expect(listed.body.data.part_paid).toEqual([
      expect.objectContaining({
        unique_order_id: first.body.data.unique_order_id,
        received: 10000,
        balance_due: 19500,
        receipts: [expect.objectContaining({ reference: '004512', amount: 10000 })],
      }),
    ]);

    // The member cannot pay the whole total again by card meanwhile: they are told the balance.
    const byCard = await paymentApi(t.app).createOrder(approved.auth, {
      user_id: approved.applicationId,
      type: 'register',
    });
    expect(byCard.status).toBe(409);
    expect((byCard.body as { message: string }).message).toContain('₹19,500 is still due');

    const tooMuch = await api().record(approved.applicationId, {
      ...cheque,
      amount: '19,500.01',
      received_on: thirtiethOfLastMonth(),
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toContain('₹19,500');

    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const last = await api().record(approved.applicationId, {
      purpose: 'register',
      method: 'neft_rtgs',
      reference: 'SBIN0001234567',
      bank: null,
      amount: '19,500',
      received_on: today,
    });
    expect(last.status, JSON.stringify(last.body)).toBe(200);
    expect(last.body.data).toMatchObject({ settled: true, balance_due: 0 });
    expect(last.body.data.unique_order_id).toBe(first.body.data.unique_order_id);
    const rows = await t.db
      .select()
      .from(orders)
      .where(eq(orders.applicationId, approved.applicationId));
    expect(rows.map((row) => row.status)).toEqual(['paid']);
    const snapshot = rows[0]!.invoiceDocument as { offline: { receipts: unknown[] } };
    expect(snapshot.offline.receipts).toHaveLength(2);
    // Dated the day the total was covered (recorded today: now, no later).
    expect(rows[0]!.paidAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(new Date(rows[0]!.paidAt!.getTime() + 330 * 60_000).toISOString().slice(0, 10)).toBe(
      today,
    );
  });
});

describe('bank charges', () => {
  it('are written off by accounts with a reason, and settle the invoice', async () => {
    const approved = await silverApplication();
    const body = {
      ...cheque,
      method: 'neft_rtgs',
      reference: 'UTR998877',
      amount: '29,450',
      received_on: thirtiethOfLastMonth(),
      bank_charges: { amount: 50, reason: 'Outstation transfer charges' },
    };
    const byAdmin = await api().record(approved.applicationId, body, 'admin@example.com');
    expect(byAdmin.status).toBe(403);
    const noReason = await api().record(approved.applicationId, {
      ...body,
      bank_charges: { amount: 50, reason: ' ' },
    });
    expect(noReason.status).toBe(400);
    const recorded = await api().record(approved.applicationId, body);
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(recorded.body.data.settled).toBe(true);
    const [receipt] = await t.db
      .select()
      .from(offlineReceipts)
      .innerJoin(orders, eq(orders.id, offlineReceipts.orderId))
      .where(
        and(
          eq(orders.applicationId, approved.applicationId),
          eq(offlineReceipts.reference, 'UTR998877'),
        ),
      );
    expect(receipt?.offline_receipts).toMatchObject({
      amountPaise: 2_945_000,
      writtenOffPaise: 5_000,
      writeOffReason: 'Outstation transfer charges',
    });
  });
});
