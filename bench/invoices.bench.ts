// The GST documents at size (issue #15), PostgreSQL only: 100,000 tax invoices (with their captured
// payments) and 5,000 credit notes over a year, billed to 50,000 members; then the back office's
// search (first page, text searches, a month, the deepest page allowed, the count), a year's totals,
// and a year's GST export as CSV and as XLSX, streamed to nowhere while the process's RSS is sampled.
// Alone: `npx tsx bench/invoices.bench.ts [postgres-url]` (re)creates the database portico_bench_invoices.
import { sql } from 'drizzle-orm';
import { namedDatabase } from './support/scratch-database';
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { seedIfEmpty } from '../apps/server/src/db/seed';
import { csvStream } from '../apps/server/src/lib/csv';
import { createInvoicesService } from '../apps/server/src/modules/invoices/invoices.service';
import { seedLarge } from './seed-large';
import { DEFAULT_POSTGRES_URL } from './support/server';

export const INVOICES = 100_000;
export const CREDIT_NOTES = 5_000;

/** Invoices over the year to the end of March 2027, one in three inter-state, two in three B2B. */
export async function seedInvoices(db: Database): Promise<void> {
  await db.execute(sql`
    with inserted as (
      insert into orders (unique_order_id, member_id, category_id, purpose, annual_fee_paise,
        taxable_paise, gst_paise, cgst_paise, sgst_paise, igst_paise, total_paise, provider, status,
        created_at, paid_at, invoice_number, billed_name, billed_company, billed_gstin,
        category_name, place_of_supply_state, place_of_supply_code)
      select 'BO-' || lpad(n::text, 7, '0'), m.id, m.category_id, 'renew', 100000, 100000, 18000,
        case when n % 3 = 0 then 0 else 9000 end, case when n % 3 = 0 then 0 else 9000 end,
        case when n % 3 = 0 then 18000 else 0 end, 118000, 'sandbox', 'paid',
        ts, ts, 'BI/' || lpad(n::text, 7, '0'), m.name, m.company_name,
        case when n % 3 = 1 then null else '27AAB' || lpad(n::text, 8, '0') || 'Z' end, 'Gold',
        case when n % 3 = 0 then 'Karnataka' else 'Maharashtra' end,
        case when n % 3 = 0 then '29' else '27' end
      from generate_series(1, ${INVOICES}::int) as n
      join members m on m.id = (select min(id) from members) + (n % 50000)
      cross join lateral (select timestamptz '2026-04-01 00:00+05:30'
        + make_interval(mins => (n * 5) % 525600) as ts) t
      returning id, total_paise, paid_at
    )
    insert into payments (order_id, provider_payment_id, amount_paise, status, created_at)
    select id, 'pay_bench_' || id, total_paise, 'captured', paid_at from inserted`);
  await db.execute(sql`
    with picked as (
      select o.id as order_id, p.id as payment_id, o.invoice_number, o.paid_at,
        row_number() over (order by o.id) as n, o.igst_paise > 0 as inter
      from orders o join payments p on p.order_id = o.id
      where o.unique_order_id like 'BO-%' and o.id % 20 = 0 limit ${CREDIT_NOTES}
    ), refunded as (
      insert into refunds (payment_id, order_id, amount_paise, method, reference, status, reason)
      select payment_id, order_id, 59000, 'manual', 'UTR' || n, 'processed', 'bench'
      from picked returning id, order_id
    )
    insert into credit_notes (number, financial_year, refund_id, order_id, invoice_number,
      issued_at, taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, reason)
    select 'BC/' || lpad(picked.n::text, 6, '0'), '2026-27', refunded.id, picked.order_id,
      picked.invoice_number, picked.paid_at + interval '3 days', 50000,
      case when inter then 0 else 4500 end, case when inter then 0 else 4500 end,
      case when inter then 9000 else 0 end, 59000, 'bench'
    from refunded join picked on picked.order_id = refunded.order_id`);
  await db.execute(sql`vacuum analyze`);
}

async function timed<T>(label: string, run: () => Promise<T>, rounds = 5): Promise<T> {
  let result: T | undefined;
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    result = await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`${label.padEnd(44)} median ${times[Math.floor(rounds / 2)]!.toFixed(1)} ms`);
  return result as T;
}

/** Streams `body` to nowhere; answers seconds, bytes and peak RSS growth (sampled every 50 ms). */
async function drain(body: Readable) {
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const heapBefore = process.memoryUsage().heapUsed;
  let peak = rssBefore;
  let heapPeak = heapBefore;
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    peak = Math.max(peak, usage.rss);
    heapPeak = Math.max(heapPeak, usage.heapUsed);
  }, 50);
  let bytes = 0;
  const started = performance.now();
  await pipeline(
    body,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    }),
  );
  clearInterval(sampler);
  return {
    seconds: (performance.now() - started) / 1000,
    megabytes: bytes / 1e6,
    rssGrowthMb: (peak - rssBefore) / 1e6,
    heapGrowthMb: (heapPeak - heapBefore) / 1e6,
  };
}

async function main() {
  const adminUrl = process.argv[2] ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_POSTGRES_URL;
  const url = await namedDatabase(adminUrl, 'portico_bench_invoices');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  });
  const handle = await openDatabase(config);
  try {
    await seedIfEmpty(handle.db);
    await seedLarge(handle.db, { applications: 0, members: 50_000 });
    const started = performance.now();
    await seedInvoices(handle.db);
    console.log(
      `${INVOICES} invoices, ${CREDIT_NOTES} credit notes in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const service = createInvoicesService({
      db: handle.db,
      association: config.association,
      now: () => new Date(),
    });
    const search = (query: Record<string, string | number>) =>
      service.search({ page: 1, pageSize: 20, ...query });
    await timed('search: first page, no filter', () => search({}));
    await timed('search: a month', () => search({ from: '2026-08-01', to: '2026-08-31' }));
    await timed('search: invoice number', () => search({ q: 'BI/0054321' }));
    await timed('search: buyer name fragment', () => search({ q: 'meera' }));
    await timed('search: GSTIN', () => search({ q: '27AAB00054321' }));
    await timed('search: member email', () => search({ q: 'member4242@' }));
    await timed('search: credit notes only', () => search({ kind: 'credit_note' }));
    await timed('search: deepest page (offset 9,900)', () => search({ page: 100, pageSize: 100 }));
    const year = { from: '2026-04-01', to: '2027-03-31' };
    await timed('totals: the financial year', () => service.totals(year));
    const csv = await drain(csvStream(service.gstCsv(year)));
    console.log(
      `CSV export of the year: ${csv.seconds.toFixed(1)} s, ${csv.megabytes.toFixed(1)} MB, peak RSS growth ${csv.rssGrowthMb.toFixed(0)} MB, heap ${csv.heapGrowthMb.toFixed(0)} MB`,
    );
    // The first workbook of a process also loads exceljs (about 28 MB of RSS, once): a one-day
    // export first, so the year's figure is the export's own memory.
    const warm = await drain(service.gstXlsx({ from: '2026-04-01', to: '2026-04-01' }));
    console.log(
      `XLSX, first export of the process (loads exceljs): peak RSS growth ${warm.rssGrowthMb.toFixed(0)} MB`,
    );
    const xlsx = await drain(service.gstXlsx(year));
    console.log(
      `XLSX export of the year: ${xlsx.seconds.toFixed(1)} s, ${xlsx.megabytes.toFixed(1)} MB, peak RSS growth ${xlsx.rssGrowthMb.toFixed(0)} MB, heap ${xlsx.heapGrowthMb.toFixed(0)} MB`,
    );
  } finally {
    await handle.close();
  }
}

await main();
