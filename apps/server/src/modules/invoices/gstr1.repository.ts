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

/** Whether invoices (orders) and credit notes have an `irn` column yet. */
export type IrnColumns = { orders: boolean; creditNotes: boolean };

/**
 * E-invoicing (issue #28 item 9) adds `orders.irn` and `credit_notes.irn`; until then no document
 * has one. Asked once per return, so the return reads them as soon as the columns exist.
 */
export async function findIrnColumns(db: Executor): Promise<IrnColumns> {
  const result = await db.execute(sql`select table_name as "table" from information_schema.columns
    where table_schema = current_schema() and column_name = 'irn'
      and table_name in ('orders', 'credit_notes')`);
  const tables = new Set(resultRows<{ table: string }>(result).map((row) => row.table));
  return { orders: tables.has('orders'), creditNotes: tables.has('credit_notes') };
}

export type ReturnRow = DocumentRow & {
  /** The invoice's total as issued and its date (a credit note: of the invoice it corrects). */
  invoiceTotalPaise: number;
  invoicePaidAt: Date;
  rateBasisPoints: number;
  /** The IRN the Invoice Registration Portal gave it, or null. */
  irn: string | null;
};

const returnColumns = (irn: boolean, table: 'o' | 'cn') =>
  sql`, coalesce((o.invoice_document->>'totalPaise')::bigint, o.total_paise) as "invoiceTotalPaise",
    o.paid_at as "invoicePaidAt",
    o.gst_rate_basis_points as "rateBasisPoints",
    ${irn ? sql.raw(`${table}.irn::text`) : sql`null`} as "irn"`;

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
  irn: IrnColumns,
  afterId: number,
  limit: number,
): Promise<ReturnRow[]> {
  const query =
    kind === 'invoice'
      ? invoicesSql(period, {
          extra: sql`o.id > ${afterId}`,
          tail: sql`order by o.id limit ${limit}`,
          withDocument: true,
          columns: returnColumns(irn.orders, 'o'),
        })
      : creditNotesSql(period, {
          extra: sql`cn.id > ${afterId}`,
          tail: sql`order by cn.id limit ${limit}`,
          withDocument: true,
          columns: returnColumns(irn.creditNotes, 'cn'),
        });
  const result = await db.execute(query);
  return resultRows<Record<string, unknown>>(result).map(toReturnRow);
}
