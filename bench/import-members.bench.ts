// The register import (issue #15): a generated 10,000-row CSV imported into a fresh PostgreSQL database
// holding the demo data, in this process (so its memory is the import's). Budget: ≥ 1,000 rows/s for the
// import itself (read, check, match, write, one transaction). Printed beside it: the dry run, the same
// file imported again (every row unchanged), a file changing every row (all updated) and the peak RSS
// sampled every 20 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seedIfEmpty } from '../apps/server/src/db/seed';
import { importMembers } from '../apps/server/src/modules/member-import/import-members';
import { registerCsv, registerRow } from '../apps/server/test/support/member-import-fixtures';
import { BENCH_APP_SECRET } from './support/routes';
import { scratchDatabase } from './support/scratch-database';
import { DEFAULT_POSTGRES_URL } from './support/server';

export const IMPORT_ROWS_PER_SECOND_BUDGET = 1000;
export const IMPORT_BENCH_ROWS = 10_000;

export type ImportFigures = {
  rows: number;
  fileBytes: number;
  dryRunMs: number;
  importMs: number;
  reimportMs: number;
  /** A file changing every row (company name and expiry): every member updated. */
  updateMs: number;
  updated: number;
  rowsPerSecond: number;
  created: number;
  unchanged: number;
  rssBeforeMb: number;
  peakRssMb: number;
};

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const start = performance.now();
  const result = await work();
  return { result, ms: Math.round(performance.now() - start) };
}

export async function benchImportMembers(rows = IMPORT_BENCH_ROWS): Promise<ImportFigures> {
  const scratch = await scratchDatabase(
    process.env.BENCH_DATABASE_URL ?? DEFAULT_POSTGRES_URL,
    'import',
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-bench-import-'));
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
    const file = Buffer.from(
      registerCsv(Array.from({ length: rows }, (_, index) => registerRow(index + 1))),
    );
    const changed = Buffer.from(
      registerCsv(
        Array.from({ length: rows }, (_, index) =>
          registerRow(index + 1, { companyName: `Renamed ${index + 1}`, expiresOn: '30-06-2027' }),
        ),
      ),
    );
    const options = (dryRun: boolean) => ({
      fileName: 'register.csv',
      dryRun,
      actor: 'bench',
      memberNumberPrefix: config.association.memberNumberPrefix,
      now: new Date(),
    });
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    try {
      const dry = await timed(() => importMembers(handle.db, file, options(true)));
      const first = await timed(() => importMembers(handle.db, file, options(false)));
      const again = await timed(() => importMembers(handle.db, file, options(false)));
      const update = await timed(() => importMembers(handle.db, changed, options(false)));
      peak = Math.max(peak, process.memoryUsage().rss);
      if (first.result.problems.length > 0) {
        throw new Error(`bench register has problems: ${JSON.stringify(first.result.problems[0])}`);
      }
      return {
        rows,
        fileBytes: file.length,
        dryRunMs: dry.ms,
        importMs: first.ms,
        reimportMs: again.ms,
        updateMs: update.ms,
        updated: update.result.counts.updated,
        rowsPerSecond: Math.round((rows / first.ms) * 1000),
        created: first.result.counts.created,
        unchanged: again.result.counts.unchanged,
        rssBeforeMb: mb(rssBefore),
        peakRssMb: mb(peak),
      };
    } finally {
      clearInterval(sampler);
    }
  } finally {
    await handle.close();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `npx tsx bench/import-members.bench.ts` runs this benchmark alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await benchImportMembers();
  console.log(JSON.stringify(figures, null, 2));
  const ok = figures.rowsPerSecond >= IMPORT_ROWS_PER_SECOND_BUDGET;
  console.log(
    `${ok ? 'OK' : 'OVER BUDGET'}: ${figures.rowsPerSecond} rows/s (budget ≥ ${IMPORT_ROWS_PER_SECOND_BUDGET})`,
  );
  if (!ok) process.exitCode = 1;
}
