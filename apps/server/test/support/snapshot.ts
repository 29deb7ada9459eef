// Reset between tests: the seeded tables are copied once into a side schema, and a generated
// PL/pgSQL function puts them back (delete everything, copy back, restart the id sequences) in one
// round trip. Measured on PGlite ≈15 ms per reset against ≈100 ms for TRUNCATE + re-seeding, and
// ≈1 s for reloading a dumped data directory.
import { sql } from 'drizzle-orm';
import { resultRows, type Database } from '../../src/db/client';

export const SNAPSHOT_SCHEMA = 'test_snapshot';

type IdentityColumn = { table: string; column: string; sequence: string };

function quote(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}

/**
 * Copies the current content of every public table into the snapshot schema and creates
 * `test_snapshot.restore()`. Run once, on a freshly migrated and seeded database.
 */
export async function createSnapshot(db: Database): Promise<void> {
  const tables = resultRows<{ tablename: string }>(
    await db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    ),
  ).map((row) => row.tablename);
  const identities = resultRows<IdentityColumn>(
    await db.execute(sql`
      select c.relname as "table", a.attname as "column",
             pg_get_serial_sequence(format('public.%I', c.relname), a.attname) as "sequence"
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and a.attidentity <> '' and a.attnum > 0`),
  );

  // Sequences of our own (member and order numbers) go back to where the seed left them.
  const sequences = resultRows<{ name: string; value: string | null }>(
    await db.execute(sql`
      select sequencename as "name", last_value::text as "value" from pg_sequences
      where schemaname = 'public'
        and sequencename not in (
          select pg_get_serial_sequence(format('public.%I', c.relname), a.attname)::regclass::text
          from pg_attribute a join pg_class c on c.oid = a.attrelid
          join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' and a.attidentity <> '' and a.attnum > 0)`),
  );

  await db.execute(sql.raw(`drop schema if exists ${SNAPSHOT_SCHEMA} cascade`));
  await db.execute(sql.raw(`create schema ${SNAPSHOT_SCHEMA}`));
  for (const table of tables) {
    await db.execute(
      sql.raw(`create table ${SNAPSHOT_SCHEMA}.${quote(table)} as table public.${quote(table)}`),
    );
  }

  const body = [
    // Replica mode skips foreign-key triggers, so tables can be emptied and refilled in any order
    // (applications and members reference each other). Local to the calling transaction.
    `perform set_config('session_replication_role', 'replica', true);`,
    ...tables.map((table) => `delete from public.${quote(table)};`),
    ...tables.map(
      (table) =>
        `insert into public.${quote(table)} overriding system value select * from ${SNAPSHOT_SCHEMA}.${quote(table)};`,
    ),
    ...identities.map(
      ({ table, column, sequence }) =>
        `perform setval('${sequence}', coalesce((select max(${quote(column)}) from public.${quote(table)}), 0) + 1, false);`,
    ),
    ...sequences.map(({ name, value }) =>
      value === null
        ? `perform setval('public.${quote(name)}', 1, false);`
        : `perform setval('public.${quote(name)}', ${Number(value)}, true);`,
    ),
    `perform set_config('session_replication_role', 'origin', true);`,
  ].join('\n    ');

  await db.execute(
    sql.raw(`create function ${SNAPSHOT_SCHEMA}.restore() returns void language plpgsql as $fn$
  begin
    ${body}
  end
$fn$`),
  );
}

export async function restoreSnapshot(db: Database): Promise<void> {
  await db.execute(sql.raw(`select ${SNAPSHOT_SCHEMA}.restore()`));
}
