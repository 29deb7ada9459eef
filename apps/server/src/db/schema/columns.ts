// Column builders every table uses, so the conventions are written once.
import { sql, type SQL } from 'drizzle-orm';
import { bigint, integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** CHECK (column IN (...)) with the list inlined: check constraints cannot take parameters. */
export function inList(column: AnyPgColumn, values: readonly (string | number)[]): SQL {
  const list = values
    .map((value) => (typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`))
    .join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}

export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Amounts of orders and payments: bigint in SQL, a JS number (safe far beyond any fee). */
export const paise = (name: string) => bigint(name, { mode: 'number' });
