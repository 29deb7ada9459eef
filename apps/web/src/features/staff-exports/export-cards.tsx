import { useState } from 'react';
import { useCategoryOptions } from '../../app/staff/api/get-category-options';
import { categoryOptions, STAGE_OPTIONS, zoneOptions } from '../../app/staff/filter-options';
import { useStaffUser, visibleZones } from '../../app/staff/staff-session';
import { FilterSelect, MEMBER_STATUS_OPTIONS } from '../../ui/list/filter-fields';
import { DateRange } from './date-range';
import { ExportCard } from './export-card';
import formLayout from '../../ui/list/form-layout.module.css';

/** applications.csv: by stage, zone and submission dates. */
export function ApplicationsExport() {
  const zones = visibleZones(useStaffUser());
  const [filters, setFilters] = useState({ stage: '', zone: '', from: '', to: '' });
  return (
    <ExportCard name="applications" title="Applications" filters={filters}>
      <div className={formLayout.row}>
        <FilterSelect
          id="export-stage"
          label="Stage"
          anyLabel="All stages"
          options={STAGE_OPTIONS}
          value={filters.stage}
          onChange={(stage) => setFilters({ ...filters, stage })}
        />
        <FilterSelect
          id="export-zone"
          label="Zone"
          anyLabel="All zones"
          options={zoneOptions(zones)}
          value={filters.zone}
          onChange={(zone) => setFilters({ ...filters, zone })}
        />
      </div>
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
      <div className={formLayout.row}>
        <FilterSelect
          id="export-category"
          label="Category"
          anyLabel="All categories"
          options={categoryOptions(categories.data)}
          value={filters.category}
          onChange={(category) => setFilters({ ...filters, category })}
        />
        <FilterSelect
          id="export-status"
          label="Status"
          anyLabel="Active and expired"
          options={MEMBER_STATUS_OPTIONS}
          value={filters.status}
          onChange={(status) => setFilters({ ...filters, status })}
        />
      </div>
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
