// How many rows a register file holds, counted before it is parsed: parsing a workbook holds the
// event loop for its whole length (200,000 rows: 20 s, every other request waiting), so an oversized
// one must be refused on a count that costs next to nothing. A workbook's sheets are inflated as a
// stream (zlib works off the event loop; each piece is only searched for row tags), stopping at the
// first row past the limit; a CSV's records are its line breaks outside quotes, found with indexOf.
import { createInflateRaw } from 'node:zlib';
import { IMPORT_MAX_ROWS } from '@portico/domain/member-import';
import { BadRequestError } from '../../errors';
import { zipEntries, type ZipEntry } from './zip-entries';

/**
 * Rows a file may hold before it is parsed: the register's rows, its header, and room for blank
 * or formatted rows a spreadsheet keeps. The exact count of filled rows is checked after parsing.
 */
export const REGISTER_MAX_RAW_ROWS = IMPORT_MAX_ROWS + 1_000;

/**
 * The most a workbook may unpack to. A 50,000-row register is about 60 MB of sheet XML; a zip of
 * 20 MB that unpacks to more is not a register (a zip bomb unpacks to gigabytes).
 */
export const XLSX_MAX_UNPACKED_BYTES = 256 * 1024 * 1024;

export const TOO_MANY_ROWS = `The file has more than ${IMPORT_MAX_ROWS} rows: split it into several files`;
const TOO_LARGE_UNPACKED =
  'The workbook is too large once unpacked: split the register into several files';

const QUOTE = 0x22;
const LINE_FEED = 0x0a;

/** A CSV's records: line breaks outside quoted values (a doubled quote toggles twice: no change). */
export function csvRecordCount(content: Buffer): number {
  let records = 0;
  let inQuotes = false;
  let at = 0;
  while (at < content.length) {
    const quote = content.indexOf(QUOTE, at);
    const end = quote < 0 ? content.length : quote;
    if (!inQuotes) {
      for (let line = content.indexOf(LINE_FEED, at); line >= 0 && line < end;) {
        records += 1;
        line = content.indexOf(LINE_FEED, line + 1);
      }
    }
    if (quote < 0) break;
    inQuotes = !inQuotes;
    at = quote + 1;
  }
  return records + 1;
}

const LESS_THAN = 0x3c;
const COLON = 0x3a;
/** What may follow a tag's name: a space, tab, line break, `>` or `/`. */
const TAG_NAME_ENDS = new Set([0x20, 0x09, 0x0a, 0x0d, 0x3e, 0x2f]);

/** Row elements (`<row …>`, or prefixed `<x:row …>`) in a sheet's XML whose `<` is at `from` or after. */
function rowTagsIn(text: Buffer, from: number): number {
  let rows = 0;
  for (let at = text.indexOf('row', from + 1); at >= 0; at = text.indexOf('row', at + 3)) {
    const before = text[at - 1];
    const after = text[at + 3];
    if (
      (before === LESS_THAN || before === COLON) &&
      after !== undefined &&
      TAG_NAME_ENDS.has(after)
    )
      rows += 1;
  }
  return rows;
}

const isWorksheet = (name: string) => /^xl\/worksheets\/[^/]+\.xml$/.test(name);

type Tally = { rows: number; unpacked: number };

/** Inflates one entry as a stream, adding its bytes and (for a sheet) its rows to the tally. */
async function tallyEntry(content: Buffer, entry: ZipEntry, tally: Tally): Promise<void> {
  const data = content.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  const countRows = isWorksheet(entry.name);
  if (entry.method === 0) {
    tally.unpacked += data.length;
    if (countRows) tally.rows += rowTagsIn(data, 0);
    return;
  }
  const inflater = createInflateRaw();
  inflater.end(data);
  // The last bytes of the previous piece: a tag split across two pieces is still counted once.
  let carry = Buffer.alloc(0);
  for await (const piece of inflater as AsyncIterable<Buffer>) {
    tally.unpacked += piece.length;
    if (tally.unpacked > XLSX_MAX_UNPACKED_BYTES) throw new BadRequestError(TOO_LARGE_UNPACKED);
    if (!countRows) continue;
    const text = Buffer.concat([carry, piece]);
    // Tags starting in the carry's first byte were whole in the previous piece, and counted.
    tally.rows += rowTagsIn(text, Math.max(0, carry.length - 4));
    carry = text.subarray(Math.max(0, text.length - 5));
    if (tally.rows > REGISTER_MAX_RAW_ROWS) throw new BadRequestError(TOO_MANY_ROWS);
  }
}

/** Refuses (400) a workbook of more rows, or more unpacked bytes, than a register may have. */
export async function assertXlsxWithinLimits(content: Buffer, unreadable: string): Promise<void> {
  const entries = zipEntries(content);
  if (entries === null) throw new BadRequestError(unreadable);
  const declared = entries.reduce((total, entry) => total + entry.uncompressedSize, 0);
  if (declared > XLSX_MAX_UNPACKED_BYTES) throw new BadRequestError(TOO_LARGE_UNPACKED);
  const tally: Tally = { rows: 0, unpacked: 0 };
  for (const entry of entries) {
    try {
      await tallyEntry(content, entry, tally);
    } catch (error) {
      if (error instanceof BadRequestError) throw error;
      throw new BadRequestError(unreadable);
    }
  }
  if (tally.rows > REGISTER_MAX_RAW_ROWS) throw new BadRequestError(TOO_MANY_ROWS);
}

/** Refuses (400) a CSV of more records than a register may have. */
export function assertCsvWithinLimits(content: Buffer): void {
  if (csvRecordCount(content) > REGISTER_MAX_RAW_ROWS) throw new BadRequestError(TOO_MANY_ROWS);
}
