// The GST export as an Excel workbook (issue #15): a sheet of documents written row by row with
// exceljs's streaming writer (each row leaves memory once committed), amounts as real numbers in
// rupees with two decimals, then a sheet of the period's totals (B2B, B2C and both).
import type { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { GstAmounts, GstTotals } from '@portico/domain/contracts/staff-invoices.contract';
import { streamWorkbook, zipCaughtUp } from '../../lib/xlsx';
import { GST_COLUMNS, type GstRow } from './gst-rows';

const MONEY_FORMAT = '0.00';

function writeDocuments(workbook: ExcelJS.stream.xlsx.WorkbookWriter) {
  const sheet = workbook.addWorksheet('GST documents', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = GST_COLUMNS.map((column) => ({
    header: column.header,
    width: column.width,
    ...(column.money ? { style: { numFmt: MONEY_FORMAT } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  return sheet;
}

const TOTAL_HEADERS = [
  'Buyers',
  'Documents',
  'Count',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Total',
];

function writeTotals(workbook: ExcelJS.stream.xlsx.WorkbookWriter, totals: GstTotals): void {
  const sheet = workbook.addWorksheet('Totals');
  sheet.columns = TOTAL_HEADERS.map(() => ({ width: 14 }));
  sheet.addRow([`GST documents from ${totals.from} to ${totals.to}`]).commit();
  const header = sheet.addRow(TOTAL_HEADERS);
  header.font = { bold: true };
  header.commit();
  const groups = [
    ['B2B', totals.b2b],
    ['B2C', totals.b2c],
    ['All', totals.all],
  ] as const;
  for (const [buyers, group] of groups) {
    const lines: [string, GstAmounts][] = [
      ['Invoices', group.invoices],
      ['Credit notes', group.credit_notes],
      ['Net', group.net],
    ];
    for (const [documents, amounts] of lines) {
      const row = sheet.addRow([
        buyers,
        documents,
        amounts.count,
        amounts.taxable,
        amounts.cgst,
        amounts.sgst,
        amounts.igst,
        amounts.total,
      ]);
      for (let cell = 4; cell <= 8; cell += 1) row.getCell(cell).numFmt = MONEY_FORMAT;
      if (documents === 'Net') row.font = { bold: true };
      row.commit();
    }
  }
  sheet.commit();
}

/**
 * The workbook as a byte stream: `rows` is read batch by batch while the zip is written, and the
 * totals are asked for once the rows are done. A failure ends the stream with the error.
 */
export function gstWorkbookStream(
  rows: AsyncIterable<readonly GstRow[]>,
  totals: () => Promise<GstTotals>,
): Readable {
  return streamWorkbook(async (workbook) => {
    const sheet = writeDocuments(workbook);
    for await (const batch of rows) {
      for (const row of batch) {
        sheet
          .addRow(
            GST_COLUMNS.map((column) => {
              const value = column.value(row);
              return column.money ? Number(value) / 100 : value;
            }),
          )
          .commit();
      }
      await zipCaughtUp(sheet);
    }
    sheet.commit();
    writeTotals(workbook, await totals());
    await workbook.commit();
  });
}
