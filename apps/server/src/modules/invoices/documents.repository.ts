// SQL of the GST documents (issue #15): every tax invoice (an order with an invoice number, dated when
// it was paid) and every credit note (dated when issued, billed to its order's buyer), as one list.
// A union of two indexed halves: orders_invoice_paid_at_idx and credit_notes_issued_at_idx serve the
// date range and the newest-first order; the search text is matched on each half before the union.
import { desc, inArray, sql, type SQL } from 'drizzle-orm';
import { resultRows, type Executor } from '../../db/client';
import { creditNotes } from '../../db/schema';
import { endOfBusinessDay, startOfBusinessDay } from '../../lib/list-query';
import { matches } from './documents-search';
import { invoiceSnapshotSchema, offlineReferenceText } from '../receipts';

export type DocumentKind = 'invoice' | 'credit_note';

export type DocumentFilters = {
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  kind?: DocumentKind | undefined;
};

/** One document as both halves of the union answer it; amounts in paise, positive. */
export type DocumentRow = {
  kind: DocumentKind;
  id: number;
  number: string;
  issuedAt: Date;
  invoiceNumber: string;
  uniqueOrderId: string;
  billedName: string;
  billedCompany: string;
  billedGstin: string | null;
  placeOfSupplyState: string;
  placeOfSupplyCode: string | null;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  memberNumber: string | null;
  email: string | null;
  paymentReference: string | null;
  /** What the document as issued prints (decision 076): its SAC and its place, 'code-State'. */
  sacCode: string | null;
  documentPlace: string | null;
  /** Its e-invoice registration at the IRP, when it has one. */
  irn: string | null;
  irnAckDate: Date | null;
  irnCancelledAt: Date | null;
  /** The document's frozen record, unparsed (read only when asked for: the Tally export). */
  document?: unknown;
};

export type RawRow = Record<keyof DocumentRow | 'offline', unknown>;

const instant = (value: unknown): Date | null =>
  value === null || value === undefined ? null : new Date(value as Date | string);

function dated(column: SQL, filters: DocumentFilters): SQL {
  return sql`${filters.from ? sql`${column} >= ${startOfBusinessDay(filters.from)}` : sql`true`}
    and ${filters.to ? sql`${column} < ${endOfBusinessDay(filters.to)}` : sql`true`}`;
}

const BUYER_COLUMNS = sql`o.unique_order_id as "uniqueOrderId", o.billed_name as "billedName",
  o.billed_company as "billedCompany", o.billed_gstin as "billedGstin",
  o.place_of_supply_state as "placeOfSupplyState", o.place_of_supply_code as "placeOfSupplyCode",
  m.member_number as "memberNumber", coalesce(m.email, a.email) as "email"`;

const OWNER_JOINS = sql`left join members m on m.id = o.member_id
  left join applications a on a.id = o.application_id`;

/** The invoice's payment reference (exports): as issued, else the cheque number or UTR, else the id. */
const ORDER_PAYMENT = sql`coalesce(o.invoice_document->>'paymentReference',
  (select coalesce(p.offline_reference, p.provider_payment_id) from payments p
    where p.order_id = o.id and p.status = 'captured' order by p.id limit 1))`;

/** A document's IRN as the IRP acknowledged it (or cancelled it); `table` is its alias. */
function irnColumns(table: SQL): SQL {
  return sql`${table}.irn as "irn", ${table}.irn_ack_date as "irnAckDate",
    ${table}.irn_cancelled_at as "irnCancelledAt"`;
}

/** The SAC and place of supply the document prints, read from its record as issued. */
function issuedColumns(document: SQL): SQL {
  return sql`${document}->>'sacCode' as "sacCode",
    (${document}->'member'->'placeOfSupply'->>'stateCode') || '-' ||
      (${document}->'member'->'placeOfSupply'->>'stateName') as "documentPlace"`;
}

/** How one half is asked for: further conditions, its order and limit, the payment reference. */
export type HalfOptions = {
  extra?: SQL;
  tail?: SQL;
  withReference?: boolean;
  withDocument?: boolean;
  /** More columns after the others (the GSTR-1 reader's). */
  columns?: SQL;
};

export function invoicesSql(filters: DocumentFilters, options: HalfOptions = {}): SQL {
  return sql`select 'invoice' as kind, o.id as id, o.invoice_number as number,
      o.paid_at as "issuedAt", o.invoice_number as "invoiceNumber", ${BUYER_COLUMNS},
      o.taxable_paise as "taxablePaise", o.cgst_paise as "cgstPaise", o.sgst_paise as "sgstPaise",
      o.igst_paise as "igstPaise", o.total_paise as "totalPaise",
      ${options.withReference ? ORDER_PAYMENT : sql`null`} as "paymentReference",
      ${options.withReference ? sql`o.invoice_document->'offline'` : sql`null`} as "offline",
      ${issuedColumns(sql`o.invoice_document`)}, ${irnColumns(sql`o`)},
      ${options.withDocument ? sql`o.invoice_document` : sql`null`} as "document"
      ${options.columns ?? sql``}
    from orders o ${OWNER_JOINS}
    where o.invoice_number is not null and o.paid_at is not null
      and ${dated(sql`o.paid_at`, filters)} and ${matches(filters.q, sql`o.invoice_number`)}
      and ${options.extra ?? sql`true`}
    ${options.tail ?? sql``}`;
}

/** A credit note's reference: the provider's refund id or what staff recorded, else the payment's. */
export function creditNotesSql(filters: DocumentFilters, options: HalfOptions = {}): SQL {
  return sql`select 'credit_note' as kind, cn.id as id, cn.number as number,
      cn.issued_at as "issuedAt", cn.invoice_number as "invoiceNumber", ${BUYER_COLUMNS},
      cn.taxable_paise as "taxablePaise", cn.cgst_paise as "cgstPaise", cn.sgst_paise as "sgstPaise",
      cn.igst_paise as "igstPaise", cn.total_paise as "totalPaise",
      ${
        options.withReference
          ? sql`(select coalesce(r.provider_refund_id, r.reference, rp.offline_reference,
                rp.provider_payment_id)
              from refunds r left join payments rp on rp.id = r.payment_id
              where r.id = cn.refund_id)`
          : sql`null`
      } as "paymentReference",
      null::jsonb as "offline",
      ${issuedColumns(sql`cn.document`)}, ${irnColumns(sql`cn`)},
      ${options.withDocument ? sql`cn.document` : sql`null`} as "document"
      ${options.columns ?? sql``}
    from credit_notes cn
    join orders o on o.id = cn.order_id
    ${OWNER_JOINS}
    where ${dated(sql`cn.issued_at`, filters)} and ${matches(filters.q, sql`cn.number`)}
      and ${options.extra ?? sql`true`}
    ${options.tail ?? sql``}`;
}

/** Both halves (each with its own order and limit, so each reads only its index), or one. */
function documentsSql(filters: DocumentFilters, tails: { invoice?: SQL; creditNote?: SQL } = {}) {
  const invoices = sql`(${invoicesSql(filters, { tail: tails.invoice })})`;
  const notes = sql`(${creditNotesSql(filters, { tail: tails.creditNote })})`;
  if (filters.kind === 'invoice') return invoices;
  if (filters.kind === 'credit_note') return notes;
  return sql`${invoices} union all ${notes}`;
}

const offlineSchema = invoiceSnapshotSchema.shape.offline;

function offlineReference(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const parsed = offlineSchema.safeParse(typeof value === 'string' ? JSON.parse(value) : value);
  return parsed.success ? offlineReferenceText(parsed.data) : null;
}

export function toDocumentRow(row: RawRow): DocumentRow {
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    kind: row.kind === 'credit_note' ? 'credit_note' : 'invoice',
    id: Number(row.id),
    number: String(row.number),
    issuedAt: instant(row.issuedAt) ?? new Date(NaN),
    invoiceNumber: String(row.invoiceNumber),
    uniqueOrderId: String(row.uniqueOrderId),
    billedName: text(row.billedName) ?? '',
    billedCompany: text(row.billedCompany) ?? '',
    billedGstin: text(row.billedGstin),
    placeOfSupplyState: text(row.placeOfSupplyState) ?? '',
    placeOfSupplyCode: text(row.placeOfSupplyCode),
    sacCode: text(row.sacCode),
    documentPlace: text(row.documentPlace),
    taxablePaise: Number(row.taxablePaise),
    cgstPaise: Number(row.cgstPaise),
    sgstPaise: Number(row.sgstPaise),
    igstPaise: Number(row.igstPaise),
    totalPaise: Number(row.totalPaise),
    memberNumber: text(row.memberNumber),
    email: text(row.email),
    // Money received by hand: its receipts' references and dates as the invoice printed them.
    paymentReference: offlineReference(row.offline) ?? text(row.paymentReference),
    irn: text(row.irn),
    irnAckDate: instant(row.irnAckDate),
    irnCancelledAt: instant(row.irnCancelledAt),
    ...(row.document === null || row.document === undefined ? {} : { document: row.document }),
  };
}

/**
 * One page, newest first (kind and id break ties so pages never overlap). Each half reads its newest
 * `offset + limit` rows from its date index, and only those are merged and sorted.
 */
export async function documentsPage(
  db: Executor,
  filters: DocumentFilters,
  page: { limit: number; offset: number },
): Promise<DocumentRow[]> {
  const reach = page.offset + page.limit;
  const halves = documentsSql(filters, {
    invoice: sql`order by o.paid_at desc, o.id desc limit ${reach}`,
    creditNote: sql`order by cn.issued_at desc, cn.id desc limit ${reach}`,
  });
  const result = await db.execute(sql`select * from (${halves}) d
    order by d."issuedAt" desc, d.kind desc, d.id desc
    limit ${page.limit} offset ${page.offset}`);
  return resultRows<RawRow>(result).map(toDocumentRow);
}

/** How many documents match, counted no further than `cap` (a bound on the cost of a vague search). */
export async function countDocuments(
  db: Executor,
  filters: DocumentFilters,
  cap: number,
): Promise<number> {
  const capped = sql`limit ${cap}`;
  const halves = documentsSql(filters, { invoice: capped, creditNote: capped });
  const result = await db.execute(sql`select least(count(*), ${cap})::int as n from (${halves}) d`);
  return Number(resultRows<{ n: number | string }>(result)[0]?.n ?? 0);
}

/** The next keyset batch of one kind in the period, in id order (the export). */
export async function documentBatch(
  db: Executor,
  kind: DocumentKind,
  period: { from: string; to: string },
  afterId: number,
  limit: number,
  withDocument = false,
): Promise<DocumentRow[]> {
  const query =
    kind === 'invoice'
      ? invoicesSql(period, {
          extra: sql`o.id > ${afterId}`,
          tail: sql`order by o.id limit ${limit}`,
          withReference: true,
          withDocument,
        })
      : creditNotesSql(period, {
          extra: sql`cn.id > ${afterId}`,
          tail: sql`order by cn.id limit ${limit}`,
          withReference: true,
          withDocument,
        });
  const result = await db.execute(query);
  return resultRows<RawRow>(result).map(toDocumentRow);
}

export type TotalsRow = {
  kind: DocumentKind;
  b2b: boolean;
  count: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

/** Sums of the period's documents per kind and per buyer type (B2B: the buyer had a GSTIN). */
export async function documentTotals(
  db: Executor,
  period: { from: string; to: string },
): Promise<TotalsRow[]> {
  const result = await db.execute(sql`select d.kind as kind,
      coalesce(d."billedGstin", '') <> '' as b2b, count(*)::int as count,
      sum(d."taxablePaise")::bigint as "taxablePaise", sum(d."cgstPaise")::bigint as "cgstPaise",
      sum(d."sgstPaise")::bigint as "sgstPaise", sum(d."igstPaise")::bigint as "igstPaise",
      sum(d."totalPaise")::bigint as "totalPaise"
    from (${documentsSql(period)}) d group by 1, 2`);
  return resultRows<Record<keyof TotalsRow, unknown>>(result).map((row) => ({
    kind: row.kind === 'credit_note' ? 'credit_note' : 'invoice',
    b2b: row.b2b === true || row.b2b === 't',
    count: Number(row.count),
    taxablePaise: Number(row.taxablePaise),
    cgstPaise: Number(row.cgstPaise),
    sgstPaise: Number(row.sgstPaise),
    igstPaise: Number(row.igstPaise),
    totalPaise: Number(row.totalPaise),
  }));
}

/** The credit notes issued against these orders (the member's list), newest first. */
export async function findCreditNotesOfOrders(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      id: creditNotes.id,
      orderId: creditNotes.orderId,
      number: creditNotes.number,
      invoiceNumber: creditNotes.invoiceNumber,
      issuedAt: creditNotes.issuedAt,
      totalPaise: creditNotes.totalPaise,
    })
    .from(creditNotes)
    .where(inArray(creditNotes.orderId, orderIds))
    .orderBy(desc(creditNotes.issuedAt), desc(creditNotes.id));
}
