import { ListResults } from '../../app/staff/list-results';
import { hasAnyRole, PAGE_ROLES, useStaffUser } from '../../app/staff/staff-session';
import { StaffPage } from '../../app/staff/staff-page';
import { useListParams } from '../../ui/list/list-params';
import { INVOICE_FILTER_KEYS, useInvoices } from './api/search-invoices';
import { GstExport } from './gst-export';
import { Gstr1Download } from './gstr1-download';
import { InvoiceFilters } from './invoice-filters';
import { InvoicesTable } from './invoices-table';
import { IrnWaiting } from './irn-waiting';
import { TdsAwaited } from './tds-awaited';

/**
 * /staff/invoices (accounts and admin): every tax invoice and credit note, searched and filtered
 * (kept in the URL), each PDF a download; the export of a period for the GST returns; the TDS
 * members deducted, awaiting their certificates; and the documents waiting for an IRN.
 */
export function InvoicesScreen() {
  const allowed = hasAnyRole(useStaffUser(), ...PAGE_ROLES.invoices);
  const list = useListParams(INVOICE_FILTER_KEYS);
  const result = useInvoices(list.query, allowed);

  return (
    <StaffPage
      title="Invoices"
      lead="Every tax invoice and credit note issued, newest first, the export for the GST returns and GSTR-1."
      allowed={allowed}
      what="the invoices"
    >
      <GstExport />
      <Gstr1Download />
      <TdsAwaited allowed={allowed} />
      <IrnWaiting allowed={allowed} />
      <InvoiceFilters list={list} />
      <ListResults
        result={result}
        list={list}
        loadingText="Loading invoices…"
        label="Invoices"
        empty={{
          filtered: 'No invoices or credit notes match these filters.',
          empty: 'No invoices have been issued yet.',
          clearText: 'Clear filters to see every document',
        }}
        table={(items) => <InvoicesTable items={items} isFetching={result.isFetching} />}
      />
    </StaffPage>
  );
}

export { InvoicesScreen as Component };
