// The reports at size (issue #31), PostgreSQL only: 50,000 members with five years of yearly
// membership periods (one in seven stops renewing after three years), an invoiced order for each
// period (one in twenty paid offline, one in ten an upgrade), a credit note for one in fifty, and
// 10,000 applications across the pipeline (seed-large.ts). Each report is asked for through the app
// (app.inject, as an admin) once to warm up, then REPORT_RUNS times; budget: the slowest run < 1 s.
//
// As a script: `npx tsx bench/reports.bench.ts [postgres-url]`; run-all calls benchReports().
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { staff, staffRoles } from '../apps/server/src/db/schema';
import { seedIfEmpty } from '../apps/server/src/db/seed';
import { createTokenService } from '../apps/server/src/modules/auth/tokens';
import { LARGE_MEMBERS, seedLarge } from './seed-large';
import { BENCH_APP_SECRET } from './support/routes';
import { namedDatabase, scratchDatabase } from './support/scratch-database';
import { DEFAULT_POSTGRES_URL } from './support/server';

export const REPORT_BUDGET_MS = 1000;
export const REPORT_RUNS = 5;
export const REPORT_YEARS = 5;

/** The calls measured: each report over the default twelve months, and over five years. */
export const REPORT_CALLS: readonly { label: string; path: string }[] = [
  { label: 'members by category and zone, 12 months', path: '/api/staff/reports/membership' },
  {
    label: 'members by category and zone, 60 months',
    path: '/api/staff/reports/membership?from=FROM60',
  },
  { label: 'renewals and attrition, 12 months', path: '/api/staff/reports/renewals' },
  { label: 'renewals and attrition, 60 months', path: '/api/staff/reports/renewals?from=FROM60' },
  { label: 'lapsed and due soon (lists of 500)', path: '/api/staff/reports/lapsing' },
  { label: 'income by month and kind, 12 months', path: '/api/staff/reports/income' },
  { label: 'income by month and kind, 60 months', path: '/api/staff/reports/income?from=FROM60' },
  { label: 'application pipeline', path: '/api/staff/reports/pipeline' },
  {
    label: 'lapsed and due soon as CSV (every row)',
    path: '/api/staff/export/report.csv?report=lapsing',
  },
  {
    label: 'income as XLSX, 60 months',
    path: '/api/staff/export/report.xlsx?report=income&from=FROM60',
  },
];

export type ReportFigure = { label: string; runsMs: number[]; worstMs: number; medianMs: number };
export type ReportsFigures = {
  seedSeconds: number;
  periods: number;
  invoices: number;
  creditNotes: number;
  reports: ReportFigure[];
};

/** Five years of periods and their invoices, replacing seed-large's one or two periods a member. */
async function seedFiveYears(db: Database): Promise<void> {
  await db.execute(sql`delete from membership_periods`);
  await db.execute(sql`
    insert into membership_periods (member_id, category_id, starts_at, ends_at)
    select m.id, m.category_id,
      now() - make_interval(days => 1825 + m.id % 365) + make_interval(years => y),
      now() - make_interval(days => 1825 + m.id % 365) + make_interval(years => y + 1)
    from members m cross join generate_series(0, ${REPORT_YEARS}) y
    where m.id % 7 <> 0 or y < 3`);
  await db.execute(sql`
    insert into orders (unique_order_id, member_id, category_id, purpose, annual_fee_paise,
      taxable_paise, gst_paise, igst_paise, total_paise, provider, status, created_at, paid_at,
      invoice_number, billed_name, billed_company, category_name, place_of_supply_state)
    select 'BO-' || p.id, p.member_id, p.category_id,
      case when p.id % 10 = 0 then 'upgrade'
        when p.starts_at = min(p.starts_at) over (partition by p.member_id) then 'register'
        else 'renew' end,
      1000000, 1000000, 180000, 180000, 1180000,
      case when p.id % 20 = 0 then 'offline' else 'sandbox' end, 'paid', p.starts_at, p.starts_at,
      'BI/' || p.id, 'Bench member', 'Bench Events', 'Gold', 'Karnataka'
    from membership_periods p where p.starts_at < now()`);
  await db.execute(sql`
    insert into credit_notes (number, financial_year, order_id, invoice_number, issued_at,
      taxable_paise, igst_paise, total_paise, reason)
    select 'BC/' || o.id, '2025-26', o.id, o.invoice_number, o.paid_at + interval '10 days',
      100000, 18000, 118000, 'Bench'
    from orders o where o.id % 50 = 0 and o.invoice_number like 'BI/%'`);
  await db.execute(sql`vacuum analyze`);
}

async function adminHeader(db: Database): Promise<Record<string, string>> {
  const [admin] = await db
    .select({ id: staff.id })
    .from(staff)
    .innerJoin(staffRoles, eq(staffRoles.staffId, staff.id))
    .where(eq(staff.email, 'admin@example.com'));
  const token = await createTokenService(BENCH_APP_SECRET).sign({
    kind: 'staff',
    staffId: admin!.id,
    email: 'admin@example.com',
    roles: ['admin'],
    zones: [],
  });
  return { authorization: `Bearer ${token}` };
}

async function count(db: Database, table: string): Promise<number> {
  const result = await db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

function from60(): string {
  const now = new Date(Date.now() + 330 * 60_000);
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 59, 1));
  return month.toISOString().slice(0, 7);
}

export async function benchReports(adminUrl?: string): Promise<ReportsFigures> {
  const scratch = await scratchDatabase(
    adminUrl ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_POSTGRES_URL,
    'reports',
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-bench-reports-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: scratch.url,
    LOG_LEVEL: 'warn',
    APP_SECRET: BENCH_APP_SECRET,
  });
  const handle = await openDatabase(config);
  try {
    await seedIfEmpty(handle.db);
    const started = performance.now();
    await seedLarge(handle.db);
    await seedFiveYears(handle.db);
    const seedSeconds = Math.round((performance.now() - started) / 100) / 10;
    const headers = await adminHeader(handle.db);
    const app = await buildApp({ config, db: handle.db, driver: handle.driver });
    const reports: ReportFigure[] = [];
    try {
      for (const call of REPORT_CALLS) {
        const url = call.path.replace('FROM60', from60());
        const timed = async () => {
          const begun = performance.now();
          const response = await app.inject({ method: 'GET', url, headers });
          if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
          return Math.round(performance.now() - begun);
        };
        await timed();
        const runsMs: number[] = [];
        for (let run = 0; run < REPORT_RUNS; run += 1) runsMs.push(await timed());
        const sorted = [...runsMs].sort((a, b) => a - b);
        reports.push({
          label: call.label,
          runsMs,
          worstMs: sorted.at(-1) ?? 0,
          medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
        });
      }
    } finally {
      await app.close();
    }
    return {
      seedSeconds,
      periods: await count(handle.db, 'membership_periods'),
      invoices: await count(handle.db, 'orders where invoice_number is not null'),
      creditNotes: await count(handle.db, 'credit_notes'),
      reports,
    };
  } finally {
    await handle.close();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function reportRows(figures: ReportsFigures) {
  const size = `${LARGE_MEMBERS} members, ${figures.periods} periods, ${figures.invoices} invoices, ${figures.creditNotes} credit notes`;
  return figures.reports.map((report) => ({
    benchmark: `Report: ${report.label} (postgres; ${size})`,
    figure: `slowest ${report.worstMs} ms (median ${report.medianMs}; runs ${report.runsMs.join(', ')} ms)`,
    budget: `< ${REPORT_BUDGET_MS} ms`,
    ok: report.worstMs < REPORT_BUDGET_MS,
  }));
}

/** `--seed-only`: (re)creates portico_bench_reports with the data and keeps it, for query plans. */
async function seedOnly(adminUrl: string) {
  const url = await namedDatabase(adminUrl, 'portico_bench_reports');
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, APP_SECRET: BENCH_APP_SECRET });
  const handle = await openDatabase(config);
  try {
    await seedIfEmpty(handle.db);
    await seedLarge(handle.db);
    await seedFiveYears(handle.db);
    console.log(`${url}: seeded`);
  } finally {
    await handle.close();
  }
}

async function main() {
  if (process.argv.includes('--seed-only')) {
    return seedOnly(process.env.BENCH_DATABASE_URL ?? DEFAULT_POSTGRES_URL);
  }
  const figures = await benchReports(process.argv[2]);
  console.log(`seeded in ${figures.seedSeconds} s`);
  console.table(reportRows(figures));
  if (!reportRows(figures).every((row) => row.ok)) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
