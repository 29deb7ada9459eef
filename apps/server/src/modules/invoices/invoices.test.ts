// The back office's GST documents (issue #15): the search over every invoice and credit note, who may
// use it, a period's totals (B2B and B2C, credit notes subtracting), and the export for the GST returns
// as CSV and as XLSX read back with exceljs.
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  GstTotals,
  StaffInvoiceItem,
} from '@portico/domain/contracts/staff-invoices.contract';
import { useTestApp } from '../../../test/support/app';
import { applications, staff } from '../../db/schema';
import { insertCreditNote, insertInvoice } from '../../../test/support/invoice-fixtures';
import { seededMember } from '../../../test/support/payment-fixtures';
import { parseCsv, request, type Page } from '../../../test/support/staff-admin-fixtures';
import { staffBearer } from '../../../test/support/tokens';

const t = useTestApp();

const MAY = 'from=2026-05-01&to=2026-05-31';

/** An intra-state B2B invoice with a credit note, an inter-state B2C one, and one just after May. */
async function insertDocuments() {
  const intra = await insertInvoice(t.db, {
    memberEmail: 'active@example.com',
    invoiceNumber: 'PT/2026-27/0001',
    paidAt: new Date('2026-05-10T06:00:00Z'),
    taxablePaise: 100_000,
    billedGstin: '27AABCK2345C1ZZ',
  });
  const inter = await insertInvoice(t.db, {
    memberEmail: 'renew@example.com',
    invoiceNumber: 'PT/2026-27/0002',
    paidAt: new Date('2026-05-20T06:00:00Z'),
    taxablePaise: 200_000,
    billedGstin: null,
    state: 'Karnataka',
    stateCode: '29',
  });
  const creditNoteId = await insertCreditNote(t.db, intra, {
    number: 'CN/2026-27/0001',
    issuedAt: new Date('2026-05-25T06:00:00Z'),
    taxablePaise: 50_000,
    reference: 'UTR123456',
  });
  // 19:00 UTC on 31 May is 00:30 on 1 June in India: June's, not May's.
  await insertInvoice(t.db, {
    memberEmail: 'active@example.com',
    invoiceNumber: 'PT/2026-27/0003',
    paidAt: new Date('2026-05-31T19:00:00Z'),
    taxablePaise: 100_000,
    billedGstin: '27AABCK2345C1ZZ',
  });
  return { intra, inter, creditNoteId };
}

async function get<T>(path: string, email = 'accounts@example.com') {
  return request(t.app).get<T>(path, await staffBearer(t.app, t.db, email));
}

async function search(query: string, email?: string) {
  const response = await get<Page<StaffInvoiceItem>>(`/api/staff/invoices?${query}`, email);
  expect(response.status, response.text).toBe(200);
  return response.body.data!;
}

describe('GET /api/staff/invoices', () => {
  beforeEach(async () => {
    await insertDocuments();
  });

  it('lists invoices and credit notes, newest first, with buyer, place of supply and tax split', async () => {
    const page = await search('');
    expect(page.total).toBe(4);
    expect(page.items.map((item) => item.number)).toEqual([
      'PT/2026-27/0003',
      'CN/2026-27/0001',
      'PT/2026-27/0002',
      'PT/2026-27/0001',
    ]);
    expect(page.items[1]).toMatchObject({
      kind: 'credit_note',
      invoice_number: 'PT/2026-27/0001',
      buyer_name: 'Rohan Kapoor',
      buyer_company: 'Kapoor Live Pvt Ltd',
      buyer_gstin: '27AABCK2345C1ZZ',
      buyer_type: 'b2b',
      member_number: expect.stringMatching(/^PM-/),
      email: 'active@example.com',
      place_of_supply: '27-Maharashtra',
      taxable: 500,
      cgst: 45,
      sgst: 45,
      igst: 0,
      total: 590,
    });
    expect(page.items[2]).toMatchObject({
      kind: 'invoice',
      buyer_gstin: null,
      buyer_type: 'b2c',
      place_of_supply: '29-Karnataka',
      igst: 360,
      total: 2360,
    });
  });

  it('searches by number, buyer name, GSTIN, member number and email, and by Indian dates', async () => {
    const numbers = async (query: string) => (await search(query)).items.map((item) => item.number);
    expect(await numbers('q=2026-27/0002')).toEqual(['PT/2026-27/0002']);
    // A credit note is found by its own number and by the invoice it corrects.
    expect(await numbers('q=CN/')).toEqual(['CN/2026-27/0001']);
    expect(await numbers('q=sneha')).toEqual(['PT/2026-27/0002']);
    expect(await numbers('q=27AABCK2345C1ZZ&kind=invoice')).toEqual([
      'PT/2026-27/0003',
      'PT/2026-27/0001',
    ]);
    expect(await numbers('q=RENEW@EXAMPLE')).toEqual(['PT/2026-27/0002']);
    const { member } = await seededMember(t.app, t.db, 'renew@example.com');
    expect(await numbers(`q=${encodeURIComponent(member.memberNumber ?? '')}`)).toEqual([
      'PT/2026-27/0002',
    ]);
    expect(await numbers(`${MAY}&kind=credit_note`)).toEqual(['CN/2026-27/0001']);
    expect(await numbers('from=2026-06-01&to=2026-06-01')).toEqual(['PT/2026-27/0003']);
    expect(await numbers('q=%25')).toEqual([]);
  });

  it("finds a member's invoices by each form of their mobile, member and application number (decision 090)", async () => {
    const numbers = async (q: string) =>
      (await search(`q=${encodeURIComponent(q)}`)).items.map((item) => item.number);
    const { member } = await seededMember(t.app, t.db, 'renew@example.com');
    const mobile = member.mobileNumber;
    const serial = Number((member.memberNumber ?? '').replace(/\D/g, ''));
    const [application] = await t.db
      .select({ appId: applications.appId })
      .from(applications)
      .where(eq(applications.id, member.applicationId ?? 0));
    const applicationSerial = Number(application?.appId.replace(/\D/g, ''));
    for (const q of [
      `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`,
      `91${mobile}`,
      `0${mobile.slice(0, 5)}-${mobile.slice(5)}`,
      member.memberNumber ?? '',
      `pm${serial}`,
      `PM ${serial}`,
      `PA-${applicationSerial}`,
      `pa ${String(applicationSerial).padStart(6, '0')}`,
    ]) {
      expect(await numbers(q), q).toEqual(['PT/2026-27/0002']);
    }
    // A bare short number names an application or member number exactly, not every invoice with the digit.
    expect(await numbers(String(serial))).toContain('PT/2026-27/0002');
    expect(await numbers('2')).not.toContain('PT/2026-27/0001');
  });

  it('pages with a stable order and refuses pages past the first 10,000 results', async () => {
    const first = await search('pageSize=3');
    const second = await search('pageSize=3&page=2');
    expect(first.items).toHaveLength(3);
    expect(second.items.map((item) => item.number)).toEqual(['PT/2026-27/0001']);
    const deep = await get('/api/staff/invoices?page=101&pageSize=100');
    expect(deep.status).toBe(400);
    expect(deep.body.message).toMatch(/narrow the search/);
  });

  it('answers 400 for bad filters', async () => {
    const bad = await get('/api/staff/invoices?from=2026-13-01&kind=bill');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/from must be a date/);
    const backwards = await get('/api/staff/invoices?from=2026-06-01&to=2026-05-01');
    expect(backwards.status).toBe(400);
  });

  it('is for accounts and admin only: not office, nor a member, nor a stranger', async () => {
    expect((await get('/api/staff/invoices', 'admin@example.com')).status).toBe(200);
    expect((await get('/api/staff/invoices', 'office@example.com')).status).toBe(403);
    const { auth } = await seededMember(t.app, t.db, 'active@example.com');
    const api = request(t.app);
    expect((await api.get('/api/staff/invoices', auth)).status).toBe(403);
    expect((await api.get(`/api/staff/export/gst.csv?${MAY}`, auth)).status).toBe(403);
    expect((await api.get(`/api/staff/invoices/totals?${MAY}`)).status).toBe(401);
    expect((await api.get(`/api/staff/export/gst.xlsx?${MAY}`)).status).toBe(401);
  });

  it('follows the account as it is now: accounts moved to office loses the invoices', async () => {
    const stale = await staffBearer(t.app, t.db, 'accounts@example.com');
    const [account] = await t.db
      .select()
      .from(staff)
      .where(eq(staff.email, 'accounts@example.com'));
    const api = request(t.app);
    expect((await api.get('/api/staff/invoices', stale)).status).toBe(200);
    const moved = await api.patch(
      `/api/staff/staff/${account!.id}`,
      { roles: [{ role: 'office' }] },
      await staffBearer(t.app, t.db, 'admin@example.com'),
    );
    expect(moved.status).toBe(200);
    expect((await api.get('/api/staff/invoices', stale)).status).toBe(403);
    expect((await api.get(`/api/staff/export/gst.csv?${MAY}`, stale)).status).toBe(403);
  });
});

const MAY_TOTALS = {
  b2b: {
    invoices: { count: 1, taxable: 1000, cgst: 90, sgst: 90, igst: 0, total: 1180 },
    credit_notes: { count: 1, taxable: 500, cgst: 45, sgst: 45, igst: 0, total: 590 },
    net: { count: 2, taxable: 500, cgst: 45, sgst: 45, igst: 0, total: 590 },
  },
  b2c: {
    invoices: { count: 1, taxable: 2000, cgst: 0, sgst: 0, igst: 360, total: 2360 },
    credit_notes: { count: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 },
    net: { count: 1, taxable: 2000, cgst: 0, sgst: 0, igst: 360, total: 2360 },
  },
  all: {
    invoices: { count: 2, taxable: 3000, cgst: 90, sgst: 90, igst: 360, total: 3540 },
    credit_notes: { count: 1, taxable: 500, cgst: 45, sgst: 45, igst: 0, total: 590 },
    net: { count: 3, taxable: 2500, cgst: 45, sgst: 45, igst: 360, total: 2950 },
  },
};

describe('the GST export of a period', () => {
  beforeEach(async () => {
    await insertDocuments();
  });

  it('totals B2B and B2C, credit notes subtracting', async () => {
    const response = await get<GstTotals>(`/api/staff/invoices/totals?${MAY}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ from: '2026-05-01', to: '2026-05-31', ...MAY_TOTALS });
  });

  it('needs both dates of a period of at most a year', async () => {
    expect((await get('/api/staff/export/gst.csv?from=2026-05-01')).status).toBe(400);
    const long = await get('/api/staff/invoices/totals?from=2025-01-01&to=2026-05-01');
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toMatch(/366 days/);
  });

  it('writes one CSV row per invoice and credit note, the credit note negative', async () => {
    const response = await get(`/api/staff/export/gst.csv?${MAY}`, 'admin@example.com');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="gst-2026-05-01-to-2026-05-31.csv"',
    );
    const [header, ...rows] = parseCsv(response.text);
    expect(header).toEqual([
      'Document type',
      'Number',
      'Date',
      'Original invoice',
      'Order number',
      'Buyer name',
      'Buyer company',
      'Buyer GSTIN',
      'B2B/B2C',
      'Place of supply',
      'SAC',
      'Taxable value',
      'CGST',
      'SGST',
      'IGST',
      'Total',
      'Payment reference',
      'Member number',
    ]);
    expect(rows).toHaveLength(3);
    const [intra, inter, credit] = rows as [string[], string[], string[]];
    expect(intra.slice(0, 3)).toEqual(['Invoice', 'PT/2026-27/0001', '10-05-2026']);
    expect(intra.slice(5, 16)).toEqual([
      'Rohan Kapoor',
      'Kapoor Live Pvt Ltd',
      '27AABCK2345C1ZZ',
      'B2B',
      '27-Maharashtra',
      '999511',
      '1000.00',
      '90.00',
      '90.00',
      '0.00',
      '1180.00',
    ]);
    expect(intra[16]).toMatch(/^pay_TI-/);
    expect(inter.slice(7, 16)).toEqual([
      '',
      'B2C',
      '29-Karnataka',
      '999511',
      '2000.00',
      '0.00',
      '0.00',
      '360.00',
      '2360.00',
    ]);
    expect(credit.slice(0, 4)).toEqual([
      'Credit note',
      'CN/2026-27/0001',
      '25-05-2026',
      'PT/2026-27/0001',
    ]);
    expect(credit.slice(11, 17)).toEqual([
      '-500.00',
      '-45.00',
      '-45.00',
      '0.00',
      '-590.00',
      'UTR123456',
    ]);
  });

  it('writes an XLSX of real numbers in rupees and a totals sheet', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/staff/export/gst.xlsx?${MAY}`,
      headers: await staffBearer(t.app, t.db, 'accounts@example.com'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const documents = workbook.getWorksheet('GST documents')!;
    expect(documents.rowCount).toBe(4);
    const values = (row: number) => (documents.getRow(row).values as unknown[]).slice(1);
    expect(values(1)[0]).toBe('Document type');
    expect(values(2).slice(11, 16)).toEqual([1000, 90, 90, 0, 1180]);
    expect(documents.getRow(2).getCell(12).numFmt).toBe('0.00');
    expect(values(4).slice(0, 2)).toEqual(['Credit note', 'CN/2026-27/0001']);
    expect(values(4).slice(11, 16)).toEqual([-500, -45, -45, 0, -590]);

    const totals = workbook.getWorksheet('Totals')!;
    const lines = new Map<string, unknown[]>();
    totals.eachRow((row) => {
      const [buyers, kind, ...amounts] = (row.values as unknown[]).slice(1);
      lines.set(`${String(buyers)} ${String(kind)}`, amounts);
    });
    expect(lines.get('B2B Net')).toEqual([2, 500, 45, 45, 0, 590]);
    expect(lines.get('B2C Invoices')).toEqual([1, 2000, 0, 0, 360, 2360]);
    expect(lines.get('All Net')).toEqual([3, 2500, 45, 45, 360, 2950]);
  });
});
