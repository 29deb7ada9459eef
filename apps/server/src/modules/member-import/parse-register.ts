// The parsers of a register file, CSV (csv-parse) and XLSX (exceljs): they hold the thread for seconds
// on a large register, so the server runs them in a worker (register-worker.ts), never on its event
// loop. Each row keeps the number the spreadsheet shows it under, so problems point at the right row.
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { BadRequestError } from '../../errors';

export type RegisterRow = { row: number; values: string[] };
export type RegisterFile = { header: string[]; rows: RegisterRow[] };

export const UNREADABLE_FILE =
  'The file could not be read: upload the register as a CSV (UTF-8) or an Excel workbook (.xlsx)';

const UTF8 = new TextDecoder('utf-8', { fatal: true });

const isBlank = (values: readonly string[]) => values.every((value) => value.trim() === '');

function split(records: string[][], firstRow: (index: number) => number): RegisterFile {
  const headerAt = records.findIndex((values) => !isBlank(values));
  if (headerAt < 0) return { header: [], rows: [] };
  const rows: RegisterRow[] = [];
  for (let index = headerAt + 1; index < records.length; index += 1) {
    const values = records[index]!;
    if (!isBlank(values)) rows.push({ row: firstRow(index), values });
  }
  return { header: records[headerAt]!, rows };
}

export function readCsv(content: Buffer): RegisterFile {
  let text: string;
  try {
    text = UTF8.decode(content);
  } catch {
    throw new BadRequestError(UNREADABLE_FILE);
  }
  if (text.includes('\u0000')) throw new BadRequestError(UNREADABLE_FILE);
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new BadRequestError(`The CSV file could not be read: ${message}`);
  }
  // A spreadsheet shows one row per record (a quoted value may span lines): row = record + 1.
  return split(records, (index) => index + 1);
}

/** A cell as the register means it: dates as YYYY-MM-DD, numbers as written, rich text as its text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
  }
  return String(value);
}

export async function readXlsx(content: Buffer): Promise<RegisterFile> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw new BadRequestError(UNREADABLE_FILE);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { header: [], rows: [] };
  const records: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    // PostgreSQL text cannot hold NUL: a workbook's stray one is dropped.
    records[rowNumber - 1] = Array.from(values, (value) =>
      cellText(value).replaceAll('\u0000', ''),
    );
  });
  return split(
    Array.from(records, (values) => values ?? []),
    (index) => index + 1,
  );
}
