import { useState } from 'react';
import { useCategoryOptions } from '../../app/staff/api/get-category-options';
import { categoryOptions, STAGE_OPTIONS, zoneOptions } from '../../app/staff/filter-options';
import { useStaffUser, visibleZones } from '../../app/staff/staff-session';
import { MEMBER_STATUS_OPTIONS } from '../../ui/list/filter-fields';
import { DateRange } from './date-range';
import { ExportCard } from './export-card';
import { ExportSelects } from './export-selects';

/** applications.csv: by stage, zone and submission dates. */
export function ApplicationsExport() {
  const zones = visibleZones(useStaffUser());
  const [filters, setFilters] = useState({ stage: '', zone: '', from: '', to: '' });
  return (
    <ExportCard name="applications" title="Applications" filters={filters}>
      <ExportSelects
        filters={filters}
        onChange={setFilters}
        selects={[
          { key: 'stage', label: 'Stage', anyLabel: 'All stages', options: STAGE_OPTIONS },
          { key: 'zone', label: 'Zone', anyLabel: 'All zones', options: zoneOptions(zones) },
        ]}
      />
      <DateRange
        id="export-applications"
        legend="Submitted between (optional)"
        range={filters}
        onChange={(range) => setFilters({ ...filters, ...range })}
      />
    </ExportCard>
  );
}

/** members.csv: by category and status. */
export function MembersExport() {
  const categories = useCategoryOptions();
  const [filters, setFilters] = useState({ category: '', status: '' });
  return (
    <ExportCard name="members" title="Members" filters={filters}>
      <ExportSelects
        filters={filters}
        onChange={setFilters}
        selects={[
          {
            key: 'category',
            label: 'Category',
            anyLabel: 'All categories',
            options: categoryOptions(categories.data),
          },
          {
            key: 'status',
            label: 'Status',
            anyLabel: 'Active and expired',
            options: MEMBER_STATUS_OPTIONS,
          },
        ]}
      />
    </ExportCard>
  );
}

/** payments.csv: by payment dates. */
export function PaymentsExport() {
  const [range, setRange] = useState({ from: '', to: '' });
  return (
    <ExportCard name="payments" title="Payments" filters={range}>
      <DateRange
        id="export-payments"
        legend="Paid between (optional)"
        range={range}
        onChange={setRange}
      />
    </ExportCard>
  );
}
