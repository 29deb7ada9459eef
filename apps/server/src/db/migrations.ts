// Which of the generated migrations a database has: drizzle records each applied one in
// drizzle.__drizzle_migrations by its journal timestamp (`when`, stored as created_at).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { resultRows, type Executor } from './client';

export type JournalEntry = { tag: string; when: number };

export function readJournal(migrationsDir: string): JournalEntry[] {
  const journal = JSON.parse(
    readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** The journal timestamps of the applied migrations, oldest first; none on a new database. */
export async function appliedMigrations(db: Executor): Promise<number[]> {
  const table = resultRows<{ name: string | null }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`),
  );
  if (!table[0]?.name) return [];
  const rows = resultRows<{ created_at: string }>(
    await db.execute(
      sql`select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at`,
    ),
  );
  return rows.map((row) => Number(row.created_at));
}
