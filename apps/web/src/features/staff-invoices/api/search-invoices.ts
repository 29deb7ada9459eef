import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  invoiceSearchResponse,
  type invoiceSearchQuery,
  type StaffInvoiceItem,
} from '@portico/domain/contracts/staff-invoices.contract';
import { apiCall } from '../../../app/api-client';
import { queryString, type Page, type QueryText } from '../../../app/staff/api/page';

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
export async function searchInvoices(
  query: InvoicesQuery,
  signal?: AbortSignal,
): Promise<Page<StaffInvoiceItem>> {
  const answer = await apiCall(`/staff/invoices${queryString(query)}`, invoiceSearchResponse, {
    signal,
  });
  return answer.data;
}

export function useInvoices(query: InvoicesQuery, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['staff', 'invoices', query],
      queryFn: ({ signal }) => searchInvoices(query, signal),
      placeholderData: keepPreviousData,
      staleTime: 0,
      enabled,
    }),
  );
}
