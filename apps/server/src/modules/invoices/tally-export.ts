// The period's documents as Tally vouchers (issue #28 item 5, decision 079): keyset batches of
// invoices, then credit notes, each read from its frozen record, written as they come.
import type { GstPeriod } from '@portico/domain/contracts/staff-invoices.contract';
import { tallyLedgersOf } from '@portico/domain/tally';
import type { Readable } from 'node:stream';
import { Readable as ReadableStream } from 'node:stream';
import type { AssociationConfig } from '../../config';
import type { Database } from '../../db/client';
import { keysetBatches } from '../../lib/csv';
import { findAssociationSettings } from '../settings';
import { documentBatch, type DocumentKind } from './documents.repository';
import { snapshotOf } from './issued-record';
import { tallyDocumentOf, vouchersOf, type TallyVoucher } from './tally-vouchers';
import { tallyXmlChunks } from './tally-xml';

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
