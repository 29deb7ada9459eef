import { useCategoryOptions } from '../../app/staff/api/get-category-options';
import { DownloadCsvButton } from '../../app/staff/download-csv-button';
import { categorySelect, MEMBER_STATUS_SELECT } from '../../app/staff/filter-options';
import { MANUAL_FLAG_LABEL, MANUAL_LABELS, MANUAL_VALUES } from '../../app/staff/labels';
import { ListFilters } from '../../ui/list/list-filters';
import type { useListParams } from '../../ui/list/list-params';
import type { MEMBER_FILTER_KEYS } from './api/get-members';

type MemberListParams = ReturnType<typeof useListParams<(typeof MEMBER_FILTER_KEYS)[number]>>;

const MANUAL_OPTIONS = MANUAL_VALUES.map((value) => ({ value, label: MANUAL_LABELS[value] }));

/** Search, filters, "Clear filters" and the CSV download of the members list. */
export function MemberFilters({ list }: { list: MemberListParams }) {
  const { values } = list;
  const categories = useCategoryOptions();
  return (
    <ListFilters
      name="member"
      list={list}
      searchHint="Name, company, email, mobile number (+91 and spaces are fine), member number in full or just its digits, or application number."
      filters={[
        categorySelect(categories.data),
        MEMBER_STATUS_SELECT,
        { key: 'manual', label: MANUAL_FLAG_LABEL, anyLabel: 'Any', options: MANUAL_OPTIONS },
      ]}
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
    />
  );
}
