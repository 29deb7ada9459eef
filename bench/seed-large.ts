// A back-office-sized database: 10,000 applications (with their current plan-history rows, spread over
// every stage, zone, category and the last year) and 50,000 members (with one or two membership
// periods), inserted with INSERT … SELECT generate_series in a few statements (seconds, not minutes).
//
// As a module: seedLarge(db) adds the rows to an already migrated and seeded database (the benchmarks).
// As a script: `npx tsx bench/seed-large.ts [postgres-url]` (re)creates the database
// `portico_bench_large` on that server (default BENCH_DATABASE_URL or the local test server), migrates,
// seeds the demo data and adds the rows, for looking at plans by hand.
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { namedDatabase } from './support/scratch-database';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { seedIfEmpty } from '../apps/server/src/db/seed';
import { DEFAULT_POSTGRES_URL } from './support/server';

export const LARGE_APPLICATIONS = 10_000;
export const LARGE_MEMBERS = 50_000;

const FIRST_NAMES = [
  'Aarav',
  'Priya',
  'Rohan',
  'Sneha',
  'Vikram',
  'Anjali',
  'Karan',
  'Meera',
  'Arjun',
  'Divya',
  'Rahul',
  'Pooja',
  'Aditya',
  'Kavya',
  'Siddharth',
  'Nisha',
  'Varun',
  'Isha',
  'Manish',
  'Lakshmi',
];
const LAST_NAMES = [
  'Mehta',
  'Nair',
  'Kapoor',
  'Iyer',
  'Singh',
  'Das',
  'Malhotra',
  'Joshi',
  'Reddy',
  'Sharma',
  'Gupta',
  'Menon',
  'Patel',
  'Rao',
  'Bose',
  'Chopra',
  'Pillai',
  'Verma',
  'Khan',
  'Banerjee',
  'Kulkarni',
  'Shetty',
  'Agarwal',
  'Sinha',
  'Mishra',
];
const BUSINESSES = [
  'Events',
  'Productions',
  'Weddings',
  'Live',
  'Sound and Light',
  'Exhibitions',
  'Entertainment',
  'Festivals',
];
const STAGE_MIX = [
  // Weighted: most applications are somewhere in the review or finished.
  'zone_manager',
  'zone_manager',
  'zone_manager',
  'accounts',
  'accounts',
  'references',
  'governing_body',
  'governing_body',
  'approved',
  'changes_requested',
  'rejected',
  'cancelled',
  'paid',
  'paid',
  'paid',
  'draft',
];

const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]::text[]`);

/** Adds `applications` applications and `members` members; returns the seconds it took. */
export async function seedLarge(
  db: Database,
  counts: { applications?: number; members?: number } = {},
): Promise<number> {
  const started = performance.now();
  const applicationCount = counts.applications ?? LARGE_APPLICATIONS;
  const memberCount = counts.members ?? LARGE_MEMBERS;
  const first = textArray(FIRST_NAMES);
  const last = textArray(LAST_NAMES);
  const business = textArray(BUSINESSES);
  const stages = textArray(STAGE_MIX);
  const zones = textArray(['north', 'east', 'west', 'south']);
  const categories = sql`(select array_agg(id order by rank) from membership_categories)`;

  await db.execute(sql`
    with ids as (
      select nextval(pg_get_serial_sequence('applications', 'id'))::int as id, n,
        (${stages})[1 + n % 16] as stage
      from generate_series(1, ${applicationCount}::int) as n
    ), inserted as (
      insert into applications (id, app_id, journey, category_id, name, email, mobile_number,
        company_name, zone, is_draft, steps, submitted_at, created_at)
      select id, 'PA-' || lpad(id::text, 6, '0'),
        case when n % 10 = 0 then 'upgrade' else 'new' end,
        (${categories})[1 + n % 4],
        (${first})[1 + n % 20] || ' ' || (${last})[1 + (n / 20) % 25],
        'applicant' || n || '@bench.example.com',
        '9' || lpad((n * 7919 % 1000000000)::text, 9, '0'),
        (${last})[1 + (n / 7) % 25] || ' ' || (${business})[1 + n % 8] || ' ' || n,
        (${zones})[1 + (n / 3) % 4],
        stage = 'draft', 4,
        case when stage = 'draft' then null
          else now() - make_interval(mins => (n * 53) % 525600) end,
        now() - make_interval(mins => (n * 53) % 525600 + 60)
      from ids
      returning id, category_id, journey
    )
    insert into plan_history (application_id, category_id, history_type, app_filled, review_stage,
      cancelled, payment_status)
    select inserted.id, category_id, journey, stage <> 'draft', stage, stage = 'cancelled',
      case when stage = 'paid' then 'paid' else 'unpaid' end
    from inserted join ids on ids.id = inserted.id`);

  await db.execute(sql`
    with inserted as (
      insert into members (member_number, email, mobile_number, name, company_name, category_id,
        status, manual, zone)
      select 'LM-' || lpad(n::text, 6, '0'), 'member' || n || '@bench.example.com',
        '8' || lpad(n::text, 9, '0'),
        (${first})[1 + n % 20] || ' ' || (${last})[1 + (n / 20) % 25],
        (${last})[1 + (n / 3) % 25] || ' ' || (${business})[1 + n % 8] || ' Pvt Ltd ' || n,
        (${categories})[1 + n % 4],
        case when n % 5 = 0 then 'expired' else 'active' end,
        case when n % 50 = 0 then 1 when n % 97 = 0 then 4 else 0 end,
        (${zones})[1 + n % 4]
      from generate_series(1, ${memberCount}::int) as n
      returning id, category_id
    ), periods as (
      insert into membership_periods (member_id, category_id, starts_at, ends_at)
      select id, category_id, now() - make_interval(days => 365 + id % 400),
        now() - make_interval(days => id % 400)
      from inserted
      returning member_id
    )
    -- Four in five members renewed: a second, current period.
    insert into membership_periods (member_id, category_id, starts_at, ends_at)
    select id, category_id, now() - make_interval(days => id % 400),
      now() - make_interval(days => id % 400) + interval '1 year'
    from inserted where id % 5 <> 0`);

  // Fresh statistics and visibility map, as autovacuum would leave them soon after such a load.
  await db.execute(sql`vacuum analyze`);
  return (performance.now() - started) / 1000;
}

async function main() {
  const adminUrl = process.argv[2] ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_POSTGRES_URL;
  const url = await namedDatabase(adminUrl, 'portico_bench_large');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  });
  const handle = await openDatabase(config);
  try {
    await seedIfEmpty(handle.db);
    const seconds = await seedLarge(handle.db);
    console.log(
      `${url}: ${LARGE_APPLICATIONS} applications and ${LARGE_MEMBERS} members in ${seconds.toFixed(1)} s`,
    );
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
