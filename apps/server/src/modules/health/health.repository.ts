import { sql } from 'drizzle-orm';
import { resultRows, type Executor } from '../../db/client';

/** Throws when the database cannot answer. */
export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * When each migration drizzle applied was created (its journal `when`), from drizzle's own record;
 * none before the first migration run.
 */
export async function appliedMigrationTimes(db: Executor): Promise<Set<number>> {
  const [table] = resultRows<{ present: boolean }>(
    await db.execute(
      sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
    ),
  );
  if (!table?.present) return new Set();
  const rows = resultRows<{ created_at: string | number | bigint | null }>(
    await db.execute(sql`select created_at from drizzle.__drizzle_migrations`),
  );
  return new Set(rows.map((row) => Number(row.created_at)));
}
