import { QueryResult } from '../../app/staff/query-state';
import { hasAnyRole, PAGE_ROLES, useStaffUser } from '../../app/staff/staff-session';
import { FilteredEmptyState } from '../../ui/list/empty-state';
import { StaffPage } from '../../app/staff/staff-page';
import { useListParams } from '../../ui/list/list-params';
import { ListPagination } from '../../ui/list/pagination';
import { INVOICE_FILTER_KEYS, useInvoices } from './api/search-invoices';
import { GstExport } from './gst-export';
import { InvoiceFilters } from './invoice-filters';
import { InvoicesTable } from './invoices-table';

/**
 * /staff/invoices (accounts and admin): every tax invoice and credit note, searched and filtered
 * (kept in the URL), each PDF a download; and the export of a period for the GST returns.
 */
export function InvoicesScreen() {
  const allowed = hasAnyRole(useStaffUser(), ...PAGE_ROLES.invoices);
  const list = useListParams(INVOICE_FILTER_KEYS);
  const result = useInvoices(list.query, allowed);
  const data = result.data;

  return (
    <StaffPage
      title="Invoices"
      lead="Every tax invoice and credit note issued, newest first, and the export for the GST returns."
      allowed={allowed}
      what="the invoices"
    >
      <GstExport />
      <InvoiceFilters list={list} />
      <QueryResult query={result} loadingText="Loading invoices…">
        {data && data.items.length === 0 ? (
          <FilteredEmptyState
            hasFilters={list.hasFilters}
            onClear={() => list.clear()}
            filtered="No invoices or credit notes match these filters."
            empty="No invoices have been issued yet."
            clearText="Clear filters to see every document"
          />
        ) : data ? (
          <>
            <InvoicesTable items={data.items} isFetching={result.isFetching} />
            <ListPagination label="Invoices" list={list} total={data.total} />
          </>
        ) : null}
      </QueryResult>
    </StaffPage>
  );
}

export { InvoicesScreen as Component };
