import { INCOME_KIND_VALUES, type IncomeKind } from '@portico/domain/contracts/reports.contract';
import { INCOME_KIND_LABELS } from '@portico/domain/report-labels';
import type { ReportData } from './api/reports';
import { ReportChart } from './report-chart';
import { monthLabel, ReportTable, rupees } from './report-table';

/** Income by month, a stacked bar per kind (refunds below the line), and the reconciliation table. */
export function IncomeReport({ data }: { data: ReportData<'income'> }) {
  const months = data.byMonth.map((row) => row.month);
  const amount = (month: string, kind: IncomeKind) =>
    data.byKind.find((row) => row.month === month && row.kind === kind)?.amountPaise ?? 0;
  const series = INCOME_KIND_VALUES.map((kind) => ({
    label: INCOME_KIND_LABELS[kind],
    values: months.map((month) => amount(month, kind) / 100),
  }));
  return (
    <>
      <ReportChart
        title="Income by month and kind"
        spec={{
          kind: 'bar',
          labels: months.map(monthLabel),
          series,
          stacked: true,
          unit: 'rupees',
        }}
      />
      <ReportTable
        caption="Income by month and kind, reconciled to the invoices and credit notes"
        columns={[
          'Month',
          ...INCOME_KIND_VALUES.map((kind) => INCOME_KIND_LABELS[kind]),
          'Invoiced',
          'Credit notes',
          'Income',
        ]}
        rows={data.byMonth.map((row) => ({
          key: row.month,
          cells: [
            monthLabel(row.month),
            ...INCOME_KIND_VALUES.map((kind) => rupees(amount(row.month, kind))),
            rupees(row.invoicedPaise),
            rupees(row.creditedPaise),
            rupees(row.incomePaise),
          ],
        }))}
      />
    </>
  );
}
