// The GSTR-1 reader's SQL (decision 082): the period's invoices or credit notes in keyset batches,
// each with its frozen record, the invoice it belongs to (value and date: a credit note to an
// unregistered buyer is B2C large when its invoice was) and its IRN once e-invoicing stores one.
import { sql } from 'drizzle-orm';
import { resultRows, type Executor } from '../../db/client';
import {
  creditNotesSql,
  invoicesSql,
  toDocumentRow,
  type DocumentKind,
  type DocumentRow,
  type RawRow,
} from './documents.repository';

export type ReturnRow = DocumentRow & {
  /** The invoice's total as issued and its date (a credit note: of the invoice it corrects). */
  invoiceTotalPaise: number;
  invoicePaidAt: Date;
  rateBasisPoints: number;
  /** The IRN the Invoice Registration Portal gave it, or null. */
  irn: string | null;
};

/** A document's IRN counts while it stands: a cancelled IRN reported nothing (decision 086). */
const returnColumns = (table: 'o' | 'cn') =>
  sql`, coalesce((o.invoice_document->>'totalPaise')::bigint, o.total_paise) as "invoiceTotalPaise",
    o.paid_at as "invoicePaidAt",
    o.gst_rate_basis_points as "rateBasisPoints",
    case when ${sql.raw(table)}.irn_cancelled_at is null then ${sql.raw(table)}.irn end as "irn"`;

function toReturnRow(raw: Record<string, unknown>): ReturnRow {
  const paidAt = raw.invoicePaidAt;
  const irn = typeof raw.irn === 'string' && raw.irn.trim() !== '' ? raw.irn : null;
  return {
    ...toDocumentRow(raw as RawRow),
    invoiceTotalPaise: Number(raw.invoiceTotalPaise),
    invoicePaidAt: paidAt instanceof Date ? paidAt : new Date(String(paidAt)),
    rateBasisPoints: Number(raw.rateBasisPoints),
    irn,
  };
}

/** The next keyset batch of one kind in the period, in id order, with its frozen record. */
export async function returnBatch(
  db: Executor,
  kind: DocumentKind,
  period: { from: string; to: string },
  afterId: number,
  limit: number,
): Promise<ReturnRow[]> {
  const query =
    kind === 'invoice'
      ? invoicesSql(period, {
          extra: sql`o.id > ${afterId}`,
          tail: sql`order by o.id limit ${limit}`,
          withDocument: true,
          columns: returnColumns('o'),
        })
      : creditNotesSql(period, {
          extra: sql`cn.id > ${afterId}`,
          tail: sql`order by cn.id limit ${limit}`,
          withDocument: true,
          columns: returnColumns('cn'),
        });
  const result = await db.execute(query);
  return resultRows<Record<string, unknown>>(result).map(toReturnRow);
}
