import { ZONE_LABELS } from '@portico/domain/constants';
import { useState } from 'react';
import { usePageTitle } from '../../app/page-title';
import { useCategoryOptions } from './api/get-category-options';
import { DownloadCsvButton } from './download-csv-button';
import { STAGES, STAGE_LABELS } from './labels';
import { useStaffUser, visibleZones } from './staff-session';

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
export function ExportsScreen() {
  usePageTitle('Exports');
  const categories = useCategoryOptions();
  const zones = visibleZones(useStaffUser());
  const [apps, setApps] = useState({ stage: '', zone: '', from: '', to: '' });
  const [members, setMembers] = useState({ category: '', status: '' });
  const [payments, setPayments] = useState({ from: '', to: '' });

  return (
    <section className="page staff-page" aria-labelledby="page-title">
      <div className="page__header">
        <h1 id="page-title" className="page__title">
          Exports
        </h1>
        <p className="page__lead">
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
            <div className="staff-field">
              <label htmlFor="export-stage" className="staff-field__label">
                Stage
              </label>
              <select
                id="export-stage"
                className="staff-input"
                value={apps.stage}
                onChange={(event) => setApps({ ...apps, stage: event.target.value })}
              >
                <option value="">All stages</option>
                {STAGES.map((stage) => (
                  <option key={stage} value={stage}>
                    {STAGE_LABELS[stage]}
                  </option>
                ))}
              </select>
            </div>
            <div className="staff-field">
              <label htmlFor="export-zone" className="staff-field__label">
                Zone
              </label>
              <select
                id="export-zone"
                className="staff-input"
                value={apps.zone}
                onChange={(event) => setApps({ ...apps, zone: event.target.value })}
              >
                <option value="">All zones</option>
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {ZONE_LABELS[zone]}
                  </option>
                ))}
              </select>
            </div>
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
            className="button button--primary"
          />
        </section>

        <section className="staff-card" aria-labelledby="export-members">
          <h2 id="export-members" className="staff-section__title">
            Members
          </h2>
          <div className="staff-form__row">
            <div className="staff-field">
              <label htmlFor="export-category" className="staff-field__label">
                Category
              </label>
              <select
                id="export-category"
                className="staff-input"
                value={members.category}
                onChange={(event) => setMembers({ ...members, category: event.target.value })}
              >
                <option value="">All categories</option>
                {(categories.data ?? []).map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="staff-field">
              <label htmlFor="export-status" className="staff-field__label">
                Status
              </label>
              <select
                id="export-status"
                className="staff-input"
                value={members.status}
                onChange={(event) => setMembers({ ...members, status: event.target.value })}
              >
                <option value="">Active and expired</option>
                <option value="active">Active</option>
                <option value="expired">Expired</option>
              </select>
            </div>
          </div>
          <DownloadCsvButton
            name="members"
            filters={members}
            label="Download members.csv"
            className="button button--primary"
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
            className="button button--primary"
          />
        </section>
      </div>
    </section>
  );
}

export { ExportsScreen as Component };
