// Rows that PostgreSQL rendered as JSON (`row_to_json`, `json_agg`) turned back into what a drizzle
// select of the table returns: property names, and values through each column's own mapping
// (timestamps → Date). One statement can then return a row with its related rows.
import { getTableColumns, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

const columnLists = new Map<PgTable, [string, Column][]>();

function columnsOf(table: PgTable): [string, Column][] {
  let list = columnLists.get(table);
  if (!list) {
    list = Object.entries(getTableColumns(table));
    columnLists.set(table, list);
  }
  return list;
}

/** The JSON object's values of these columns, each under its property name through its mapping. */
function fromJson(columns: readonly [string, Column][], json: unknown): Record<string, unknown> {
  const record = (typeof json === 'string' ? JSON.parse(json) : json) as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = record[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row;
}

export function rowFromJson<T extends PgTable>(table: T, json: unknown): T['$inferSelect'] {
  return fromJson(columnsOf(table), json) as T['$inferSelect'];
}

export const rowsFromJson = <T extends PgTable>(table: T, json: unknown): T['$inferSelect'][] =>
  ((typeof json === 'string' ? JSON.parse(json) : json) as unknown[]).map((row) =>
    rowFromJson(table, row),
  );

/**
 * Some columns of a table, built into JSON by the statement and read back: for a statement that
 * needs a few of a wide table's columns, row_to_json of the whole row costs the database and the
 * parse for nothing.
 */
export function jsonColumns<T extends PgTable, K extends keyof T['$inferSelect'] & string>(
  table: T,
  keys: readonly K[],
) {
  const all = getTableColumns(table) as Record<string, Column>;
  const picked = keys.map((key): [K, Column] => {
    const column = all[key];
    if (!column) throw new Error(`${key} is no column of the table`);
    return [key, column];
  });
  return {
    /** `json_build_object(...)` of the picked columns of the row `alias` (a name in the statement). */
    of(alias: string): SQL {
      const pairs = picked.map(([, column]) => `'${column.name}', ${alias}.${column.name}`);
      return sql.raw(`json_build_object(${pairs.join(', ')})`);
    },
    read(json: unknown): Pick<T['$inferSelect'], K> {
      return fromJson(picked, json) as Pick<T['$inferSelect'], K>;
    },
  };
}
