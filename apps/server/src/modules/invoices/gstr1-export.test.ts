// GSTR-1 (issue #28 item 4, decision 082): a month with every kind of document — a B2B invoice within
// the state (with a round off) and one between states, B2C invoices within the state (two, summed),
// between states below and above the B2C large limit, a credit note to a registered buyer, one to an
// unregistered buyer of a B2C large invoice and one of a small B2C invoice (an older numbering), and
// an invoice of the next day in India — exported as the offline tool's CSV files and the portal's
// JSON, each compared byte for byte with a hand-written file under test/fixtures/gstr1-may-2026.
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { insertCreditNote, insertInvoice } from '../../../test/support/invoice-fixtures';
import { staffBearer } from '../../../test/support/tokens';
import { unzipText } from '../../../test/support/unzip';
import { creditNotes, orders } from '../../db/schema';
import type { CreditNoteSnapshot, InvoiceSnapshot } from '../receipts';

const t = useTestApp();

const FIXTURES = new URL('../../../test/fixtures/gstr1-may-2026/', import.meta.url);
const expected = (name: string) => readFileSync(new URL(name, FIXTURES), 'utf8');

const seller = {
  name: 'Portico Test Association',
  addressLines: ['1 Test Road', 'Mumbai'],
  gstin: '27AAAAA0000A1Z5',
  stateName: 'Maharashtra',
  stateCode: '27',
  contactLines: [],
  logo: null,
};

type Buyer = InvoiceSnapshot['member'];
const buyer = (name: string, company: string, gstin: string | null, state: string, code: string) =>
  ({
    name,
    company,
    gstin,
    addressLines: null,
    placeOfSupply: { stateName: state, stateCode: code },
  }) satisfies Buyer;

const SAHYADRI = buyer(
  'Neha Patil',
  'Sahyadri Traders Pvt Ltd',
  '27AAPFS1234K1Z3',
  'Maharashtra',
  '27',
);
const KAVERI = buyer('Asha Rao', 'Kaveri Tools Pvt Ltd', '29AABCK2345C1ZX', 'Karnataka', '29');
const RAVI = buyer('Ravi Kulkarni', '', null, 'Maharashtra', '27');
const MEERA = buyer('Meera Nair', '', null, 'Kerala', '32');
const ARJUN = buyer('Arjun Singh', '', null, 'Delhi', '07');

type Tax = InvoiceSnapshot['tax'];
const within = (half: number): Tax => ({ kind: 'intra-state', cgstPaise: half, sgstPaise: half });
const between = (igst: number): Tax => ({ kind: 'inter-state', igstPaise: igst });

type Issued = {
  number: string;
  at: string;
  member: Buyer;
  taxable: number;
  tax: Tax;
  total: number;
};

/**
 * An invoice as issued. Its row carries another amount on purpose: the return prints the record's
 * figures, never the row's.
 */
async function issueInvoice(issued: Issued & { roundOff?: number }) {
  const invoice = await insertInvoice(t.db, {
    memberEmail: 'active@example.com',
    invoiceNumber: issued.number,
    paidAt: new Date(issued.at),
    taxablePaise: 1,
    billedGstin: issued.member.gstin,
    state: issued.member.placeOfSupply.stateName,
    stateCode: issued.member.placeOfSupply.stateCode,
  });
  const record: InvoiceSnapshot = {
    version: 1,
    seller,
    invoiceNumber: issued.number,
    invoiceDate: issued.at,
    member: issued.member,
    memberNumber: 'M-1',
    membershipCategory: 'Gold',
    period: null,
    sacCode: '999511',
    lines: [],
    taxablePaise: issued.taxable,
    tax: issued.tax,
    gstRateBasisPoints: 1800,
    roundOffPaise: issued.roundOff ?? 0,
    totalPaise: issued.total,
    orderId: invoice.uniqueOrderId,
    providerPaymentId: `pay_${issued.number}`,
    paidAt: issued.at,
  };
  await t.db.update(orders).set({ invoiceDocument: record }).where(eq(orders.id, invoice.orderId));
  return { invoice, record };
}

async function issueCreditNote(
  of: Awaited<ReturnType<typeof issueInvoice>>,
  issued: Omit<Issued, 'member'>,
) {
  const id = await insertCreditNote(t.db, of.invoice, {
    number: issued.number,
    issuedAt: new Date(issued.at),
    taxablePaise: 1,
  });
  const record: CreditNoteSnapshot = {
    version: 1,
    seller,
    number: issued.number,
    issuedAt: issued.at,
    invoiceNumber: of.record.invoiceNumber,
    invoiceDate: of.record.invoiceDate,
    member: of.record.member,
    memberNumber: 'M-1',
    description: 'Membership fee',
    orderId: of.record.orderId,
    sacCode: '999511',
    taxablePaise: issued.taxable,
    tax: issued.tax,
    gstRateBasisPoints: 1800,
    roundOffPaise: 0,
    totalPaise: issued.total,
    reason: 'Refund',
  };
  await t.db.update(creditNotes).set({ document: record }).where(eq(creditNotes.id, id));
}

async function issueMonth() {
  // 20:00 UTC on 30 April is 1 May in India: in May's return. ₹10,343.30 rounded to ₹10,343.00.
  await issueInvoice({
    number: 'PT/2627/000001',
    at: '2026-04-30T20:00:00.000Z',
    member: SAHYADRI,
    taxable: 876_550,
    tax: within(78_890),
    roundOff: -30,
    total: 1_034_300,
  });
  const kaveri = await issueInvoice({
    number: 'PT/2627/000002',
    at: '2026-05-04T06:00:00.000Z',
    member: KAVERI,
    taxable: 1_000_000,
    tax: between(180_000),
    total: 1_180_000,
  });
  const ravi = await issueInvoice({
    number: 'PT/2627/000003',
    at: '2026-05-06T06:00:00.000Z',
    member: RAVI,
    taxable: 500_000,
    tax: within(45_000),
    total: 590_000,
  });
  // Between states but ₹23,600 is not above ₹1,00,000: b2cs.
  await issueInvoice({
    number: 'PT/2627/000004',
    at: '2026-05-08T06:00:00.000Z',
    member: MEERA,
    taxable: 2_000_000,
    tax: between(360_000),
    total: 2_360_000,
  });
  // ₹1,18,000 between states: B2C large.
  const arjun = await issueInvoice({
    number: 'PT/2627/000005',
    at: '2026-05-12T06:00:00.000Z',
    member: ARJUN,
    taxable: 10_000_000,
    tax: between(1_800_000),
    total: 11_800_000,
  });
  await issueInvoice({
    number: 'PT/2627/000006',
    at: '2026-05-15T06:00:00.000Z',
    member: RAVI,
    taxable: 250_000,
    tax: within(22_500),
    total: 295_000,
  });
  // 19:00 UTC on 31 May is 1 June in India: June's return.
  await issueInvoice({
    number: 'PT/2627/000007',
    at: '2026-05-31T19:00:00.000Z',
    member: KAVERI,
    taxable: 100_000,
    tax: between(18_000),
    total: 118_000,
  });
  await issueCreditNote(kaveri, {
    number: 'CN/2627/000001',
    at: '2026-05-20T06:00:00.000Z',
    taxable: 500_000,
    tax: between(90_000),
    total: 590_000,
  });
  await issueCreditNote(arjun, {
    number: 'CN/2627/000002',
    at: '2026-05-22T06:00:00.000Z',
    taxable: 1_000_000,
    tax: between(180_000),
    total: 1_180_000,
  });
  // Numbered before decision 077's style: its own series in the documents issued.
  await issueCreditNote(ravi, {
    number: 'CN/2026-27/0007',
    at: '2026-05-25T06:00:00.000Z',
    taxable: 100_000,
    tax: within(9_000),
    total: 118_000,
  });
}

async function download(path: string, query = 'month=2026-05', email = 'accounts@example.com') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/staff/export/${path}?${query}`,
    headers: await staffBearer(t.app, t.db, email),
  });
  return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
}

const SECTIONS = [
  'b2b.csv',
  'b2cl.csv',
  'b2cs.csv',
  'cdnr.csv',
  'cdnur.csv',
  'hsn(b2b).csv',
  'hsn(b2c).csv',
  'docs.csv',
];

describe('GET /api/staff/export/gstr1.zip and gstr1.json', () => {
  beforeEach(issueMonth);

  it("writes each section as the offline tool's CSV, byte for byte the hand-computed file", async () => {
    const response = await download('gstr1.zip');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('gstr1-2026-05-01-to-2026-05-31.zip');
    const files = unzipText(response.body);
    expect(Object.keys(files)).toEqual(SECTIONS);
    for (const name of SECTIONS) expect(files[name], name).toBe(expected(name));
  });

  it('writes the same return as the portal JSON, as the hand-written file', async () => {
    const response = await download('gstr1.json');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const body = response.body.toString('utf8');
    // The file is formatted for reading; the export is compact, keys in the same order.
    expect(body).toBe(JSON.stringify(JSON.parse(expected('gstr1.json'))));
  });

  it('takes a quarter of the financial year, filed as its last month', async () => {
    const response = await download('gstr1.json', 'month=2026-05&frequency=quarterly');
    const json = JSON.parse(response.body.toString('utf8')) as {
      fp: string;
      b2b: { inv: { inum: string }[] }[];
    };
    expect(json.fp).toBe('062026');
    expect(json.b2b.flatMap((group) => group.inv.map((inv) => inv.inum))).toEqual([
      'PT/2627/000001',
      'PT/2627/000002',
      'PT/2627/000007',
    ]);
  });

  it('leaves a document reported through e-invoicing (it has an IRN) out of b2b and cdnr only', async () => {
    await t.db.execute(
      sql`update orders set irn = 'a1b2c3' where invoice_number = 'PT/2627/000002'`,
    );
    await t.db.execute(sql`update credit_notes set irn = 'd4e5f6' where number = 'CN/2627/000001'`);
    const files = unzipText((await download('gstr1.zip')).body);
    expect(files['b2b.csv']).toBe(expected('b2b.csv').replace(/^29AABCK2345C1ZX.*\r\n/m, ''));
    expect(files['cdnr.csv']).toBe(expected('cdnr.csv').split('\r\n')[0] + '\r\n');
    for (const name of ['hsn(b2b).csv', 'docs.csv', 'b2cs.csv']) {
      expect(files[name], name).toBe(expected(name));
    }
    // A cancelled IRN reported nothing: the invoice is in b2b again.
    await t.db.execute(
      sql`update orders set irn_cancelled_at = now() where invoice_number = 'PT/2627/000002'`,
    );
    const again = unzipText((await download('gstr1.zip')).body);
    expect(again['b2b.csv']).toBe(expected('b2b.csv'));
  });

  it('reads a document not frozen yet from its row, as the GST export does', async () => {
    const invoice = await insertInvoice(t.db, {
      memberEmail: 'active@example.com',
      invoiceNumber: 'PT/2627/000008',
      paidAt: new Date('2026-06-03T06:00:00.000Z'),
      taxablePaise: 1_000_050,
      billedCompany: 'Kaveri Tools Pvt Ltd',
      billedGstin: '29AABCK2345C1ZX',
      state: 'Karnataka',
      stateCode: '29',
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, invoice.orderId));
    expect(row?.invoiceDocument).toBeNull();
    const files = unzipText((await download('gstr1.zip', 'month=2026-06')).body);
    // ₹10,000.50 at 18 % between states: IGST ₹1,800.09 (decision 077), total ₹11,800.59.
    expect(files['b2b.csv']?.split('\r\n')[2]).toBe(
      '29AABCK2345C1ZX,Kaveri Tools Pvt Ltd,PT/2627/000008,03-Jun-2026,11800.59,29-Karnataka,N,,' +
        'Regular B2B,,18.00,10000.50,0.00',
    );
  });

  it('is for the accounts and admin roles, for a month GST knows', async () => {
    expect((await download('gstr1.zip', 'month=2026-05', 'admin@example.com')).status).toBe(200);
    expect((await download('gstr1.zip', 'month=2026-05', 'office@example.com')).status).toBe(403);
    expect((await download('gstr1.json', 'month=2017-06')).status).toBe(400);
    expect((await download('gstr1.json', 'month=2026-13')).status).toBe(400);
    expect((await download('gstr1.json', 'month=2026-05&frequency=yearly')).status).toBe(400);
    expect((await download('gstr1.json', '')).status).toBe(400);
  });
});
