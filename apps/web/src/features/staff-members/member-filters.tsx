import { useCategoryOptions } from '../../app/staff/api/get-category-options';
import { DownloadCsvButton } from '../../app/staff/download-csv-button';
import { categoryOptions } from '../../app/staff/filter-options';
import { MANUAL_LABELS, MANUAL_VALUES } from '../../app/staff/labels';
import { FilterSelect, MEMBER_STATUS_OPTIONS, SearchForm } from '../../ui/list/filter-fields';
import { FilterPanel } from '../../ui/list/filter-panel';
import type { useListParams } from '../../ui/list/list-params';
import type { MEMBER_FILTER_KEYS } from './api/get-members';

type MemberListParams = ReturnType<typeof useListParams<(typeof MEMBER_FILTER_KEYS)[number]>>;

const MANUAL_OPTIONS = MANUAL_VALUES.map((value) => ({ value, label: MANUAL_LABELS[value] }));

/** Search, filters, "Clear filters" and the CSV download of the members list. */
export function MemberFilters({ list }: { list: MemberListParams }) {
  const { values } = list;
  const categories = useCategoryOptions();
  return (
    <FilterPanel
      titleId="member-filters-title"
      search={
        <SearchForm
          id="member-search"
          value={values.q}
          onSearch={(q) => list.update({ q })}
          hint="Name, company, email, mobile number or member number."
        />
      }
      onClear={list.hasFilters ? () => list.clear() : null}
      actions={
        <DownloadCsvButton
          name="members"
          filters={{
            q: values.q,
            category: values.category,
            status: values.status,
            manual: values.manual,
          }}
          label="Download these members (CSV)"
        />
      }
    >
      <FilterSelect
        id="member-category"
        label="Category"
        anyLabel="All categories"
        options={categoryOptions(categories.data)}
        value={values.category}
        onChange={(category) => list.update({ category })}
      />
      <FilterSelect
        id="member-status"
        label="Status"
        anyLabel="Active and expired"
        options={MEMBER_STATUS_OPTIONS}
        value={values.status}
        onChange={(status) => list.update({ status })}
      />
      <FilterSelect
        id="member-manual"
        label="Manual flag"
        anyLabel="Any"
        options={MANUAL_OPTIONS}
        value={values.manual}
        onChange={(manual) => list.update({ manual })}
      />
    </FilterPanel>
  );
}
