// A report's table as a CSV file (the exports' writer: quoting, a byte-order mark, no formulas) or as
// an Excel workbook of one sheet, numbers as numbers.
import type { Readable } from 'node:stream';
import { csvChunks, csvStream, type CsvValue } from '../../lib/csv';
import { streamWorkbook } from '../../lib/xlsx';
import type { ReportTable } from './report-tables';

export type ReportFile = { name: string; body: Readable };

async function* oneBatch<T>(rows: T[]): AsyncGenerator<T[]> {
  yield rows;
}

export function reportCsv(table: ReportTable): ReportFile {
  const columns = table.headers.map((header, index) => ({
    header,
    value: (row: CsvValue[]) => row[index],
  }));
  return { name: table.name, body: csvStream(csvChunks(columns, oneBatch(table.rows))) };
}

const cellOf = (value: CsvValue) =>
  value !== null && typeof value === 'object' ? Number(value.decimal) : (value ?? null);

export function reportWorkbook(table: ReportTable): ReportFile {
  const body = streamWorkbook(async (workbook) => {
    const sheet = workbook.addWorksheet(table.title.slice(0, 31), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = table.headers.map((header) => ({
      header,
      width: Math.max(12, header.length + 2),
    }));
    sheet.getRow(1).font = { bold: true };
    // Cells are typed values, never formulas: names from applicants cannot run as one.
    for (const row of table.rows) sheet.addRow(row.map(cellOf)).commit();
    sheet.commit();
    await workbook.commit();
  });
  return { name: table.name, body };
}
