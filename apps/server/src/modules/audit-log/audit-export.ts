// The audit log's exports (issue #15): the filtered rows as CSV or as an Excel workbook, newest first,
// read in keyset batches by id and written as they come, so an export of any size holds one batch.
import type { Readable } from 'node:stream';
import { auditChangesText } from '@portico/domain/audit-changes';
import type { AuditFilters } from '@portico/domain/contracts/audit.contract';
import type { Executor } from '../../db/client';
import { streamWorkbook, zipCaughtUp } from '../../lib/xlsx';
import { csvChunks, type CsvColumn } from '../../lib/csv';
import { businessDateTimeOf } from '../../lib/list-query';
import { auditBatch, type AuditLogRow } from './audit-log.repository';
import { itemOf } from './audit-item';

export const AUDIT_EXPORT_BATCH_SIZE = 1000;

const json = (value: Record<string, unknown> | null) => (value ? JSON.stringify(value) : '');

const COLUMNS: readonly (CsvColumn<AuditLogRow> & { width: number })[] = [
  { header: 'Id', width: 10, value: (row) => row.id },
  { header: 'When (IST)', width: 18, value: (row) => businessDateTimeOf(row.at) },
  { header: 'What happened', width: 60, value: (row) => itemOf(row).sentence },
  { header: 'Actor', width: 22, value: (row) => row.actor },
  { header: 'Actor name', width: 22, value: (row) => row.actorName },
  { header: 'Actor email', width: 28, value: (row) => row.actorEmail },
  { header: 'Action', width: 26, value: (row) => row.action },
  { header: 'Record', width: 20, value: (row) => row.entity },
  { header: 'Record id', width: 16, value: (row) => row.entityId },
  { header: 'Changes', width: 60, value: (row) => auditChangesText(row.before, row.after) },
  { header: 'Before (JSON)', width: 40, value: (row) => json(row.before) },
  { header: 'After (JSON)', width: 40, value: (row) => json(row.after) },
];

/** The matching rows, newest first, a batch at a time. */
export async function* auditRows(
  db: Executor,
  filters: AuditFilters,
  batchSize = AUDIT_EXPORT_BATCH_SIZE,
): AsyncGenerator<AuditLogRow[]> {
  let beforeId: number | null = null;
  for (;;) {
    const rows = await auditBatch(db, filters, beforeId, batchSize);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    beforeId = last.id;
  }
}

export function auditCsv(rows: AsyncIterable<readonly AuditLogRow[]>): AsyncGenerator<string> {
  return csvChunks(COLUMNS, rows);
}

/** The workbook as a byte stream, one sheet written row by row; a failure ends it with the error. */
export function auditWorkbook(rows: AsyncIterable<readonly AuditLogRow[]>): Readable {
  return streamWorkbook(async (workbook) => {
    const sheet = workbook.addWorksheet('Audit log', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = COLUMNS.map((column) => ({ header: column.header, width: column.width }));
    sheet.getRow(1).font = { bold: true };
    for await (const batch of rows) {
      for (const row of batch) {
        // Cells are typed values, never formulas: text from applicants cannot run as one.
        sheet.addRow(COLUMNS.map((column) => column.value(row) ?? null)).commit();
      }
      await zipCaughtUp(sheet);
    }
    sheet.commit();
    await workbook.commit();
  });
}
