// A document's frozen record (decision 076) as the exports read it.
import { creditNoteSnapshotSchema, invoiceSnapshotSchema } from '../receipts';
import type { DocumentRow } from './documents.repository';

/** The stored record parsed back (a driver may hand jsonb over as text); null when not frozen yet. */
export function snapshotOf(row: Pick<DocumentRow, 'kind' | 'document'>) {
  const json =
    typeof row.document === 'string' ? (JSON.parse(row.document) as unknown) : row.document;
  if (json === undefined || json === null) return null;
  return row.kind === 'invoice'
    ? invoiceSnapshotSchema.parse(json)
    : creditNoteSnapshotSchema.parse(json);
}
