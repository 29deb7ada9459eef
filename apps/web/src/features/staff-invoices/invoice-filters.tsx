import { dateRange, ListFilters } from '../../ui/list/list-filters';
import type { useListParams } from '../../ui/list/list-params';
import type { INVOICE_FILTER_KEYS } from './api/search-invoices';

type InvoiceListParams = ReturnType<typeof useListParams<(typeof INVOICE_FILTER_KEYS)[number]>>;

const KIND_OPTIONS = [
  { value: 'invoice', label: 'Tax invoices' },
  { value: 'credit_note', label: 'Credit notes' },
];

/** Search, the kind of document, the issue dates and "Clear filters". */
export function InvoiceFilters({ list }: { list: InvoiceListParams }) {
  return (
    <ListFilters
      name="invoice"
      list={list}
      searchHint="Invoice or credit note number, buyer name or company, GSTIN, email, mobile number, member or application number."
      filters={[
        {
          key: 'kind',
          label: 'Document',
          anyLabel: 'Invoices and credit notes',
          options: KIND_OPTIONS,
        },
        ...dateRange(['from', 'to'], ['Issued from', 'Issued to']),
      ]}
    />
  );
}
