// `npm run bench`: every benchmark with its budget, figures as ratios against a baseline measured in the
// same run (these machines are shared and noisy). Exits non-zero when a budget is missed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { measureFirstPageJs, FIRST_PAGE_JS_BUDGET_BYTES } from './bundle-size';
import { benchCatalog, CATEGORIES_RATIO_BUDGET } from './catalog.bench';
import { DEFAULT_POSTGRES_URL, postgresAvailable } from './support/server';

type Row = { benchmark: string; figure: string; budget: string; ok: boolean };
const rows: Row[] = [];
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
  });
}

const bundle = await measureFirstPageJs();
for (const file of bundle.files)
  console.log(`  ${file.url}: ${file.raw} B raw, ${file.gzip} B gzip`);
rows.push({
  benchmark: 'first-page JS (gzip)',
  figure: `${(bundle.totalGzip / 1000).toFixed(1)} kB in ${bundle.files.length} files`,
  budget: `<= ${FIRST_PAGE_JS_BUDGET_BYTES / 1000} kB`,
  ok: bundle.totalGzip <= FIRST_PAGE_JS_BUDGET_BYTES,
});

console.log('\n| benchmark | measured | budget | ok |\n|---|---|---|---|');
for (const row of rows)
  console.log(`| ${row.benchmark} | ${row.figure} | ${row.budget} | ${row.ok ? 'yes' : 'NO'} |`);

mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(
  join(import.meta.dirname, 'results', 'latest.json'),
  JSON.stringify({ at: new Date().toISOString(), rows }, null, 2),
);
if (rows.some((row) => !row.ok)) process.exitCode = 1;
