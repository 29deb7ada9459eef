import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

/**
 * The first row of a table that matches, in the order given (any row when none is), or undefined:
 * the one-row lookup most repositories start with.
 */
export async function firstRow<T extends PgTable>(
  db: Executor,
  table: T,
  where: SQL | undefined,
  ...orderBy: (AnyPgColumn | SQL)[]
): Promise<T['$inferSelect'] | undefined> {
  const rows: T['$inferSelect'][] = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...orderBy)
    .limit(1);
  return rows[0];
}

/** The first row of a table that matches, locked until the transaction ends, or undefined. */
export async function lockedRow<T extends PgTable>(
  tx: Executor,
  table: T,
  where: SQL | undefined,
): Promise<T['$inferSelect'] | undefined> {
  const rows: T['$inferSelect'][] = await tx
    .select()
    .from(table as PgTable)
    .where(where)
    .limit(1)
    .for('update');
  return rows[0];
}
