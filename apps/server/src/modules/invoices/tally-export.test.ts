// The Tally export (issue #28 item 5, decision 079): a month with a B2B IGST invoice, a B2C CGST+SGST
// invoice after a coupon (paise, and a round off), a credit note and the invoices' receipts, read from
// the documents' frozen records, compared with a checked-in file, parsed back with xmlbuilder2, and
// every voucher balanced to the paisa.
import { eq } from 'drizzle-orm';
import { convert } from 'xmlbuilder2';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { insertCreditNote, insertInvoice } from '../../../test/support/invoice-fixtures';
import { request } from '../../../test/support/staff-admin-fixtures';
import { staffBearer } from '../../../test/support/tokens';
import { associationSettings, creditNotes, orders } from '../../db/schema';
import type { CreditNoteSnapshot, InvoiceSnapshot } from '../receipts';

const t = useTestApp();

const GOLDEN = '../../../test/fixtures/tally-may-2026.xml';
const MAY = 'from=2026-05-01&to=2026-05-31';

const seller = {
  name: 'Portico Test Association',
  addressLines: ['1 Test Road', 'Mumbai'],
  gstin: '27AAAAA0000A1Z5',
  stateName: 'Maharashtra',
  stateCode: '27',
  contactLines: [],
  logo: null,
};

function invoiceRecord(
  overrides: Partial<InvoiceSnapshot> & Pick<InvoiceSnapshot, 'member' | 'tax'>,
): InvoiceSnapshot {
  return {
    version: 1,
    seller,
    invoiceNumber: 'X',
    invoiceDate: '2026-05-01T00:00:00.000Z',
    memberNumber: 'M-1',
    membershipCategory: 'Gold',
    period: null,
    sacCode: '999511',
    lines: [],
    taxablePaise: 0,
    gstRateBasisPoints: 1800,
    roundOffPaise: 0,
    totalPaise: 0,
    orderId: 'TI-1',
    providerPaymentId: 'pay_1',
    paidAt: '2026-05-01T00:00:00.000Z',
    ...overrides,
  };
}

/**
 * The documents as issued. The rows carry other buyers and amounts on purpose: the export must print
 * the records' figures, never the rows' (nor work them out again).
 */
async function insertMonth() {
  const b2b = await insertInvoice(t.db, {
    memberEmail: 'active@example.com',
    invoiceNumber: 'PT/2627/000001',
    paidAt: new Date('2026-05-04T06:00:00Z'),
    taxablePaise: 1,
    billedGstin: '29AABCK2345C1ZX',
    state: 'Karnataka',
    stateCode: '29',
  });
  await t.db
    .update(orders)
    .set({
      invoiceDocument: invoiceRecord({
        invoiceNumber: 'PT/2627/000001',
        invoiceDate: '2026-05-04T06:00:00.000Z',
        paidAt: '2026-05-04T06:00:00.000Z',
        providerPaymentId: 'pay_B2B',
        member: {
          name: 'Asha Rao',
          company: 'Kaveri Tools Pvt Ltd',
          gstin: '29AABCK2345C1ZX',
          addressLines: ['Bengaluru'],
          placeOfSupply: { stateName: 'Karnataka', stateCode: '29' },
        },
        taxablePaise: 1_000_000,
        tax: { kind: 'inter-state', igstPaise: 180_000 },
        totalPaise: 1_180_000,
      }),
    })
    .where(eq(orders.id, b2b.orderId));

  // ₹10,000.00 less a ₹1,234.50 coupon: taxable ₹8,765.50, CGST = SGST = ₹788.90 (decision 077),
  // ₹10,343.30 rounded to ₹10,343.00 (round off −₹0.30).
  const b2c = await insertInvoice(t.db, {
    memberEmail: 'renew@example.com',
    invoiceNumber: 'PT/2627/000002',
    // 20:00 UTC on 14 May is 15 May in India: the voucher's date.
    paidAt: new Date('2026-05-14T20:00:00Z'),
    taxablePaise: 2,
  });
  await t.db
    .update(orders)
    .set({
      invoiceDocument: invoiceRecord({
        invoiceNumber: 'PT/2627/000002',
        invoiceDate: '2026-05-14T20:00:00.000Z',
        paidAt: '2026-05-14T20:00:00.000Z',
        providerPaymentId: 'pay_B2C',
        member: {
          name: 'Ravi Kulkarni',
          company: '',
          gstin: null,
          addressLines: null,
          placeOfSupply: { stateName: 'Maharashtra', stateCode: '27' },
        },
        taxablePaise: 876_550,
        tax: { kind: 'intra-state', cgstPaise: 78_890, sgstPaise: 78_890 },
        roundOffPaise: -30,
        totalPaise: 1_034_300,
      }),
    })
    .where(eq(orders.id, b2c.orderId));

  const noteId = await insertCreditNote(t.db, b2c, {
    number: 'CN/2627/000001',
    issuedAt: new Date('2026-05-25T06:00:00Z'),
    taxablePaise: 3,
  });
  const note: CreditNoteSnapshot = {
    version: 1,
    seller,
    number: 'CN/2627/000001',
    issuedAt: '2026-05-25T06:00:00.000Z',
    invoiceNumber: 'PT/2627/000002',
    invoiceDate: '2026-05-14T20:00:00.000Z',
    member: {
      name: 'Ravi Kulkarni',
      company: '',
      gstin: null,
      addressLines: null,
      placeOfSupply: { stateName: 'Maharashtra', stateCode: '27' },
    },
    memberNumber: 'M-2',
    description: 'Membership fee',
    orderId: 'TI-2',
    sacCode: '999511',
    taxablePaise: 438_275,
    tax: { kind: 'intra-state', cgstPaise: 39_445, sgstPaise: 39_445 },
    gstRateBasisPoints: 1800,
    roundOffPaise: 0,
    totalPaise: 517_165,
    reason: 'Partial refund',
  };
  await t.db.update(creditNotes).set({ document: note }).where(eq(creditNotes.id, noteId));
}

async function download(query = MAY, email = 'accounts@example.com') {
  return request(t.app).get(
    `/api/staff/export/tally.xml?${query}`,
    await staffBearer(t.app, t.db, email),
  );
}

type Node = Record<string, unknown>;
const list = (value: unknown): Node[] =>
  value === undefined ? [] : Array.isArray(value) ? (value as Node[]) : [value as Node];

/** The vouchers of an export, parsed back with the library that wrote it. */
function vouchersIn(xml: string) {
  const root = convert(xml, { format: 'object' }) as Node;
  const envelope = root.ENVELOPE as Node;
  expect((envelope.HEADER as Node).TALLYREQUEST).toBe('Import Data');
  const importData = (envelope.BODY as Node).IMPORTDATA as Node;
  const description = importData.REQUESTDESC as Node;
  expect(description.REPORTNAME).toBe('Vouchers');
  expect((description.STATICVARIABLES as Node).SVCURRENTCOMPANY).toEqual(expect.any(String));
  return list((importData.REQUESTDATA as Node).TALLYMESSAGE).map((message) => {
    const voucher = message.VOUCHER as Node;
    return {
      type: voucher['@VCHTYPE'],
      action: voucher['@ACTION'],
      date: voucher.DATE,
      number: voucher.VOUCHERNUMBER,
      party: voucher.PARTYLEDGERNAME,
      view: voucher.PERSISTEDVIEW,
      entries: list(voucher['ALLLEDGERENTRIES.LIST']).map((entry) => ({
        ledger: entry.LEDGERNAME,
        deemedPositive: entry.ISDEEMEDPOSITIVE,
        amount: String(entry.AMOUNT),
      })),
    };
  });
}

const paiseOf = (amount: string) => {
  expect(amount).toMatch(/^-?\d+\.\d{2}$/);
  const [rupees = '0', paise = '0'] = amount.replace('-', '').split('.');
  return (amount.startsWith('-') ? -1 : 1) * (Number(rupees) * 100 + Number(paise));
};

describe('GET /api/staff/export/tally.xml', () => {
  beforeEach(insertMonth);

  it('writes the month as the checked-in Tally file', async () => {
    const response = await download();
    expect(response.status, response.text).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.headers['content-disposition']).toContain('tally-2026-05-01-to-2026-05-31.xml');
    // The checked-in file (`vitest -u` rewrites it after a deliberate change, to be reviewed).
    await expect(response.text).toMatchFileSnapshot(GOLDEN);
  });

  it('has every required element, and every voucher balances to the paisa', async () => {
    const vouchers = vouchersIn((await download()).text);
    expect(vouchers.map((voucher) => `${voucher.type} ${voucher.number} ${voucher.date}`)).toEqual([
      'Sales PT/2627/000001 20260504',
      'Receipt PT/2627/000001 20260504',
      'Sales PT/2627/000002 20260515',
      'Receipt PT/2627/000002 20260515',
      'Credit Note CN/2627/000001 20260525',
    ]);
    for (const voucher of vouchers) {
      expect(voucher.action).toBe('Create');
      expect(voucher.view).toBe('Accounting Voucher View');
      expect(voucher.entries.length).toBeGreaterThanOrEqual(2);
      const sum = voucher.entries.reduce((total, entry) => total + paiseOf(entry.amount), 0);
      expect(sum, `${voucher.type} ${String(voucher.number)}`).toBe(0);
      for (const entry of voucher.entries) {
        // Tally's sign: a debit is deemed positive and written negative.
        expect(entry.deemedPositive).toBe(paiseOf(entry.amount) < 0 ? 'Yes' : 'No');
      }
    }
    const [b2bSale, , b2cSale, , note] = vouchers;
    expect(b2bSale?.party).toBe('Kaveri Tools Pvt Ltd');
    expect(b2bSale?.entries).toEqual([
      { ledger: 'Kaveri Tools Pvt Ltd', deemedPositive: 'Yes', amount: '-11800.00' },
      { ledger: 'Membership Fees', deemedPositive: 'No', amount: '10000.00' },
      { ledger: 'Output IGST', deemedPositive: 'No', amount: '1800.00' },
    ]);
    expect(b2cSale?.entries.map((entry) => entry.amount)).toEqual([
      '-10343.00',
      '8765.50',
      '788.90',
      '788.90',
      '-0.30',
    ]);
    expect(note?.entries[0]).toEqual({
      ledger: 'Ravi Kulkarni',
      deemedPositive: 'No',
      amount: '5171.65',
    });
  });

  it('posts to the ledgers named in Settings', async () => {
    await t.db.insert(associationSettings).values({
      id: 1,
      name: 'Renamed Association',
      shortName: null,
      address: 'Mumbai',
      gstin: '27AAAAA0000A1Z5',
      state: 'Maharashtra',
      email: null,
      phone: null,
      invoicePrefix: 'PT',
      memberNumberPrefix: 'M',
      sacCode: '999511',
      codeLength: 6,
      tallyLedgers: {
        sales: 'Subscriptions',
        cgst: 'CGST Payable',
        sgst: 'SGST Payable',
        igst: 'IGST Payable',
        round_off: 'Rounding',
        bank: 'HDFC Current A/c',
      },
      version: 1,
      updatedAt: new Date(),
    });
    const xml = (await download()).text;
    expect(xml).toContain('<SVCURRENTCOMPANY>Renamed Association</SVCURRENTCOMPANY>');
    const ledgers = new Set(
      vouchersIn(xml).flatMap((voucher) => voucher.entries.map((entry) => entry.ledger)),
    );
    expect([...ledgers].sort()).toEqual([
      'CGST Payable',
      'HDFC Current A/c',
      'IGST Payable',
      'Kaveri Tools Pvt Ltd',
      'Ravi Kulkarni',
      'Rounding',
      'SGST Payable',
      'Subscriptions',
    ]);
  });

  it('is for the accounts and admin roles, for a valid period', async () => {
    expect((await download(MAY, 'admin@example.com')).status).toBe(200);
    expect((await download(MAY, 'office@example.com')).status).toBe(403);
    expect((await download('from=1899-12-01&to=1899-12-31')).status).toBe(400);
    expect((await download('from=2026-05-31&to=2026-05-01')).status).toBe(400);
    expect((await download('from=2026-01-01')).status).toBe(400);
  });
});
