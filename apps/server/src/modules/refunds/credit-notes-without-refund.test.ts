// Credit notes without a refund and re-billing (issue #28 item 7, decision 083): accounts staff credit
// an invoice in part or in full (no money back, the membership kept), or credit it in full and issue
// a new B2B invoice for the same supply to a buyer who gives a GSTIN later; never past the Section
// 34(2) deadline; one credit note per form however often it is sent.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '@portico/domain/gstin';
import { useTestApp } from '../../../test/support/app';
import { latestPayment, moneyApi, paidByCard } from '../../../test/support/money-fixtures';
import { approvedApplication } from '../../../test/support/payment-fixtures';
import { pdfText } from '../../../test/support/pdf';
import { staffBearer } from '../../../test/support/tokens';
import { creditNotes, members, orders, outbox, payments, refunds, staff } from '../../db/schema';
import { issueStandaloneCreditNote } from './issue-credit-note';
import { lockRefund } from './refunds.repository';
import { processRefund } from './settle-refund';

const t = useTestApp();

/** A valid GSTIN of the state `code` (its check character computed). */
function gstinOf(code: string): string {
  const first14 = `${code}ABCDE1234F1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

/** A card registration paid, its order set to the figures given (as a checkout would have priced). */
async function invoiced(figures?: { taxablePaise: number }) {
  const approved = await approvedApplication(t.app, t.db);
  await paidByCard(t.app, approved);
  const { payment, order } = await latestPayment(t.db, approved.applicationId);
  if (figures) {
    // ₹8,765.50 inside Maharashtra: CGST = SGST = round(876,550 × 9 %) = 78,890 (788.895 → 788.90).
    await t.db
      .update(orders)
      .set({
        joiningFeePaise: 0,
        discountPaise: 0,
        annualFeePaise: figures.taxablePaise,
        taxablePaise: figures.taxablePaise,
        cgstPaise: 78_890,
        sgstPaise: 78_890,
        igstPaise: 0,
        gstPaise: 157_780,
        roundOffPaise: 0,
        totalPaise: figures.taxablePaise + 157_780,
        placeOfSupplyState: 'Maharashtra',
        placeOfSupplyCode: '27',
        billedGstin: null,
        // Frozen again from these figures when first drawn (decision 076's backfill path).
        invoiceDocument: null,
      })
      .where(eq(orders.id, order.id));
  }
  return { approved, payment, orderId: order.id };
}

const api = () => ({
  post: async (url: string, payload: Record<string, unknown>, staff = 'accounts@example.com') => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: await staffBearer(t.app, t.db, staff),
      payload,
    });
    return { status: response.statusCode, body: response.json() };
  },
});

const notesOf = (orderId: number) =>
  t.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId)).orderBy(creditNotes.id);

describe('POST /api/staff/invoices/:id/credit-notes', () => {
  it('credits part, then the rest, head by head, with no refund and the membership kept', async () => {
    const { approved, payment, orderId } = await invoiced({ taxablePaise: 876_550 });
    const part = await api().post(`/api/staff/invoices/${orderId}/credit-notes`, {
      idempotency_key: 'credit-form-000000000001',
      amount: 1180,
      reason: 'Discount agreed after payment',
    });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body.data.credit_note.total).toBe(1180);
    // ₹1,180 at 18 % inside the state: taxable 1,000.00, CGST 90.00, SGST 90.00.
    const [first] = await notesOf(orderId);
    expect(first).toMatchObject({
      taxablePaise: 100_000,
      cgstPaise: 9_000,
      sgstPaise: 9_000,
      igstPaise: 0,
      totalPaise: 118_000,
      refundId: null,
      reason: 'Discount agreed after payment',
    });
    const rest = await api().post(`/api/staff/invoices/${orderId}/credit-notes`, {
      idempotency_key: 'credit-form-000000000002',
      reason: 'Membership waived',
    });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    // What is left exactly: 8,765.50 − 1,000 = 7,765.50 taxable, 788.90 − 90 = 698.90 each head.
    const [, second] = await notesOf(orderId);
    expect(second).toMatchObject({
      taxablePaise: 776_550,
      cgstPaise: 69_890,
      sgstPaise: 69_890,
      totalPaise: 916_330,
    });
    // Nothing more to credit; no refund recorded, the payment and the membership untouched.
    const more = await api().post(`/api/staff/invoices/${orderId}/credit-notes`, {
      idempotency_key: 'credit-form-000000000003',
      reason: 'Again',
    });
    expect(more).toMatchObject({
      status: 409,
      body: { message: 'This invoice has been credited in full.' },
    });
    expect(await t.db.select().from(refunds).where(eq(refunds.paymentId, payment.id))).toHaveLength(
      0,
    );
    const [paid] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(paid?.status).toBe('captured');
    const [member] = await t.db
      .select()
      .from(members)
      .where(eq(members.applicationId, approved.applicationId));
    expect(member?.status).toBe('active');
    // Emailed, saying no money is refunded.
    await t.app.payments.receipts.emailPendingCreditNotes();
    const mails = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Your credit note ${first!.number}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('No money is refunded');
  });

  it('refuses more than is left, office staff (403), and an order without an invoice (404)', async () => {
    const { orderId } = await invoiced({ taxablePaise: 876_550 });
    const tooMuch = await api().post(`/api/staff/invoices/${orderId}/credit-notes`, {
      idempotency_key: 'credit-form-000000000004',
      amount: 20_000,
      reason: 'Too much',
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toContain('₹10343.30');
    const office = await api().post(
      `/api/staff/invoices/${orderId}/credit-notes`,
      { idempotency_key: 'credit-form-000000000005', reason: 'Not mine to do' },
      'office@example.com',
    );
    expect(office.status).toBe(403);
    const missing = await api().post(`/api/staff/invoices/999999/credit-notes`, {
      idempotency_key: 'credit-form-000000000006',
      reason: 'Nothing',
    });
    expect(missing.status).toBe(404);
    expect(await notesOf(orderId)).toHaveLength(0);
  });

  it('sent twice at once with one key issues one credit note', async () => {
    const { orderId } = await invoiced();
    const body = { idempotency_key: 'credit-form-000000000007', reason: 'Waived' };
    const [a, b] = await Promise.all([
      api().post(`/api/staff/invoices/${orderId}/credit-notes`, body),
      api().post(`/api/staff/invoices/${orderId}/credit-notes`, body),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data.credit_note.number).toBe(b.body.data.credit_note.number);
    expect(await notesOf(orderId)).toHaveLength(1);
  });

  it('two forms at once for the whole invoice: one credit note, the other told it is credited', async () => {
    const { orderId } = await invoiced();
    const [a, b] = await Promise.all([
      api().post(`/api/staff/invoices/${orderId}/credit-notes`, {
        idempotency_key: 'credit-form-00000000000a',
        reason: 'Waived',
      }),
      api().post(`/api/staff/invoices/${orderId}/credit-notes`, {
        idempotency_key: 'credit-form-00000000000b',
        reason: 'Waived',
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await notesOf(orderId)).toHaveLength(1);
  });
});

describe('the Section 34(2) deadline', () => {
  // An invoice of 10-Jun-2025 (financial year 2025-26): creditable until 30-Nov-2026.
  async function invoiceOf2025() {
    const { orderId } = await invoiced();
    await t.db
      .update(orders)
      .set({ paidAt: new Date('2025-06-10T06:00:00Z') })
      .where(eq(orders.id, orderId));
    const accounts = await staffIdOf('accounts@example.com');
    const at = (iso: string) => ({ db: t.db, now: () => new Date(iso) });
    return { orderId, accounts, at };
  }

  it('allows a credit note on 29 November 2026', async () => {
    const { orderId, accounts, at } = await invoiceOf2025();
    const note = await issueStandaloneCreditNote(at('2026-11-29T12:00:00+05:30'), accounts, {
      orderId,
      amountPaise: null,
      reason: 'Waived',
      idempotencyKey: 'credit-form-00000000000c',
    });
    expect(note.financialYear).toBe('2026-27');
  });

  it('refuses one on 1 December 2026, naming the deadline', async () => {
    const { orderId, accounts, at } = await invoiceOf2025();
    const refused = issueStandaloneCreditNote(at('2026-12-01T00:00:00+05:30'), accounts, {
      orderId,
      amountPaise: null,
      reason: 'Waived',
      idempotencyKey: 'credit-form-00000000000d',
    });
    await expect(refused).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('only until 30-Nov-2026') as unknown,
    });
    expect(await notesOf(orderId)).toHaveLength(0);
  });

  it('a refund of that invoice on 29 November credits it, on 1 December returns money only', async () => {
    const { orderId } = await invoiceOf2025();
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    const asked = async () => {
      const refunded = await moneyApi(t.app, t.db).refund(payment!.id, {
        amount: 500,
        reason: 'Goodwill',
      });
      expect(refunded.status).toBe(200);
      const [row] = await t.db.select().from(refunds).where(eq(refunds.id, refunded.body.data.id));
      return row!;
    };
    const settleAt = (refundId: number, iso: string) =>
      t.db.transaction(async (tx) => {
        const locked = await lockRefund(tx, { id: refundId });
        return processRefund(tx, locked!, new Date(iso), 'provider');
      });
    const within = await settleAt((await asked()).id, '2026-11-29T12:00:00+05:30');
    expect(within.creditNote?.totalPaise).toBe(50_000);
    const past = await settleAt((await asked()).id, '2026-12-01T09:00:00+05:30');
    // The money still goes back; the tax can no longer be reduced.
    expect(past.refund.status).toBe('processed');
    expect(past.creditNote).toBeNull();
    expect(await notesOf(orderId)).toHaveLength(1);
  });
});

async function staffIdOf(email: string) {
  const [row] = await t.db.select({ id: staff.id }).from(staff).where(eq(staff.email, email));
  if (!row) throw new Error(`no staff ${email}`);
  return { staffId: row.id };
}

describe('POST /api/staff/invoices/:id/rebill', () => {
  it('credits the B2C invoice and issues a B2B one inside the state: CGST + SGST', async () => {
    const { orderId, approved } = await invoiced({ taxablePaise: 876_550 });
    const [before] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const gstin = gstinOf('27');
    const rebilled = await api().post(`/api/staff/invoices/${orderId}/rebill`, {
      idempotency_key: 'rebill-form-000000000001',
      gstin: gstin.toLowerCase(),
      name: 'Asha Rao',
      company: 'Rao Engineering Pvt Ltd',
      address: '12 MG Road\nPune',
    });
    expect(rebilled.status, JSON.stringify(rebilled.body)).toBe(200);
    const { credit_note: note, invoice } = rebilled.body.data;
    expect(note.total).toBe(10343.3);
    expect(invoice).toMatchObject({
      billed_gstin: gstin,
      place_of_supply: '27-Maharashtra',
      total: 10343.3,
    });
    expect(invoice.number).toMatch(/^PT\/2627\/\d{6}$/);
    expect(invoice.number).not.toBe(before?.invoiceNumber);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, invoice.order_id));
    expect(row).toMatchObject({
      status: 'rebilled',
      rebilledFromOrderId: orderId,
      taxablePaise: 876_550,
      cgstPaise: 78_890,
      sgstPaise: 78_890,
      igstPaise: 0,
      totalPaise: 1_034_330,
      billedCompany: 'Rao Engineering Pvt Ltd',
    });
    // Frozen when issued (decision 076).
    expect(row?.invoiceDocument).not.toBeNull();
    const [credit] = await notesOf(orderId);
    expect(credit).toMatchObject({
      invoiceNumber: before?.invoiceNumber,
      taxablePaise: 876_550,
      cgstPaise: 78_890,
      sgstPaise: 78_890,
      totalPaise: 1_034_330,
      reason: 'Re-billed with the buyer’s GSTIN',
    });
    // In the documents the GST return and Tally read, and emailed to the member by the receipt job.
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/staff/invoices?q=${encodeURIComponent(invoice.number as string)}`,
      headers: await staffBearer(t.app, t.db, 'accounts@example.com'),
    });
    expect(JSON.stringify(listed.json())).toContain(gstin);
    await t.app.payments.receipts.emailJob.run();
    const [emailed] = await t.db.select().from(orders).where(eq(orders.id, invoice.order_id));
    expect(emailed?.receiptEmailedAt).not.toBeNull();
    // The member's documents list it, and its PDF downloads by its order number.
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${approved.applicationId}`,
      headers: approved.auth,
    });
    expect(JSON.stringify(mine.json())).toContain(invoice.number as string);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/order/view/${encodeURIComponent(row!.uniqueOrderId)}`,
      headers: approved.auth,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const printed = (await pdfText(pdf.rawPayload)).text;
    expect(printed).toContain(gstin);
    expect(printed).toContain('Rao Engineering Pvt Ltd');
    expect(printed).toContain(invoice.number as string);
    // Its credit note prints the invoice it credits and the reason.
    const notePdf = await t.app.inject({
      method: 'GET',
      url: `/api/staff/credit-notes/${note.id as number}/pdf`,
      headers: await staffBearer(t.app, t.db, 'accounts@example.com'),
    });
    expect(notePdf.statusCode).toBe(200);
    const notePrinted = (await pdfText(notePdf.rawPayload)).text;
    expect(notePrinted).toContain(before!.invoiceNumber!);
    expect(notePrinted).toContain('Re-billed with the buyer');
    // The original can no longer be credited: the new invoice is the one to credit.
    const again = await api().post(`/api/staff/invoices/${orderId}/credit-notes`, {
      idempotency_key: 'credit-form-00000000000e',
      reason: 'Again',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(invoice.number);
  });

  it('re-billed to another state: IGST of 18 %, and a later refund credits the new invoice', async () => {
    const { orderId, payment } = await invoiced({ taxablePaise: 876_550 });
    const rebilled = await api().post(`/api/staff/invoices/${orderId}/rebill`, {
      idempotency_key: 'rebill-form-000000000002',
      gstin: gstinOf('29'),
      name: 'Asha Rao',
      company: 'Rao Karnataka LLP',
    });
    expect(rebilled.status, JSON.stringify(rebilled.body)).toBe(200);
    const newId = rebilled.body.data.invoice.order_id as number;
    // 18 % of 8,765.50 = 1,577.79 (1,577.79 exactly: 157,779 paise); total 10,343.29.
    const [row] = await t.db.select().from(orders).where(eq(orders.id, newId));
    expect(row).toMatchObject({
      placeOfSupplyCode: '29',
      placeOfSupplyState: 'Karnataka',
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 157_779,
      totalPaise: 1_034_329,
    });
    // The payment's refund later credits the invoice that stands now, as IGST.
    await t.db.update(payments).set({ amountPaise: 1_034_330 }).where(eq(payments.id, payment.id));
    const refund = await moneyApi(t.app, t.db).refund(payment.id, {
      amount: 118,
      reason: 'Goodwill',
    });
    expect(refund.status).toBe(200);
    const [pending] = await t.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    await moneyApi(t.app, t.db).settleRefund(pending!.providerRefundId!, 'processed');
    const [note] = await notesOf(newId);
    expect(note).toMatchObject({
      invoiceNumber: row?.invoiceNumber,
      taxablePaise: 10_000,
      igstPaise: 1_800,
      cgstPaise: 0,
      totalPaise: 11_800,
    });
  });

  it('sent twice at once issues one credit note and one invoice; refuses a bad GSTIN', async () => {
    const { orderId } = await invoiced();
    const body = {
      idempotency_key: 'rebill-form-000000000003',
      gstin: gstinOf('27'),
      name: 'Asha Rao',
      company: 'Rao Engineering',
    };
    const [a, b] = await Promise.all([
      api().post(`/api/staff/invoices/${orderId}/rebill`, body),
      api().post(`/api/staff/invoices/${orderId}/rebill`, body),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data.invoice.number).toBe(b.body.data.invoice.number);
    expect(await notesOf(orderId)).toHaveLength(1);
    const rebills = await t.db.select().from(orders).where(eq(orders.rebilledFromOrderId, orderId));
    expect(rebills).toHaveLength(1);

    const { orderId: other } = await invoiced();
    const bad = await api().post(`/api/staff/invoices/${other}/rebill`, {
      ...body,
      idempotency_key: 'rebill-form-000000000004',
      // A check character that is not this GSTIN's.
      gstin: `${gstinOf('27').slice(0, 14)}${gstinOf('27').endsWith('A') ? 'B' : 'A'}`,
    });
    expect(bad.status).toBe(400);
    expect(await notesOf(other)).toHaveLength(0);
  });

  it('is refused once part of the invoice was refunded', async () => {
    const { orderId, payment } = await invoiced();
    await moneyApi(t.app, t.db).refund(payment.id, { amount: 100, reason: 'Goodwill' });
    const refused = await api().post(`/api/staff/invoices/${orderId}/rebill`, {
      idempotency_key: 'rebill-form-000000000005',
      gstin: gstinOf('27'),
      name: 'Asha Rao',
      company: 'Rao Engineering',
    });
    expect(refused.status).toBe(409);
  });
});
