import { DateField } from '../../ui/list/date-field';
import { FilterSelect, SearchForm } from '../../ui/list/filter-fields';
import { FilterPanel } from '../../ui/list/filter-panel';
import type { useListParams } from '../../ui/list/list-params';
import type { INVOICE_FILTER_KEYS } from './api/search-invoices';

type InvoiceListParams = ReturnType<typeof useListParams<(typeof INVOICE_FILTER_KEYS)[number]>>;

const KIND_OPTIONS = [
  { value: 'invoice', label: 'Tax invoices' },
  { value: 'credit_note', label: 'Credit notes' },
];

/** Search, the kind of document, the issue dates and "Clear filters". */
export function InvoiceFilters({ list }: { list: InvoiceListParams }) {
  const { values } = list;
  return (
    <FilterPanel
      titleId="invoice-filters-title"
      search={
        <SearchForm
          id="invoice-search"
          value={values.q}
          onSearch={(q) => list.update({ q })}
          hint="Invoice or credit note number, buyer name or company, GSTIN, member number or email."
        />
      }
      onClear={list.hasFilters ? () => list.clear() : null}
    >
      <FilterSelect
        id="invoice-kind"
        label="Document"
        anyLabel="Invoices and credit notes"
        options={KIND_OPTIONS}
        value={values.kind}
        onChange={(kind) => list.update({ kind })}
      />
      <DateField
        id="invoice-from"
        label="Issued from"
        value={values.from}
        max={values.to}
        onChange={(from) => list.update({ from })}
      />
      <DateField
        id="invoice-to"
        label="Issued to"
        value={values.to}
        min={values.from}
        onChange={(to) => list.update({ to })}
      />
    </FilterPanel>
  );
}
