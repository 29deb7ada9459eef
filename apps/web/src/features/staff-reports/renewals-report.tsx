import type { ReportData } from './api/reports';
import { ReportChart } from './report-chart';
import { count, monthLabel, percent, ReportTable } from './report-table';

const COHORTS = {
  all: 'All members',
  first_year: 'First-year members',
  older: 'Older members',
} as const;

/** Renewal rate and attrition by month: a line per cohort's renewal rate, and every count in the table. */
export function RenewalsReport({ data }: { data: ReportData<'renewals'> }) {
  const months = [...new Set(data.rows.map((row) => row.month))];
  const series = (['all', 'first_year', 'older'] as const).map((cohort) => ({
    label: `Renewal rate, ${COHORTS[cohort].toLowerCase()}`,
    values: months.map(
      (month) =>
        data.rows.find((row) => row.month === month && row.cohort === cohort)?.renewalRate ?? null,
    ),
  }));
  return (
    <>
      <ReportChart
        title="Renewal rate by month and cohort"
        spec={{ kind: 'line', labels: months.map(monthLabel), series, unit: 'percent' }}
      />
      <ReportTable
        caption="Renewal rate and attrition by month and cohort"
        columns={[
          'Month',
          'Cohort',
          'Expired',
          'Renewed',
          'Lapsed',
          'Still in grace window',
          'Renewal rate',
          'Attrition',
        ]}
        rows={data.rows.map((row) => ({
          key: `${row.month}-${row.cohort}`,
          cells: [
            monthLabel(row.month),
            COHORTS[row.cohort],
            count(row.expired),
            count(row.renewed),
            count(row.lapsed),
            count(row.open),
            percent(row.renewalRate),
            percent(row.attritionRate),
          ],
        }))}
      />
    </>
  );
}
