// CSV for the back-office exports: RFC 4180 quoting, CRLF line ends, a UTF-8 byte-order mark (so
// spreadsheet programs read Indian names correctly), a guard against formula injection, and rows
// produced batch by batch so an export of any size streams in flat memory.
import { Readable } from 'node:stream';

/** A number written with fixed decimals ('-1234.50'): one of ours, so never taken for a formula. */
export type CsvDecimal = { readonly decimal: string };

export type CsvValue = string | number | boolean | CsvDecimal | null | undefined;

export function csvDecimal(value: number, digits = 2): CsvDecimal {
  return { decimal: value.toFixed(digits) };
}

export type CsvColumn<T> = { header: string; value: (row: T) => CsvValue };

const BOM = '\uFEFF';
/**
 * A spreadsheet treats a cell starting with = + - @ (or a tab or carriage return, or any of those after
 * spaces) as a formula; text from applicants must never run as one, so such text gets a leading quote.
 */
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@])/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'string') {
    text = FORMULA_START.test(value) ? `'${value}` : value;
  } else if (typeof value === 'object') {
    text = value.decimal;
  } else {
    // Numbers and booleans come from our own columns (amounts, counts), never from a user.
    text = String(value);
  }
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** The header line, then one string per batch of rows. */
export async function* csvChunks<T>(
  columns: readonly CsvColumn<T>[],
  batches: AsyncIterable<readonly T[]>,
): AsyncGenerator<string> {
  yield BOM + csvLine(columns.map((column) => column.header));
  for await (const batch of batches) {
    let chunk = '';
    for (const row of batch) chunk += csvLine(columns.map((column) => column.value(row)));
    yield chunk;
  }
}

/**
 * Batches of a keyset walk: each query asks for the next `batchSize` rows after the last id seen, so no
 * batch costs more than the first (unlike OFFSET) and only one batch is held in memory at a time.
 */
export async function* keysetBatches<T extends { id: number }>(
  fetch: (afterId: number, limit: number) => Promise<T[]>,
  batchSize: number,
): AsyncGenerator<T[]> {
  let afterId = 0;
  for (;;) {
    const rows = await fetch(afterId, batchSize);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    afterId = last.id;
  }
}

/**
 * A byte stream of the chunks. Reading pauses the generator whenever 64 kB are waiting for the client,
 * so a slow download holds at most about one batch in memory; a client that goes away stops the walk.
 */
export function csvStream(chunks: AsyncIterable<string>): Readable {
  return Readable.from(chunks, { objectMode: false, highWaterMark: 64 * 1024 });
}
