import { Link } from 'react-router';
import type { PipelineReportStage } from '@portico/domain/contracts/reports.contract';
import { applicationRouteId } from '@portico/domain/format';
import type { ReportData } from './api/reports';
import { ReportChart } from './report-chart';
import { count, ReportTable } from './report-table';

const STAGES: Record<PipelineReportStage, string> = {
  zone_manager: 'Zone manager',
  accounts: 'Accounts',
  references: 'References',
  governing_body: 'Governing body',
  changes_requested: 'Sent back for changes',
  approved: 'Approved, awaiting payment',
};

const days = (value: number | null) => (value === null ? '–' : `${value.toFixed(1)} days`);

/** Applications waiting per stage: a bar per stage, and the median and oldest wait in the table. */
export function PipelineReport({ data }: { data: ReportData<'pipeline'> }) {
  return (
    <>
      <ReportChart
        title="Applications waiting by stage"
        spec={{
          kind: 'bar',
          labels: data.stages.map((row) => STAGES[row.stage]),
          series: [
            { label: 'Applications waiting', values: data.stages.map((row) => row.applications) },
          ],
        }}
      />
      <ReportTable
        caption="Applications waiting by stage, with the median and the oldest wait"
        columns={['Stage', 'Applications', 'Median wait', 'Waiting longest', 'Its wait']}
        rows={data.stages.map((row) => ({
          key: row.stage,
          cells: [
            STAGES[row.stage],
            count(row.applications),
            days(row.medianDays),
            row.oldest ? (
              <Link
                key="link"
                to={`/staff/applications/${applicationRouteId(row.oldest.applicationId)}`}
              >
                {row.oldest.appId}
                {row.oldest.companyName ? ` (${row.oldest.companyName})` : ''}
              </Link>
            ) : (
              '–'
            ),
            days(row.oldest?.days ?? null),
          ],
        }))}
      />
    </>
  );
}
