// A period's GSTR-1 (issue #28 item 4, decision 082): the period's invoices, then its credit notes, in
// keyset batches, each read from its frozen record and added to the sections as it comes. The
// sections hold one line per b2b, b2cl, cdnr and cdnur document and sums for the rest: a month of
// documents, never more than a quarter's.
import type { Gstr1Query } from '@portico/domain/contracts/staff-invoices.contract';
import { gstr1PeriodOf, type Gstr1Period } from '@portico/domain/gstr1';
import type { AssociationConfig } from '../../config';
import type { Database } from '../../db/client';
import { keysetBatches } from '../../lib/csv';
import { zipOf } from '../../lib/zip';
import { findAssociationSettings } from '../settings';
import type { DocumentKind } from './documents.repository';
import { gstr1CsvFiles } from './gstr1-csv';
import { returnDocumentOf } from './gstr1-documents';
import { gstr1Json } from './gstr1-json';
import { createSectionsBuilder, type Gstr1Sections } from './gstr1-sections';
import { returnBatch } from './gstr1.repository';

export type Gstr1Deps = {
  db: Database;
  association: Pick<AssociationConfig, 'state' | 'gstin' | 'sacCode'>;
};

export type Gstr1Return = { gstin: string; period: Gstr1Period; sections: Gstr1Sections };

export async function gstr1Return(
  deps: Gstr1Deps,
  query: Gstr1Query,
  batchSize: number,
): Promise<Gstr1Return> {
  const period = gstr1PeriodOf(query.month, query.frequency);
  const saved = await findAssociationSettings(deps.db);
  // A document not frozen yet is read against the association as it is now (as the GST export does).
  const association = {
    state: saved?.state ?? deps.association.state,
    gstin: saved?.gstin ?? deps.association.gstin,
    sacCode: saved?.sacCode ?? deps.association.sacCode,
  };
  const builder = createSectionsBuilder();
  const sellerGstins = new Set<string>();
  const kinds: DocumentKind[] = ['invoice', 'credit_note'];
  for (const kind of kinds) {
    const batches = keysetBatches(
      (afterId, limit) => returnBatch(deps.db, kind, period, afterId, limit),
      batchSize,
    );
    for await (const batch of batches) {
      for (const row of batch) {
        const document = returnDocumentOf(row, association);
        sellerGstins.add(document.sellerGstin);
        builder.add(document);
      }
    }
  }
  // The GSTIN the documents were issued under; Settings' when there are none (or, after a change of
  // registration within the period, several).
  const [issuedUnder] = sellerGstins.size === 1 ? [...sellerGstins] : [association.gstin];
  return { gstin: issuedUnder ?? association.gstin, period, sections: builder.finish() };
}

/** The offline tool's CSV files, one per section, in one ZIP. */
export function gstr1Zip(gstr1: Gstr1Return): Buffer {
  return zipOf(gstr1CsvFiles(gstr1.sections));
}

export function gstr1JsonOf(gstr1: Gstr1Return) {
  return gstr1Json(gstr1.gstin, gstr1.period.fp, gstr1.sections);
}
