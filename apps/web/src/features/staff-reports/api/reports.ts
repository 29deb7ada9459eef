import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  incomeReportResponse,
  lapsingReportResponse,
  membershipReportResponse,
  pipelineReportResponse,
  renewalsReportResponse,
  type ReportFormat,
  type ReportName,
} from '@portico/domain/contracts/reports.contract';
import { apiBlob, apiCall } from '../../../app/api-client';
import { queryString } from '../../../app/staff/api/page';
import { saveFile } from '../../../ui/save-file';

const RESPONSES = {
  membership: membershipReportResponse,
  renewals: renewalsReportResponse,
  lapsing: lapsingReportResponse,
  income: incomeReportResponse,
  pipeline: pipelineReportResponse,
} as const;

export type ReportData<N extends ReportName> = z.infer<(typeof RESPONSES)[N]>['data'];
export type ReportParams = Record<string, string | undefined>;

/** GET /api/staff/reports/<name> with its months (or zone). */
export function reportQuery<N extends ReportName>(name: N, params: ReportParams, enabled: boolean) {
  return queryOptions({
    queryKey: ['staff', 'reports', name, params],
    queryFn: async ({ signal }) => {
      const schema = RESPONSES[name] as unknown as z.ZodType<{ data: ReportData<N> }>;
      const path = `/staff/reports/${name}${queryString(params)}`;
      return (await apiCall(path, schema, { signal })).data;
    },
    enabled,
  });
}

export function useReport<N extends ReportName>(name: N, params: ReportParams, enabled: boolean) {
  return useQuery(reportQuery(name, params, enabled));
}

const TYPES: Record<ReportFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** GET /api/staff/export/report.{csv|xlsx}: fetched with the token, then saved. */
export async function downloadReport(
  name: ReportName,
  params: ReportParams,
  format: ReportFormat,
): Promise<string> {
  const blob = await apiBlob(
    `/staff/export/report.${format}${queryString({ report: name, ...params })}`,
  );
  // Named for today's date in India, as the server names it.
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const fileName = `${name}-report-${today}.${format}`;
  saveFile(blob, fileName, TYPES[format]);
  return fileName;
}
