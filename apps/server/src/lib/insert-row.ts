import { getTableName } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { requireRow } from './require-row';

/**
 * Inserts one row and answers it as stored: the `insert … returning` most repositories write.
 * No row back is a bug, thrown as `message` (by default, which table returned none).
 */
export async function insertRow<T extends PgTable>(
  db: Executor,
  table: T,
  values: PgInsertValue<T>,
  message = `insert into ${getTableName(table)} returned no row`,
): Promise<T['$inferSelect']> {
  const rows: T['$inferSelect'][] = await db.insert(table).values(values).returning();
  return requireRow(rows, message);
}
