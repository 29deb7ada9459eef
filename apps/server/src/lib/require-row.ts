/**
 * The first row a query returned (an `insert … returning`, an update of a row the transaction holds),
 * where none is a bug rather than an answer: throws `message` then.
 */
export function requireRow<T>(rows: readonly T[], message: string): T {
  const [row] = rows;
  if (!row) throw new Error(message);
  return row;
}
