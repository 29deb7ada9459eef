import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { applicantBearer, staffBearer } from '../../../test/support/tokens';
import { members, payments } from '../../db/schema';
import type { StaffPrincipal } from '../auth/principal';
import { createExportsService } from './exports.service';
import { insertInvoice } from '../../../test/support/invoice-fixtures';
import { businessDateOf } from '../../lib/list-query';
import {
  insertBulkApplications,
  insertBulkMembers,
  insertQueueApplication,
  parseCsv,
  request,
} from '../../../test/support/staff-admin-fixtures';

const t = useTestApp();

async function download(path: string, email = 'admin@example.com') {
  const headers = await staffBearer(t.app, t.db, email);
  return request(t.app).get(`/api/staff/export/${path}`, headers);
}

describe('GET /api/staff/export/members.csv', () => {
  it('sends a dated CSV attachment with a header row and one row per member', async () => {
    const { status, headers, text } = await download('members.csv');
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(headers['content-disposition']).toBe(
      `attachment; filename="members-${businessDateOf(new Date())}.csv"`,
    );
    expect(text.startsWith('\uFEFFMember number,Name,Company,')).toBe(true);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([
      'Member number',
      'Name',
      'Company',
      'Email',
      'Mobile',
      'Zone',
      'Category',
      'Expires on',
      'Status',
      'Manual',
      'Documents link',
    ]);
    expect(rows).toHaveLength(9);
    expect(rows.find((row) => row[3] === 'manual@example.com')).toEqual([
      'PM-0008',
      'Meera Joshi',
      'Joshi Exhibitions Pvt Ltd',
      'manual@example.com',
      '9800000016',
      'east',
      'Gold',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      'expired',
      '1',
      'https://example.com/documents/joshi-exhibitions.pdf',
    ]);
  });

  it('applies the list filters', async () => {
    const rows = parseCsv((await download('members.csv?status=expired&zone=north')).text);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['Vikram Singh']);
  });

  it('escapes quotes, commas and line breaks, and defuses formulas', async () => {
    await t.db
      .update(members)
      .set({
        name: '=HYPERLINK("http://evil.example","click")',
        companyName: 'Acme, "Best" Events\nSecond line',
      })
      .where(eq(members.email, 'active@example.com'));
    const { text } = await download('members.csv?q=active@');
    expect(text).toContain('"\'=HYPERLINK(""http://evil.example"",""click"")"');
    const [, row] = parseCsv(text);
    expect(row?.slice(1, 3)).toEqual([
      '\'=HYPERLINK("http://evil.example","click")',
      'Acme, "Best" Events\nSecond line',
    ]);
  });

  it('exports thousands of members, every one once, in id order', async () => {
    await insertBulkMembers(t.db, 3_500);
    const rows = parseCsv((await download('members.csv?q=bulk', 'accounts@example.com')).text);
    expect(rows).toHaveLength(3_501);
    const numbers = rows.slice(1).map((row) => row[0]);
    expect(new Set(numbers).size).toBe(3_500);
    expect(numbers[0]).toBe('BM-000001');
    expect(numbers.at(-1)).toBe('BM-003500');
  });
});

describe('GET /api/staff/export/applications.csv', () => {
  it('streams thousands of applications in batches of 1000 queries', async () => {
    await insertBulkApplications(t.db, 3_000, { stage: 'accounts' });
    const admin: StaffPrincipal = {
      kind: 'staff',
      staffId: 1,
      email: 'admin@example.com',
      roles: ['admin'],
      zones: [],
    };
    const exports = createExportsService(t.db, () => new Date());
    const chunks: string[] = [];
    for await (const chunk of exports.applications(admin, { stages: ['accounts'] }, false)) {
      chunks.push(chunk);
    }
    // The header, then one chunk per query of 1000 rows.
    expect(chunks).toHaveLength(4);
    expect(chunks.slice(1).map((chunk) => chunk.split('\r\n').length - 1)).toEqual([
      1000, 1000, 1000,
    ]);

    const response = await download('applications.csv?stage=accounts', 'office@example.com');
    expect(response.status).toBe(200);
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parseCsv(response.text);
    expect(rows).toHaveLength(3_001);
    expect(rows[0]).toEqual([
      'Application number',
      'Name',
      'Company',
      'Email',
      'Mobile',
      'Zone',
      'Category',
      'Journey',
      'Stage',
      'Submitted at (IST)',
    ]);
    expect(rows[1]).toEqual([
      expect.stringMatching(/^PA-\d{6}$/),
      'Bulk Applicant 1',
      'Bulk Company 1',
      'bulk1@example.com',
      '9600000001',
      'east',
      'Silver',
      'new',
      'accounts',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
    ]);
  });

  it('applies the queue filters, search included', async () => {
    await insertQueueApplication(t.db, {
      name: '+Plus Sign',
      company: '-Minus, Ltd',
      zone: 'west',
      stage: 'governing_body',
      submittedAt: new Date('2025-03-10T06:30:00Z'),
    });
    await insertQueueApplication(t.db, { name: 'Other', zone: 'west', stage: 'accounts' });
    const rows = parseCsv((await download('applications.csv?stage=governing_body&zone=west')).text);
    expect(rows.slice(1)).toEqual([
      [
        expect.any(String),
        "'+Plus Sign",
        "'-Minus, Ltd",
        expect.any(String),
        expect.any(String),
        'west',
        'Silver',
        'new',
        'governing_body',
        '2025-03-10 12:00',
      ],
    ]);
    const searched = parseCsv((await download('applications.csv?q=other')).text);
    expect(searched.slice(1).map((row) => row[1])).toEqual(['Other']);
  });

  it('answers 400 for a bad filter before sending anything', async () => {
    const { status, headers, body } = await download('applications.csv?stage=nope');
    expect(status).toBe(400);
    expect(headers['content-type']).toContain('application/json');
    expect(body.errors?.stage).toMatch(/^stage must be one or more/);
  });
});

describe('GET /api/staff/export/payments.csv', () => {
  it('exports each payment with its order lines in rupees', async () => {
    const { status, text, headers } = await download('payments.csv', 'accounts@example.com');
    expect(status).toBe(200);
    expect(headers['content-disposition']).toMatch(/filename="payments-/);
    const rows = parseCsv(text);
    expect(rows).toHaveLength(9);
    const header = rows[0] ?? [];
    const gold = rows.find((row) => row[header.indexOf('Email')] === 'active@example.com');
    const cell = (name: string) => gold?.[header.indexOf(name)];
    expect(cell('Order number')).toBe('PO-0003');
    expect(cell('Member number')).toBe('PM-0003');
    expect(cell('Category')).toBe('Gold');
    expect(cell('Joining fee')).toBe('50000.00');
    expect(cell('Annual fee')).toBe('25000.00');
    expect(cell('Taxable')).toBe('75000.00');
    expect(cell('GST')).toBe('13500.00');
    expect(cell('Order total')).toBe('88500.00');
    expect(cell('Amount paid')).toBe('88500.00');
    expect(cell('Status')).toBe('captured');
    // The demo payments predate invoice numbers: the columns are there, empty.
    expect(header).toEqual(
      expect.arrayContaining(['Invoice number', 'Buyer GSTIN', 'Place of supply', 'CGST', 'IGST']),
    );
  });

  it('names the tax invoice, the buyer GSTIN and the place of supply of an invoiced payment', async () => {
    await insertInvoice(t.db, {
      memberEmail: 'renew@example.com',
      invoiceNumber: 'PT/2026-27/0009',
      paidAt: new Date(),
      taxablePaise: 100_000,
      billedGstin: '29AABCI3456D1ZP',
      state: 'Karnataka',
      stateCode: '29',
    });
    const rows = parseCsv((await download('payments.csv?q=PT/2026-27/0009')).text);
    const header = rows[0] ?? [];
    const row = rows.find((cells) => cells[header.indexOf('Invoice number')] === 'PT/2026-27/0009');
    const cell = (name: string) => row?.[header.indexOf(name)];
    expect(cell('Buyer GSTIN')).toBe('29AABCI3456D1ZP');
    expect(cell('Place of supply')).toBe('29-Karnataka');
    expect(cell('IGST')).toBe('180.00');
    expect(cell('CGST')).toBe('0.00');
  });

  it('filters by status, purpose, dates and text', async () => {
    expect(parseCsv((await download('payments.csv?status=failed')).text)).toHaveLength(1);
    expect(parseCsv((await download('payments.csv?purpose=renew')).text)).toHaveLength(1);
    expect(parseCsv((await download('payments.csv?q=kapoor')).text)).toHaveLength(2);
    await t.db
      .update(payments)
      .set({ createdAt: new Date('2025-01-31T20:00:00Z') })
      .where(eq(payments.providerPaymentId, 'pay_seed_0001'));
    // 20:00 UTC on 31 January is 1 February in India.
    const february = parseCsv((await download('payments.csv?from=2025-02-01&to=2025-02-01')).text);
    expect(february.slice(1).map((row) => row[0])).toEqual(['pay_seed_0001']);
    expect(parseCsv((await download('payments.csv?to=2025-01-31')).text)).toHaveLength(1);
  });
});

describe('who may export', () => {
  it('lets admin, office and accounts export; no one else', async () => {
    for (const path of ['applications.csv', 'members.csv', 'payments.csv']) {
      for (const email of ['admin@example.com', 'office@example.com', 'accounts@example.com']) {
        expect((await download(path, email)).status).toBe(200);
      }
      for (const email of ['zm.north@example.com', 'gb1@example.com']) {
        expect((await download(path, email)).status).toBe(403);
      }
      const api = request(t.app);
      expect((await api.get(`/api/staff/export/${path}`)).status).toBe(401);
      const applicant = await applicantBearer(t.app, { emails: ['someone@example.com'] });
      expect((await api.get(`/api/staff/export/${path}`, applicant)).status).toBe(403);
    }
  });
});
