import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  gstTotalsResponse,
  type GstTotals,
} from '@portico/domain/contracts/staff-invoices.contract';
import { apiBlob, apiCall } from '../../../app/api-client';
import { queryString } from '../../../app/staff/api/page';
import { saveFile } from '../../../ui/save-file';

export type Period = { from: string; to: string };
export type { GstTotals };

/** GET /api/staff/invoices/totals?from=&to=: the period's B2B and B2C totals. */
export function useGstTotals(period: Period | null) {
  return useQuery(
    queryOptions({
      queryKey: ['staff', 'gst-totals', period],
      queryFn: async ({ signal }) =>
        (
          await apiCall(`/staff/invoices/totals${queryString(period ?? {})}`, gstTotalsResponse, {
            signal,
          })
        ).data,
      enabled: period !== null,
      staleTime: 0,
    }),
  );
}

export type GstFormat = 'csv' | 'xlsx';

const TYPES: Record<GstFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** GET /api/staff/export/gst.{csv|xlsx}?from=&to=: fetched with the token, then saved. */
export async function downloadGstExport(period: Period, format: GstFormat): Promise<string> {
  const blob = await apiBlob(`/staff/export/gst.${format}${queryString(period)}`);
  const fileName = `gst-${period.from}-to-${period.to}.${format}`;
  saveFile(blob, fileName, TYPES[format]);
  return fileName;
}
