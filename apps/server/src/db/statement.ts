// Statements on hot paths, built once. Drizzle builds a query's SQL text on every call (walking its
// chunks costs more than the round trip's own CPU on a small statement), and an unnamed statement
// is parsed and planned by the database on every call. A Statement is built once, runs on the
// database or inside a transaction, and is prepared where the driver allows:
// - PostgreSQL: named, so each pooled connection parses and plans it the first time and reuses the
//   plan afterwards (node-postgres's named statements);
// - PGlite: drizzle's PGlite driver ignores the name, and parsing and planning run on our own event
//   loop (a plan-status read: ~1 ms of which ~0.7 ms planning). So on the database handle (not inside
//   a transaction, whose session object cannot tell which handle it belongs to) it is PREPAREd once
//   per PGlite instance and run with EXECUTE, its values passed as literals escaped by node-postgres.
import { PGlite, types } from '@electric-sql/pglite';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { escapeIdentifier, escapeLiteral } from 'pg';
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
  return async (db, values) => {
    const pglite = pgliteHandleOf(db);
    if (pglite) {
      await preparedOn(pglite, name, built.sql);
      const literals = fillPlaceholders(built.params, values).map(sqlLiteral);
      const call = `execute ${escapeIdentifier(name)}${literals.length ? `(${literals.join(', ')})` : ''}`;
      return (await pglite.query<Row>(call, [], DRIZZLE_PGLITE_ROWS)).rows;
    }
    return resultRows<Row>(
      await db._.session.prepareQuery(built, undefined, name, false).execute(values),
    );
  };
}

/** The PGlite instance behind a database handle; null for PostgreSQL and for a transaction. */
function pgliteHandleOf(db: Executor): PGlite | null {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof PGlite ? client : null;
}

const preparedByInstance = new WeakMap<PGlite, Map<string, Promise<void>>>();

/** PREPAREs the statement once per instance (concurrent first calls share the one PREPARE). */
function preparedOn(pglite: PGlite, name: string, text: string): Promise<void> {
  let prepared = preparedByInstance.get(pglite);
  if (!prepared) {
    prepared = new Map();
    preparedByInstance.set(pglite, prepared);
  }
  let ready = prepared.get(name);
  if (!ready) {
    ready = pglite.exec(`prepare ${escapeIdentifier(name)} as ${text}`).then(
      () => undefined,
      (error: unknown) => {
        prepared.delete(name);
        throw error;
      },
    );
    prepared.set(name, ready);
  }
  return ready;
}

/** A value as an SQL literal of unknown type, which EXECUTE casts to the parameter's type. */
function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return escapeLiteral(value);
  if (typeof value === 'number' || typeof value === 'bigint') {
    if (typeof value === 'number' && !Number.isFinite(value)) {
      throw new TypeError(`statement value ${value} is not a finite number`);
    }
    return escapeLiteral(String(value));
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return escapeLiteral(value.toISOString());
  throw new TypeError(`statement value of type ${typeof value} has no SQL literal here`);
}

/**
 * Rows as drizzle's PGlite driver reads them for a raw query: objects, with timestamps, dates and
 * intervals left as text (as drizzle's node-postgres driver reads them), so every path gives callers one shape.
 */
const DRIZZLE_PGLITE_ROWS = {
  rowMode: 'object',
  parsers: Object.fromEntries(
    [
      types.TIMESTAMP,
      types.TIMESTAMPTZ,
      types.INTERVAL,
      types.DATE,
      1231, // numeric[]
      1115, // timestamp[]
      1185, // timestamptz[]
      1187, // interval[]
      1182, // date[]
    ].map((oid) => [oid, (value: string) => value]),
  ),
} as const;
