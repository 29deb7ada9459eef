import { DownloadCsvButton } from '../../app/staff/download-csv-button';
import { useCategoryOptions } from '../../app/staff/api/get-category-options';
import { categorySelect, STAGE_SELECT, zoneSelect } from '../../app/staff/filter-options';
import { JOURNEY_OPTIONS } from '../../app/staff/labels';
import { useStaffUser, visibleZones } from '../../app/staff/staff-session';
import { dateRange, ListFilters } from '../../ui/list/list-filters';
import type { Queue } from './use-queue';

/** The queue's search, filters, "Clear filters" and the CSV download of what they select. */
export function QueueFilters({ queue }: { queue: Queue }) {
  const { list, query, filtersOn } = queue;
  const zones = visibleZones(useStaffUser());
  const categories = useCategoryOptions();
  return (
    <ListFilters
      name="queue"
      list={list}
      searchHint="Name, company, email, mobile number (+91 and spaces are fine) or application number, in full or just its digits (9 finds PA-000009)."
      filters={[
        STAGE_SELECT,
        zoneSelect(zones),
        categorySelect(categories.data),
        {
          key: 'journey',
          label: 'Application type',
          anyLabel: 'New and upgrade',
          options: JOURNEY_OPTIONS,
        },
        ...dateRange(['from', 'to'], ['Submitted from', 'Submitted to']),
      ]}
      // "Assigned to me" is a view, not a filter: clearing keeps it.
      onClear={filtersOn ? () => list.clear(['mine']) : null}
      actions={
        <DownloadCsvButton
          name="applications"
          filters={{ ...query, page: undefined, pageSize: undefined, sort: undefined }}
          label="Download these applications (CSV)"
        />
      }
    />
  );
}
