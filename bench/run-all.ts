// `npm run bench`: every benchmark with its budget, figures as ratios against a baseline measured in the
// same run (these machines are shared and noisy). Exits non-zero when a PostgreSQL (or driver-free) budget
// is missed; PGlite figures are printed for information only (production runs PostgreSQL).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_PAGE_BYTES_BUDGET } from '../e2e/support/transfer';
import {
  measureFirstPageBytes,
  measureFirstPageJs,
  FIRST_PAGE_JS_BUDGET_BYTES,
  type BundleReport,
} from './bundle-size';
import { backOfficeRows, benchBackOffice } from './back-office.bench';
import {
  benchGetApplication,
  benchStep1Saves,
  GET_APPLICATION_RATIO_BUDGET,
  STEP1_SAVES_PER_SECOND_BUDGET,
} from './applications.bench';
import { benchCatalog, CATEGORIES_RATIO_BUDGET } from './catalog.bench';
import {
  benchLighthouse,
  LAYOUT_SHIFT_BUDGET,
  LIGHTHOUSE_ACCESSIBILITY_BUDGET,
  LIGHTHOUSE_PERFORMANCE_BUDGET,
  meetsLighthouseBudget,
} from './lighthouse';
import {
  benchLogins,
  benchPlanStatus,
  LOGINS_PER_SECOND_BUDGET,
  PLAN_STATUS_RATIO_BUDGET,
} from './members.bench';
import {
  benchMixedLoad,
  describeRound,
  MIXED_P99_BUDGET_MS,
  MIXED_RATIO_BUDGET,
  mixedOptionsFromEnvironment,
} from './mixed-load.bench';
import { benchImportMembers, IMPORT_ROWS_PER_SECOND_BUDGET } from './import-members.bench';
import { benchPayments, CONFIRMED_PAYMENTS_PER_SECOND_BUDGET } from './payments.bench';
import { benchReceiptPdf, RECEIPT_P95_BUDGET_MS } from './receipt.bench';
import { benchReports, reportRows } from './reports.bench';
import { DEFAULT_POSTGRES_URL, postgresAvailable } from './support/server';

/** `informational` rows are printed but never fail the run. */
type Row = {
  benchmark: string;
  figure: string;
  budget: string;
  ok: boolean;
  informational?: boolean;
};
const rows: Row[] = [];
const informationalOn = (driver: 'pglite' | 'postgres') => driver === 'pglite';
const drivers: Array<'pglite' | 'postgres'> = ['pglite'];
if (await postgresAvailable(process.env.BENCH_DATABASE_URL ?? DEFAULT_POSTGRES_URL))
  drivers.push('postgres');
else console.warn('PostgreSQL not reachable: PostgreSQL benchmarks skipped');

for (const driver of drivers) {
  const result = await benchCatalog(driver);
  const { baseline, subject, ratio } = result;
  console.log(
    `[${driver}] bare route ${baseline.requestsPerSecond.toFixed(0)} req/s p99 ${baseline.p99Ms} ms | ` +
      `GET /api/membership ${subject.requestsPerSecond.toFixed(0)} req/s p99 ${subject.p99Ms} ms | ratio ${ratio.toFixed(2)}`,
  );
  rows.push({
    benchmark: `GET /api/membership vs bare route (${driver})`,
    figure: `${(ratio * 100).toFixed(0)}% (${subject.requestsPerSecond.toFixed(0)} / ${baseline.requestsPerSecond.toFixed(0)} req/s; p99 ${subject.p99Ms} / ${baseline.p99Ms} ms; errors ${subject.errors + subject.non2xx})`,
    budget: `>= ${CATEGORIES_RATIO_BUDGET * 100}%`,
    ok: ratio >= CATEGORIES_RATIO_BUDGET && subject.errors + subject.non2xx === 0,
    informational: informationalOn(driver),
  });
}

// The applicant journey: reading an application (both drivers), saving tab 1 with two new 1 MB
// documents (PostgreSQL).
for (const driver of drivers) {
  const { baseline, subject, ratio } = await benchGetApplication(driver);
  console.log(
    `[${driver}] bare primary-key read ${baseline.requestsPerSecond.toFixed(0)} req/s p99 ${baseline.p99Ms} ms | ` +
      `GET /api/getApplication/:id ${subject.requestsPerSecond.toFixed(0)} req/s p99 ${subject.p99Ms} ms | ratio ${ratio.toFixed(2)}`,
  );
  rows.push({
    benchmark: `GET /api/getApplication/:id vs bare primary-key read (${driver})`,
    figure: `${(ratio * 100).toFixed(0)}% (${subject.requestsPerSecond.toFixed(0)} / ${baseline.requestsPerSecond.toFixed(0)} req/s; p99 ${subject.p99Ms} / ${baseline.p99Ms} ms; errors ${subject.errors + subject.non2xx})`,
    budget: `>= ${GET_APPLICATION_RATIO_BUDGET * 100}%`,
    ok: ratio >= GET_APPLICATION_RATIO_BUDGET && subject.errors + subject.non2xx === 0,
    informational: informationalOn(driver),
  });
}
if (drivers.includes('postgres')) {
  const saves = await benchStep1Saves('postgres');
  console.log(`[postgres] step_1 saves with two 1 MB uploads: ${JSON.stringify(saves)}`);
  rows.push({
    benchmark: 'step_1 saves with two 1 MB uploads, 20 applicants (postgres)',
    figure: `${saves.savesPerSecond.toFixed(1)} saves/s (p50 ${saves.p50Ms} ms, p99 ${saves.p99Ms} ms; uploads p50 ${saves.uploadsP50Ms} ms, step_1 p50 ${saves.step1P50Ms} ms; server CPU ${saves.serverCpuMsPerSave?.toFixed(1) ?? '?'} ms/save; failures ${saves.failures})`,
    budget: `>= ${STEP1_SAVES_PER_SECOND_BUDGET} saves/s`,
    ok: saves.savesPerSecond >= STEP1_SAVES_PER_SECOND_BUDGET && saves.failures === 0,
  });
}

// Payments (checkout issue): 50 payers on PostgreSQL, create_order + PaymentSuccess, no duplicates.
if (drivers.includes('postgres')) {
  const paid = await benchPayments('postgres');
  console.log(`[postgres] confirmed payments: ${JSON.stringify(paid)}`);
  rows.push({
    benchmark: 'confirmed payments, 50 payers, create_order + PaymentSuccess (postgres)',
    figure: `${paid.paymentsPerSecond.toFixed(1)} payments/s (p50 ${paid.p50Ms} ms, p99 ${paid.p99Ms} ms; duplicates ${paid.duplicates}; failures ${paid.failures})`,
    budget: `>= ${CONFIRMED_PAYMENTS_PER_SECOND_BUDGET}/s, 0 duplicates`,
    ok:
      paid.paymentsPerSecond >= CONFIRMED_PAYMENTS_PER_SECOND_BUDGET &&
      paid.duplicates === 0 &&
      paid.failures === 0,
  });
}

// The member area: plan status against a bare read of the member's row (both drivers); logins by
// code on PostgreSQL.
for (const driver of drivers) {
  const { baseline, subject, ratio } = await benchPlanStatus(driver);
  console.log(
    `[${driver}] bare member read ${baseline.requestsPerSecond.toFixed(0)} req/s | plan_status ${subject.requestsPerSecond.toFixed(0)} req/s | ratio ${ratio.toFixed(2)}`,
  );
  rows.push({
    benchmark: `GET /api/plan_status vs bare primary-key read (${driver})`,
    figure: `${(ratio * 100).toFixed(0)}% (${subject.requestsPerSecond.toFixed(0)} / ${baseline.requestsPerSecond.toFixed(0)} req/s; p99 ${subject.p99Ms} / ${baseline.p99Ms} ms; errors ${subject.errors + subject.non2xx})`,
    budget: `>= ${PLAN_STATUS_RATIO_BUDGET * 100}%`,
    ok: ratio >= PLAN_STATUS_RATIO_BUDGET && subject.errors + subject.non2xx === 0,
    informational: informationalOn(driver),
  });
}
if (drivers.includes('postgres')) {
  const logins = await benchLogins('postgres');
  console.log(`[postgres] logins: ${JSON.stringify(logins)}`);
  rows.push({
    benchmark: 'POST /api/login with a valid code, 50 clients (postgres)',
    figure: `${logins.loginsPerSecond.toFixed(0)} logins/s (p50 ${logins.p50Ms} ms, p99 ${logins.p99Ms} ms; ${logins.logins} logins; failures ${logins.failures})`,
    budget: `>= ${LOGINS_PER_SECOND_BUDGET}/s`,
    ok: logins.loginsPerSecond >= LOGINS_PER_SECOND_BUDGET && logins.failures === 0,
  });
}

// The back office at size (10,000 applications, 50,000 members): PostgreSQL only.
if (drivers.includes('postgres')) {
  const figures = await benchBackOffice();
  for (const run of figures.queue) {
    console.log(
      `[postgres] ${run.label}: p50 ${run.p50Ms} p95 ${run.p95Ms} p97.5 ${run.p97_5Ms} p99 ${run.p99Ms} ms, ${run.requestsPerSecond} req/s`,
    );
  }
  rows.push(...backOfficeRows(figures));
}

// The reports at size (50,000 members, five years of periods and invoices): PostgreSQL only.
if (drivers.includes('postgres')) {
  const figures = await benchReports();
  console.log(`[postgres] reports seeded in ${figures.seedSeconds} s`);
  rows.push(...reportRows(figures));
}

// The register import: 10,000 rows into PostgreSQL, in this process (its peak RSS is the import's).
if (drivers.includes('postgres')) {
  const imported = await benchImportMembers();
  console.log(`[postgres] member import: ${JSON.stringify(imported)}`);
  rows.push({
    benchmark: `import-members, ${imported.rows} rows (postgres)`,
    figure: `${imported.rowsPerSecond} rows/s (import ${imported.importMs} ms, dry run ${imported.dryRunMs} ms, again ${imported.reimportMs} ms, all updated ${imported.updateMs} ms; peak RSS ${imported.peakRssMb} MB from ${imported.rssBeforeMb} MB)`,
    budget: `>= ${IMPORT_ROWS_PER_SECOND_BUDGET} rows/s`,
    ok:
      imported.rowsPerSecond >= IMPORT_ROWS_PER_SECOND_BUDGET &&
      imported.unchanged === imported.rows &&
      imported.updated === imported.rows,
  });
}

// The mixed load (issue 25): 200 clients on PostgreSQL; beside MIXED_BASELINE_DIR's commit when set.
if (drivers.includes('postgres')) {
  const mixed = await benchMixedLoad(mixedOptionsFromEnvironment());
  const { current, baseline, ratio } = mixed;
  console.log(`[postgres] mixed load: ${JSON.stringify(mixed)}`);
  const beside = baseline && ratio !== undefined;
  rows.push({
    benchmark: `mixed load, 200 clients (postgres)${beside ? ', beside the baseline commit' : ''}`,
    figure:
      describeRound(current) +
      (beside ? `; ${describeRound(baseline)}; ratio ${ratio.toFixed(2)}` : ''),
    budget: `p99 < ${MIXED_P99_BUDGET_MS} ms${beside ? `, ratio >= ${MIXED_RATIO_BUDGET}` : ''}`,
    ok:
      current.p99Ms < MIXED_P99_BUDGET_MS &&
      current.errors === 0 &&
      (!beside || ratio >= MIXED_RATIO_BUDGET),
  });
}

// The receipt PDF a member downloads: pdfkit in this process, no database.
const receipt = await benchReceiptPdf();
console.log(`receipt PDF: ${JSON.stringify(receipt)}`);
rows.push({
  benchmark: 'receipt PDF render',
  figure: `p95 ${receipt.p95Ms} ms (p50 ${receipt.p50Ms}, max ${receipt.maxMs}, first ${receipt.coldMs} ms; ${receipt.runs} renders of ${(receipt.bytes / 1000).toFixed(1)} kB)`,
  budget: `p95 < ${RECEIPT_P95_BUDGET_MS} ms`,
  ok: receipt.p95Ms < RECEIPT_P95_BUDGET_MS,
});

function printFiles(report: BundleReport): void {
  for (const file of report.files)
    console.log(
      `  ${file.url}: ${file.raw} B raw, ${file.body} B sent (${file.encoding}) + ${file.headers} B headers`,
    );
}

const bundle = await measureFirstPageJs();
printFiles(bundle);
rows.push({
  benchmark: 'first-page JS on the wire',
  figure: `${(bundle.totalTransferred / 1000).toFixed(1)} kB in ${bundle.files.length} files (bodies ${(bundle.totalBody / 1000).toFixed(1)} kB, ${(bundle.totalRaw / 1000).toFixed(1)} kB decoded)`,
  budget: `<= ${FIRST_PAGE_JS_BUDGET_BYTES / 1000} kB`,
  ok: bundle.totalTransferred <= FIRST_PAGE_JS_BUDGET_BYTES,
});

// The whole first page (HTML with its inlined CSS, and the scripts): the e2e budget test's figure.
const firstPage = await measureFirstPageBytes();
printFiles(firstPage);
rows.push({
  benchmark: 'first page on the wire (HTML + CSS + JS)',
  figure: `${(firstPage.totalTransferred / 1000).toFixed(1)} kB in ${firstPage.files.length} files (${(firstPage.totalRaw / 1000).toFixed(1)} kB decoded)`,
  budget: `<= ${FIRST_PAGE_BYTES_BUDGET / 1000} kB`,
  ok: firstPage.totalTransferred <= FIRST_PAGE_BYTES_BUDGET,
});

// Lighthouse mobile, one page at a time (simulated slow 4G and a CPU slowed down to a phone's, or the slowdown
// LIGHTHOUSE_CPU_SLOWDOWN names: see lighthouse.ts).
for (const row of await benchLighthouse()) {
  console.log(`[lighthouse] ${JSON.stringify(row)}`);
  rows.push({
    benchmark: `Lighthouse mobile: ${row.page} (${row.path})`,
    figure: `performance ${row.performance}, accessibility ${row.accessibility} (LCP ${row.largestContentfulPaintMs} ms, FCP ${row.firstContentfulPaintMs} ms, TBT ${row.totalBlockingTimeMs} ms, CLS ${row.cumulativeLayoutShift}; CPU ${row.cpuSlowdown}× slower, benchmark index ${row.benchmarkIndex})`,
    budget: `>= ${LIGHTHOUSE_PERFORMANCE_BUDGET} / ${LIGHTHOUSE_ACCESSIBILITY_BUDGET}, CLS < ${LAYOUT_SHIFT_BUDGET}`,
    ok: meetsLighthouseBudget(row),
  });
}

console.log('\n| benchmark | measured | budget | ok |\n|---|---|---|---|');
for (const row of rows)
  console.log(`| ${row.benchmark} | ${row.figure} | ${row.budget} | ${okText(row)} |`);

mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(
  join(import.meta.dirname, 'results', 'latest.json'),
  JSON.stringify({ at: new Date().toISOString(), rows }, null, 2),
);
if (rows.some((row) => !row.ok && !row.informational)) process.exitCode = 1;

function okText(row: Row): string {
  if (row.informational) return row.ok ? 'yes (informational)' : 'no (informational)';
  return row.ok ? 'yes' : 'NO';
}
