// The reports against the hand-computed figures of the seeded set (test/support/report-fixtures.ts;
// docs/reports.md works each figure out). The clock stands at 2 March 2026, 14:30 in India.
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it } from 'vitest';
import { CLOCK_START, useClockedTestApp } from '../../../test/support/clocked-test-app';
import { REPORT_NOW, REPORT_RANGE, seedReportData } from '../../../test/support/report-fixtures';
import { parseCsv, request } from '../../../test/support/staff-admin-fixtures';
import { staffBearer } from '../../../test/support/tokens';

const t = useClockedTestApp();
let ids: Awaited<ReturnType<typeof seedReportData>>;

beforeEach(async () => {
  expect(CLOCK_START).toEqual(REPORT_NOW);
  ids = await seedReportData(t.db);
});

async function get<T = Record<string, unknown>>(path: string, email = 'gb1@example.com') {
  const headers = await staffBearer(t.app, t.db, email);
  const response = await request(t.app).get(path, headers);
  return response as typeof response & { body: { data: T } };
}

describe('who may read the reports', () => {
  it('lets admin, office, accounts and the governing body in, and no one else', async () => {
    for (const email of ['admin@example.com', 'office@example.com', 'accounts@example.com']) {
      expect((await get('/api/staff/reports/pipeline', email)).status).toBe(200);
    }
    expect((await get('/api/staff/reports/pipeline', 'zm.north@example.com')).status).toBe(403);
    expect(
      (await get('/api/staff/export/report.csv?report=income', 'zm.north@example.com')).status,
    ).toBe(403);
    expect((await request(t.app).get('/api/staff/reports/income')).status).toBe(401);
  });

  it('refuses a range that runs backwards or over five years', async () => {
    expect((await get('/api/staff/reports/income?from=2026-03&to=2026-01')).status).toBe(400);
    expect((await get('/api/staff/reports/income?from=2020-01&to=2025-01')).status).toBe(400);
    expect((await get('/api/staff/reports/income?from=2026-13')).status).toBe(400);
  });
});

describe('members by category and zone', () => {
  it('counts the members live at each month end, by the category of the period that started last', async () => {
    const { body } = await get(`/api/staff/reports/membership?${REPORT_RANGE}`);
    expect(body.data.totals).toEqual([
      { month: '2025-10', members: 7 },
      { month: '2025-11', members: 8 },
      { month: '2025-12', members: 6 },
      { month: '2026-01', members: 6 },
      { month: '2026-02', members: 6 },
      { month: '2026-03', members: 6 },
    ]);
    const byCategory = (
      body.data as { byCategory: { month: string; category: string; members: number }[] }
    ).byCategory;
    const counts = (month: string) =>
      Object.fromEntries(
        byCategory.filter((r) => r.month === month).map((r) => [r.category, r.members]),
      );
    expect(counts('2025-10')).toEqual({ Gold: 3, Star: 4 });
    expect(counts('2025-11')).toEqual({ Gold: 3, Star: 5 });
    expect(counts('2025-12')).toEqual({ Gold: 2, Star: 4 });
    expect(counts('2026-01')).toEqual({ Gold: 3, Star: 3 });
    expect(counts('2026-03')).toEqual({ Gold: 3, Star: 3 });
    const byZone = (
      body.data as { byZone: { month: string; zone: string | null; members: number }[] }
    ).byZone;
    const zones = (month: string) =>
      Object.fromEntries(
        byZone.filter((r) => r.month === month).map((r) => [String(r.zone), r.members]),
      );
    expect(zones('2025-10')).toEqual({ north: 2, south: 2, west: 2, null: 1 });
    expect(zones('2025-11')).toEqual({ north: 2, south: 2, east: 1, west: 2, null: 1 });
    expect(zones('2026-02')).toEqual({ north: 2, south: 1, east: 1, west: 1, null: 1 });
  });
});

describe('renewal rate and attrition', () => {
  it('judges each expiry by the grace window, by cohort', async () => {
    const { body } = await get<{ rows: Record<string, unknown>[]; graceDays: number }>(
      `/api/staff/reports/renewals?${REPORT_RANGE}`,
    );
    expect(body.data.graceDays).toBe(90);
    const row = (month: string, cohort: string) =>
      body.data.rows.find((r) => r.month === month && r.cohort === cohort);
    expect(row('2025-10', 'all')).toEqual({
      month: '2025-10',
      cohort: 'all',
      expired: 1,
      renewed: 0,
      lapsed: 1,
      open: 0,
      renewalRate: 0,
      attritionRate: 100,
    });
    expect(row('2025-10', 'older')).toMatchObject({
      expired: 0,
      renewalRate: null,
      attritionRate: null,
    });
    expect(row('2025-11', 'first_year')).toMatchObject({
      expired: 1,
      renewed: 1,
      renewalRate: 100,
      attritionRate: 0,
    });
    // B (older) and I (first year, its upgrade's period ending with it counted once): both still open.
    expect(row('2025-12', 'all')).toMatchObject({
      expired: 2,
      renewed: 0,
      lapsed: 0,
      open: 2,
      renewalRate: 0,
    });
    expect(row('2025-12', 'first_year')).toMatchObject({ expired: 1, open: 1 });
    expect(row('2025-12', 'older')).toMatchObject({ expired: 1, open: 1 });
    expect(row('2026-01', 'all')).toMatchObject({ expired: 1, renewed: 1, renewalRate: 100 });
    expect(row('2026-02', 'all')).toMatchObject({ expired: 0, renewalRate: null });
    expect(body.data.rows).toHaveLength(18);
  });
});

describe('lapsed and due soon', () => {
  it('lists the members lapsed in the last 90 days and due in the next 60, zone by zone', async () => {
    const { body } = await get<
      Record<string, unknown> & { lapsed: { memberId: number }[]; dueSoon: { memberId: number }[] }
    >('/api/staff/reports/lapsing');
    expect(body.data.byZone).toEqual([
      { zone: 'north', lapsed: 0, dueSoon: 1 },
      { zone: 'south', lapsed: 1, dueSoon: 0 },
      { zone: 'west', lapsed: 1, dueSoon: 0 },
    ]);
    expect(body.data.lapsed.map((m) => m.memberId)).toEqual([ids.members.B, ids.members.I]);
    expect(body.data.lapsed[0]).toEqual({
      memberId: ids.members.B,
      memberNumber: 'RP-B',
      name: 'Member B',
      companyName: 'B Events',
      zone: 'south',
      category: 'Star',
      expiresOn: '2025-12-10',
    });
    // G is due too, but was erased.
    expect(body.data.dueSoon.map((m) => m.memberId)).toEqual([ids.members.E]);
    const south = await get<{ lapsed: unknown[]; dueSoon: unknown[] }>(
      '/api/staff/reports/lapsing?zone=south',
    );
    expect([south.body.data.lapsed.length, south.body.data.dueSoon.length]).toEqual([1, 0]);
  });
});

describe('income by month and kind', () => {
  const expected = [
    { month: '2025-10', invoicedPaise: 1_180_000, creditedPaise: 0, incomePaise: 1_180_000 },
    { month: '2025-11', invoicedPaise: 826_000, creditedPaise: 0, incomePaise: 826_000 },
    { month: '2025-12', invoicedPaise: 590_000, creditedPaise: 118_000, incomePaise: 472_000 },
    { month: '2026-01', invoicedPaise: 590_000, creditedPaise: 0, incomePaise: 590_000 },
    { month: '2026-02', invoicedPaise: 0, creditedPaise: 0, incomePaise: 0 },
    { month: '2026-03', invoicedPaise: 0, creditedPaise: 236_000, incomePaise: -236_000 },
  ];

  it('sums the invoices by kind and takes the credit notes away, by Indian month', async () => {
    const { body } = await get<{ byKind: unknown[]; byMonth: unknown[] }>(
      `/api/staff/reports/income?${REPORT_RANGE}`,
    );
    expect(body.data.byKind).toEqual([
      { month: '2025-10', kind: 'joining', documents: 1, amountPaise: 1_180_000 },
      { month: '2025-11', kind: 'renewal', documents: 1, amountPaise: 590_000 },
      { month: '2025-11', kind: 'upgrade', documents: 1, amountPaise: 236_000 },
      { month: '2025-12', kind: 'offline', documents: 1, amountPaise: 590_000 },
      { month: '2025-12', kind: 'refunds', documents: 1, amountPaise: -118_000 },
      { month: '2026-01', kind: 'renewal', documents: 1, amountPaise: 590_000 },
      { month: '2026-03', kind: 'refunds', documents: 1, amountPaise: -236_000 },
    ]);
    expect(body.data.byMonth).toEqual(expected);
  });

  it('reconciles each month with the invoice register', async () => {
    const lastDay = {
      '2025-10': 31,
      '2025-11': 30,
      '2025-12': 31,
      '2026-01': 31,
      '2026-02': 28,
      '2026-03': 31,
    };
    for (const month of expected) {
      const day = lastDay[month.month as keyof typeof lastDay];
      const { body } = await get<{ all: Record<string, { total: number }> }>(
        `/api/staff/invoices/totals?from=${month.month}-01&to=${month.month}-${day}`,
        'accounts@example.com',
      );
      expect(Math.round(body.data.all.invoices!.total * 100)).toBe(month.invoicedPaise);
      expect(Math.round(body.data.all.credit_notes!.total * 100)).toBe(month.creditedPaise);
      expect(Math.round(body.data.all.net!.total * 100)).toBe(month.incomePaise);
    }
  });
});

describe('application pipeline', () => {
  it('counts the applications waiting per stage with their median and oldest wait', async () => {
    const { body } = await get<{ stages: { stage: string }[] }>('/api/staff/reports/pipeline');
    const stage = (name: string) => body.data.stages.find((s) => s.stage === name);
    const oldest = (key: string, days: number) => ({
      applicationId: ids.applications[key],
      appId: `RA-${key}`,
      companyName: `${key} Productions`,
      days,
    });
    expect(stage('zone_manager')).toEqual({
      stage: 'zone_manager',
      applications: 3,
      medianDays: 3,
      oldest: oldest('P1', 10),
    });
    expect(stage('accounts')).toEqual({
      stage: 'accounts',
      applications: 2,
      medianDays: 3,
      oldest: oldest('P4', 5),
    });
    expect(stage('references')).toEqual({
      stage: 'references',
      applications: 0,
      medianDays: null,
      oldest: null,
    });
    expect(stage('governing_body')).toMatchObject({
      applications: 1,
      medianDays: 18,
      oldest: oldest('P6', 18),
    });
    expect(stage('changes_requested')).toMatchObject({ applications: 1, medianDays: 8 });
    expect(stage('approved')).toMatchObject({
      applications: 1,
      medianDays: 3,
      oldest: oldest('P10', 3),
    });
  });
});

describe('the reports as files', () => {
  it('sends the income as CSV with rupees, month by month', async () => {
    const response = await get(`/api/staff/export/report.csv?report=income&${REPORT_RANGE}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="income-2026-03-02.csv"',
    );
    const rows = parseCsv((response as unknown as { text: string }).text);
    expect(rows[0]).toEqual([
      'Month',
      'Joining (₹)',
      'Renewal (₹)',
      'Upgrade (₹)',
      'Offline (₹)',
      'Refunds (₹)',
      'Invoiced (₹)',
      'Credit notes (₹)',
      'Income (₹)',
    ]);
    expect(rows[3]).toEqual([
      '2025-12',
      '0.00',
      '0.00',
      '0.00',
      '5900.00',
      '-1180.00',
      '5900.00',
      '1180.00',
      '4720.00',
    ]);
    expect(rows).toHaveLength(7);
  });

  it('sends every lapsing member in the CSV and the renewals as a workbook', async () => {
    const csv = await get('/api/staff/export/report.csv?report=lapsing');
    const rows = parseCsv((csv as unknown as { text: string }).text);
    expect(rows.slice(1).map((row) => [row[0], row[2]])).toEqual([
      ['Lapsed', 'RP-B'],
      ['Lapsed', 'RP-I'],
      ['Due soon', 'RP-E'],
    ]);
    const headers = await staffBearer(t.app, t.db, 'office@example.com');
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/staff/export/report.xlsx?report=renewals&${REPORT_RANGE}`,
      headers,
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Renewal rate and attrition')!;
    expect(sheet.rowCount).toBe(19);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
      '2025-10',
      'All',
      1,
      0,
      1,
      0,
      0,
      100,
    ]);
  });
});
