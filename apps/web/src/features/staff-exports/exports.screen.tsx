import { ZONE_LABELS } from '@portico/domain/constants';
import { useState } from 'react';
import { usePageTitle } from '../../app/page-title';
import { useCategoryOptions } from '../../app/staff/api/get-category-options';
import { DownloadCsvButton } from '../../app/staff/download-csv-button';
import { FilterSelect, MEMBER_STATUS_OPTIONS } from '../../ui/list/filter-fields';
import { STAGES, STAGE_LABELS } from '../../app/staff/labels';
import { useStaffUser, visibleZones } from '../../app/staff/staff-session';
import pageStyles from '../../ui/page.module.css';
import buttons from '../../ui/button.module.css';

function DateRange({
  id,
  from,
  to,
  onChange,
  legend,
}: {
  id: string;
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
  legend: string;
}) {
  return (
    <fieldset className="staff-range">
      <legend className="staff-field__label">{legend}</legend>
      <div className="staff-form__row">
        <div className="staff-field">
          <label htmlFor={`${id}-from`} className="staff-field__label">
            From
          </label>
          <input
            id={`${id}-from`}
            className="staff-input"
            type="date"
            value={from}
            max={to || undefined}
            onChange={(event) => onChange({ from: event.target.value, to })}
          />
        </div>
        <div className="staff-field">
          <label htmlFor={`${id}-to`} className="staff-field__label">
            To
          </label>
          <input
            id={`${id}-to`}
            className="staff-input"
            type="date"
            value={to}
            min={from || undefined}
            onChange={(event) => onChange({ from, to: event.target.value })}
          />
        </div>
      </div>
    </fieldset>
  );
}

/**
 * /staff/exports: CSV downloads for spreadsheets. Every filter is optional: leave them empty to get
 * everything.
 */
// eslint-disable-next-line max-lines-per-function -- still to be split into sections (issue 13)
export function ExportsScreen() {
  usePageTitle('Exports');
  const categories = useCategoryOptions();
  const zones = visibleZones(useStaffUser());
  const [apps, setApps] = useState({ stage: '', zone: '', from: '', to: '' });
  const [members, setMembers] = useState({ category: '', status: '' });
  const [payments, setPayments] = useState({ from: '', to: '' });

  return (
    <section className={`${pageStyles.page} staff-page`} aria-labelledby="page-title">
      <div className={pageStyles.header}>
        <h1 id="page-title" className={pageStyles.title}>
          Exports
        </h1>
        <p className={pageStyles.lead}>
          Download CSV files that open in Excel or Google Sheets. The filters are optional: leave
          them empty to download everything.
        </p>
      </div>

      <div className="staff-exports">
        <section className="staff-card" aria-labelledby="export-applications">
          <h2 id="export-applications" className="staff-section__title">
            Applications
          </h2>
          <div className="staff-form__row">
            <FilterSelect
              id="export-stage"
              label="Stage"
              anyLabel="All stages"
              options={STAGES.map((stage) => ({ value: stage, label: STAGE_LABELS[stage] }))}
              value={apps.stage}
              onChange={(stage) => setApps({ ...apps, stage })}
            />
            <FilterSelect
              id="export-zone"
              label="Zone"
              anyLabel="All zones"
              options={zones.map((zone) => ({ value: zone, label: ZONE_LABELS[zone] }))}
              value={apps.zone}
              onChange={(zone) => setApps({ ...apps, zone })}
            />
          </div>
          <DateRange
            id="export-applications"
            legend="Submitted between (optional)"
            from={apps.from}
            to={apps.to}
            onChange={(range) => setApps({ ...apps, ...range })}
          />
          <DownloadCsvButton
            name="applications"
            filters={apps}
            label="Download applications.csv"
            className={buttons.primary}
          />
        </section>

        <section className="staff-card" aria-labelledby="export-members">
          <h2 id="export-members" className="staff-section__title">
            Members
          </h2>
          <div className="staff-form__row">
            <FilterSelect
              id="export-category"
              label="Category"
              anyLabel="All categories"
              options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              value={members.category}
              onChange={(category) => setMembers({ ...members, category })}
            />
            <FilterSelect
              id="export-status"
              label="Status"
              anyLabel="Active and expired"
              options={MEMBER_STATUS_OPTIONS}
              value={members.status}
              onChange={(status) => setMembers({ ...members, status })}
            />
          </div>
          <DownloadCsvButton
            name="members"
            filters={members}
            label="Download members.csv"
            className={buttons.primary}
          />
        </section>

        <section className="staff-card" aria-labelledby="export-payments">
          <h2 id="export-payments" className="staff-section__title">
            Payments
          </h2>
          <DateRange
            id="export-payments"
            legend="Paid between (optional)"
            from={payments.from}
            to={payments.to}
            onChange={setPayments}
          />
          <DownloadCsvButton
            name="payments"
            filters={payments}
            label="Download payments.csv"
            className={buttons.primary}
          />
        </section>
      </div>
    </section>
  );
}

export { ExportsScreen as Component };
