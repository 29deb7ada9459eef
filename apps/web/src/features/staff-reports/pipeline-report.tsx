import { Link } from 'react-router';
import { applicationRouteId } from '@portico/domain/format';
import { PIPELINE_REPORT_STAGE_LABELS } from '@portico/domain/report-labels';
import type { ReportData } from './api/reports';
import { ReportChart } from './report-chart';
import { count, ReportTable } from './report-table';

const days = (value: number | null) => (value === null ? '–' : `${value.toFixed(1)} days`);

/** Applications waiting per stage: a bar per stage, and the median and oldest wait in the table. */
export function PipelineReport({ data }: { data: ReportData<'pipeline'> }) {
  return (
    <>
      <ReportChart
        title="Applications waiting by stage"
        spec={{
          kind: 'bar',
          labels: data.stages.map((row) => PIPELINE_REPORT_STAGE_LABELS[row.stage]),
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
            PIPELINE_REPORT_STAGE_LABELS[row.stage],
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
