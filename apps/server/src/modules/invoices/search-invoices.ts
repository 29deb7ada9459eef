// GET /api/staff/invoices: every tax invoice and credit note matching the search, newest first, a page
// at a time. Pages are LIMIT/OFFSET on the indexed issue date, so a page costs the same wherever it
// is, up to MAX_LISTED documents; past that the search is to be narrowed (the count says "10,000").
import type {
  InvoiceSearchQuery,
  StaffInvoiceItem,
} from '@portico/domain/contracts/staff-invoices.contract';
import { IRN_CANCEL_WINDOW_HOURS } from '@portico/domain/contracts/einvoice.contract';
import { BadRequestError } from '../../errors';
import type { AssociationConfig } from '../../config';
import type { Executor } from '../../db/client';
import { offsetOf, pageWithTotal, type PageResult } from '../../lib/list-query';
import { countDocuments, documentsPage, type DocumentRow } from './documents.repository';
import { isB2b, placeOfSupplyText } from './gst-rows';

/** The deepest a search pages: ten thousand documents (a narrower search finds the rest). */
export const MAX_LISTED = 10_000;

export const TOO_DEEP = `Only the first ${MAX_LISTED.toLocaleString('en-IN')} results can be listed: narrow the search`;

const CANCEL_WINDOW_MS = IRN_CANCEL_WINDOW_HOURS * 60 * 60 * 1000;

/** The document's IRN, and until when it may still be cancelled at the IRP (decision 086). */
function irnOf(row: DocumentRow, now: Date): StaffInvoiceItem['irn'] {
  if (!row.irn || !row.irnAckDate) return null;
  const until = new Date(row.irnAckDate.getTime() + CANCEL_WINDOW_MS);
  return {
    number: row.irn,
    acknowledged_at: row.irnAckDate.toISOString(),
    cancelled_at: row.irnCancelledAt?.toISOString() ?? null,
    cancellable_until: !row.irnCancelledAt && until > now ? until.toISOString() : null,
  };
}

function itemOf(
  row: DocumentRow,
  association: Pick<AssociationConfig, 'state' | 'gstin'>,
  now: Date,
) {
  return {
    kind: row.kind,
    id: row.id,
    number: row.number,
    issued_at: row.issuedAt.toISOString(),
    invoice_number: row.invoiceNumber,
    unique_order_id: row.uniqueOrderId,
    buyer_name: row.billedName,
    buyer_company: row.billedCompany,
    buyer_gstin: row.billedGstin,
    buyer_type: isB2b(row) ? 'b2b' : 'b2c',
    member_number: row.memberNumber,
    email: row.email,
    place_of_supply: placeOfSupplyText(row, association),
    taxable: row.taxablePaise / 100,
    cgst: row.cgstPaise / 100,
    sgst: row.sgstPaise / 100,
    igst: row.igstPaise / 100,
    total: row.totalPaise / 100,
    irn: irnOf(row, now),
  } satisfies StaffInvoiceItem;
}

export async function searchInvoices(
  deps: {
    db: Executor;
    association: Pick<AssociationConfig, 'state' | 'gstin'>;
    now: () => Date;
  },
  query: InvoiceSearchQuery,
): Promise<PageResult<StaffInvoiceItem>> {
  const { page, pageSize, ...filters } = query;
  if (offsetOf(query) + pageSize > MAX_LISTED) throw new BadRequestError(TOO_DEEP);
  // A precise search (by a number, a GSTIN or an email) fits one short page: its total needs no
  // count, so it scans the documents once rather than twice.
  const { rows, total } = await pageWithTotal(query, {
    page: (window) => documentsPage(deps.db, filters, window),
    count: () => countDocuments(deps.db, filters, MAX_LISTED),
  });
  return {
    items: rows.map((row) => itemOf(row, deps.association, deps.now())),
    total,
    page,
    pageSize,
  };
}
