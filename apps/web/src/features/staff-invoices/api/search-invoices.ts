import { useQuery } from '@tanstack/react-query';
import {
  invoiceSearchResponse,
  type invoiceSearchQuery,
  type StaffInvoiceItem,
} from '@portico/domain/contracts/staff-invoices.contract';

import { type QueryText } from '../../../app/staff/api/page';
import { pageQuery } from '../../../app/staff/api/page-query';

export type { StaffInvoiceItem };

/** The search's filters, kept in the page URL. */
export const INVOICE_FILTER_KEYS = [
  'q',
  'kind',
  'from',
  'to',
] as const satisfies readonly (keyof InvoicesQuery)[];

export type InvoicesQuery = QueryText<typeof invoiceSearchQuery>;

/** GET /api/staff/invoices?q=&kind=&from=&to=&page=&pageSize= */
export function useInvoices(query: InvoicesQuery, enabled: boolean) {
  return useQuery(pageQuery('invoices', '/staff/invoices', invoiceSearchResponse, query, enabled));
}
