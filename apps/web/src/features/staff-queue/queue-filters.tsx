import { DownloadCsvButton } from '../../app/staff/download-csv-button';
import { useCategoryOptions } from '../../app/staff/api/get-category-options';
import { categoryOptions, STAGE_OPTIONS, zoneOptions } from '../../app/staff/filter-options';
import { JOURNEY_OPTIONS } from '../../app/staff/labels';
import { useStaffUser, visibleZones } from '../../app/staff/staff-session';
import { DateField } from '../../ui/list/date-field';
import { FilterSelect, SearchForm } from '../../ui/list/filter-fields';
import { FilterPanel } from '../../ui/list/filter-panel';
import type { Queue } from './use-queue';

/** The queue's search, filters, "Clear filters" and the CSV download of what they select. */
export function QueueFilters({ queue }: { queue: Queue }) {
  const { list, query, filtersOn } = queue;
  const { values } = list;
  const zones = visibleZones(useStaffUser());
  const categories = useCategoryOptions();
  const select = (key: 'stage' | 'zone' | 'category' | 'journey') => ({
    id: `queue-${key}`,
    value: values[key],
    onChange: (value: string) => list.update({ [key]: value }),
  });
  return (
    <FilterPanel
      titleId="queue-filters-title"
      search={
        <SearchForm
          id="queue-search"
          value={values.q}
          onSearch={(q) => list.update({ q })}
          hint="Name, company, email, mobile number or application number."
        />
      }
      onClear={filtersOn ? () => list.clear(['mine']) : null}
      actions={
        <DownloadCsvButton
          name="applications"
          filters={{ ...query, page: undefined, pageSize: undefined, sort: undefined }}
          label="Download these applications (CSV)"
        />
      }
    >
      <FilterSelect
        {...select('stage')}
        label="Stage"
        anyLabel="All stages"
        options={STAGE_OPTIONS}
      />
      <FilterSelect
        {...select('zone')}
        label="Zone"
        anyLabel="All zones"
        options={zoneOptions(zones)}
      />
      <FilterSelect
        {...select('category')}
        label="Category"
        anyLabel="All categories"
        options={categoryOptions(categories.data)}
      />
      <FilterSelect
        {...select('journey')}
        label="Application type"
        anyLabel="New and upgrade"
        options={JOURNEY_OPTIONS}
      />
      <DateField
        id="queue-from"
        label="Submitted from"
        value={values.from}
        max={values.to}
        onChange={(from) => list.update({ from })}
      />
      <DateField
        id="queue-to"
        label="Submitted to"
        value={values.to}
        min={values.from}
        onChange={(to) => list.update({ to })}
      />
    </FilterPanel>
  );
}
