// Rows that PostgreSQL rendered as JSON (`row_to_json`, `json_agg`) turned back into what a drizzle
// select of the table returns: property names, and values through each column's own mapping
// (timestamps → Date). One statement can then return a row with its related rows.
import { getTableColumns, type Column } from 'drizzle-orm';
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

export function rowFromJson<T extends PgTable>(table: T, json: unknown): T['$inferSelect'] {
  const record = (typeof json === 'string' ? JSON.parse(json) : json) as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const [key, column] of columnsOf(table)) {
    const value = record[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

export const rowsFromJson = <T extends PgTable>(table: T, json: unknown): T['$inferSelect'][] =>
  ((typeof json === 'string' ? JSON.parse(json) : json) as unknown[]).map((row) =>
    rowFromJson(table, row),
  );
