import { useState } from 'react';
import { useCategoryOptions } from '../../app/staff/api/get-category-options';
import {
  categorySelect,
  MEMBER_STATUS_SELECT,
  STAGE_SELECT,
  zoneSelect,
} from '../../app/staff/filter-options';
import { useStaffUser, visibleZones } from '../../app/staff/staff-session';
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
        selects={[STAGE_SELECT, zoneSelect(zones)]}
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
        selects={[categorySelect(categories.data), MEMBER_STATUS_SELECT]}
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
