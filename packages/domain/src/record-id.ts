// Record ids. Every id column is a PostgreSQL `integer`, so a larger number names no record, and
// handing one to a query fails in the database (integer out of range) instead of finding nothing.

/** The largest id a record can have. */
export const MAX_RECORD_ID = 2_147_483_647;

/** An id written as plain decimal digits ('007', '1e3', '0x10', '-1' are not), or null. */
export function parseRecordId(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_RECORD_ID ? id : null;
}
