import { Fragment, useMemo } from 'react';
import { ZONE_LABELS, type Zone } from '@portico/domain/constants';
import type { ReportData } from './api/reports';
import { ReportChart, type ChartSpec } from './report-chart';
import { count, monthLabel, ReportTable } from './report-table';
import styles from './reports.module.css';

const zoneName = (zone: Zone | null) => (zone === null ? 'No zone' : ZONE_LABELS[zone]);

/** Month × group counts, for a chart's series and a table's rows. */
function pivot<R extends { month: string; members: number }>(
  months: string[],
  rows: R[],
  groupOf: (row: R) => string,
) {
  const groups = [...new Set(rows.map(groupOf))].sort();
  const value = (month: string, group: string) =>
    rows.find((row) => row.month === month && groupOf(row) === group)?.members ?? 0;
  return {
    groups,
    series: groups.map((group) => ({ label: group, values: months.map((m) => value(m, group)) })),
    rows: months.map((month) => ({
      key: month,
      cells: [monthLabel(month), ...groups.map((group) => count(value(month, group)))],
    })),
  };
}

/** Members by category and by zone at each month's end: a stacked bar chart and a table for each. */
export function MembershipReport({ data }: { data: ReportData<'membership'> }) {
  const months = useMemo(() => data.totals.map((row) => row.month), [data]);
  const byCategory = useMemo(
    () => pivot(months, data.byCategory, (r) => r.category),
    [months, data],
  );
  const byZone = useMemo(() => pivot(months, data.byZone, (r) => zoneName(r.zone)), [months, data]);
  const labels = months.map(monthLabel);
  const chart = (series: ChartSpec['series']): ChartSpec => ({
    kind: 'bar',
    labels,
    series,
    stacked: true,
  });
  const totals = data.totals.map((row) => count(row.members));
  const groupings = [
    { by: 'category', pivoted: byCategory },
    { by: 'zone', pivoted: byZone },
  ];
  return groupings.map(({ by, pivoted }) => (
    <Fragment key={by}>
      <h3 className={styles.subheading}>By {by}</h3>
      <ReportChart title={`Members by ${by}`} spec={chart(pivoted.series)} />
      <ReportTable
        caption={`Members by ${by} at each month's end`}
        columns={['Month', ...pivoted.groups, 'All members']}
        rows={pivoted.rows.map((row, i) => ({ ...row, cells: [...row.cells, totals[i]] }))}
      />
    </Fragment>
  ));
}
