// The period's documents as Tally vouchers (issue #28 item 5, decision 079): keyset batches of
// invoices, then credit notes, each read from its frozen record, written as they come.
import type { GstPeriod } from '@portico/domain/contracts/staff-invoices.contract';
import { tallyLedgersOf } from '@portico/domain/tally';
import type { Readable } from 'node:stream';
import { Readable as ReadableStream } from 'node:stream';
import type { AssociationConfig } from '../../config';
import type { Database } from '../../db/client';
import { keysetBatches } from '../../lib/csv';
import { creditNoteSnapshotSchema, invoiceSnapshotSchema } from '../receipts';
import { findAssociationSettings } from '../settings';
import { documentBatch, type DocumentKind, type DocumentRow } from './documents.repository';
import { tallyDocumentOf, vouchersOf, type TallyVoucher } from './tally-vouchers';
import { tallyXmlChunks } from './tally-xml';

/** The stored record parsed back (a driver may hand jsonb over as text); null when not frozen yet. */
function snapshotOf(row: DocumentRow) {
  const json =
    typeof row.document === 'string' ? (JSON.parse(row.document) as unknown) : row.document;
  if (json === undefined || json === null) return null;
  return row.kind === 'invoice'
    ? invoiceSnapshotSchema.parse(json)
    : creditNoteSnapshotSchema.parse(json);
}

/** The database, and the association's configured name (the company until Settings are saved). */
export type TallyDeps = { db: Database; association: Pick<AssociationConfig, 'name'> };

export function tallyXml(deps: TallyDeps, period: GstPeriod, batchSize: number): Readable {
  async function* chunks(): AsyncGenerator<string> {
    const saved = await findAssociationSettings(deps.db);
    const ledgers = tallyLedgersOf(saved?.tallyLedgers);
    const company = saved?.name ?? deps.association.name;
    async function* vouchers(): AsyncGenerator<TallyVoucher[]> {
      const kinds: DocumentKind[] = ['invoice', 'credit_note'];
      for (const kind of kinds) {
        const batches = keysetBatches(
          (afterId, limit) => documentBatch(deps.db, kind, period, afterId, limit, true),
          batchSize,
        );
        for await (const batch of batches) {
          yield batch.flatMap((row) => vouchersOf(tallyDocumentOf(row, snapshotOf(row)), ledgers));
        }
      }
    }
    yield* tallyXmlChunks(company, vouchers());
  }
  return ReadableStream.from(chunks(), { objectMode: false });
}
