// Statements on hot paths, built once. Drizzle builds a query's SQL text on every call (walking its
// chunks costs more than the round trip's own CPU on a small statement), so a Statement builds its
// text once and runs it with parameters on the database or inside a transaction. Values always
// travel as parameters, never in the text:
// - PostgreSQL: named, so each pooled connection parses and plans it the first time and reuses the
//   plan afterwards (node-postgres's named statements);
// - PGlite: drizzle's PGlite driver ignores the name and runs a plain parameterized query.
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { resultRows, type Executor } from './client';

const dialect = new PgDialect();

/**
 * Runs the statement with values for its `sql.placeholder(...)`s. Rows come back as the driver
 * returns them (column names as keys, no drizzle mapping), so select ints, text, booleans or JSON.
 */
export type Statement<Row> = (db: Executor, values: Record<string, unknown>) => Promise<Row[]>;

/** `name` must be unique in the application: a session keeps one text per name. */
export function statement<Row>(name: string, query: { getSQL(): SQL }): Statement<Row> {
  const built = dialect.sqlToQuery(query.getSQL());
  return async (db, values) =>
    resultRows<Row>(await db._.session.prepareQuery(built, undefined, name, false).execute(values));
}
