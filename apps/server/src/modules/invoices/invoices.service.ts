// The GST documents' reading side (issue #15): the back office's search, a period's totals and the
// export for the GST returns as CSV or XLSX. Exports read keyset batches (invoices, then credit notes)
// and write them as they come, so a period of any size holds one batch in memory.
import type {
  GstPeriod,
  Gstr1Query,
  InvoiceSearchQuery,
} from '@portico/domain/contracts/staff-invoices.contract';
import type { AssociationConfig } from '../../config';
import type { Database } from '../../db/client';
import { csvChunks, csvDecimal, keysetBatches } from '../../lib/csv';
import { documentBatch, type DocumentKind } from './documents.repository';
import { GST_COLUMNS, gstRowOf, type GstRow } from './gst-rows';
import { gstr1JsonOf, gstr1Return, gstr1Zip } from './gstr1-export';
import { gstTotalsOf } from './gst-totals';
import { gstWorkbookStream } from './gst-xlsx';
import { searchInvoices } from './search-invoices';
import { tallyXml } from './tally-export';

export const GST_EXPORT_BATCH_SIZE = 1000;

export type InvoicesDeps = {
  db: Database;
  association: AssociationConfig;
  now: () => Date;
  batchSize?: number;
};

const CSV_COLUMNS = GST_COLUMNS.map((column) => ({
  header: column.header,
  value: (row: GstRow) => {
    const value = column.value(row);
    // Rupees with two decimals and no grouping, as spreadsheets read numbers: '-1234.50'.
    return column.money ? csvDecimal(Number(value) / 100) : value;
  },
}));

export function createInvoicesService(deps: InvoicesDeps) {
  const batchSize = deps.batchSize ?? GST_EXPORT_BATCH_SIZE;

  /** Every document of the period as export rows: the invoices, then the credit notes. */
  async function* gstRows(period: GstPeriod): AsyncGenerator<GstRow[]> {
    const kinds: DocumentKind[] = ['invoice', 'credit_note'];
    for (const kind of kinds) {
      const batches = keysetBatches(
        (afterId, limit) => documentBatch(deps.db, kind, period, afterId, limit),
        batchSize,
      );
      for await (const batch of batches) yield batch.map((row) => gstRowOf(row, deps.association));
    }
  }

  return {
    search: (query: InvoiceSearchQuery) => searchInvoices(deps, query),
    totals: (period: GstPeriod) => gstTotalsOf(deps.db, period),
    gstCsv: (period: GstPeriod) => csvChunks(CSV_COLUMNS, gstRows(period)),
    gstXlsx: (period: GstPeriod) =>
      gstWorkbookStream(gstRows(period), () => gstTotalsOf(deps.db, period)),
    tallyXml: (period: GstPeriod) => tallyXml(deps, period, batchSize),
    /** The period's GSTR-1 as the offline tool's CSV files in a ZIP, or as the portal's JSON. */
    gstr1Zip: async (query: Gstr1Query) => {
      const gstr1 = await gstr1Return(deps, query, batchSize);
      return { period: gstr1.period, body: gstr1Zip(gstr1) };
    },
    gstr1Json: async (query: Gstr1Query) => {
      const gstr1 = await gstr1Return(deps, query, batchSize);
      return { period: gstr1.period, body: JSON.stringify(gstr1JsonOf(gstr1)) };
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
