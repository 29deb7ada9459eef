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

/** The GST register as CSV or XLSX, or the period's vouchers for Tally (decision 079). */
export type GstFormat = 'csv' | 'xlsx' | 'tally';

const FILES: Record<GstFormat, { path: string; prefix: string; extension: string; type: string }> =
  {
    csv: { path: 'gst.csv', prefix: 'gst', extension: 'csv', type: 'text/csv' },
    xlsx: {
      path: 'gst.xlsx',
      prefix: 'gst',
      extension: 'xlsx',
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
    tally: { path: 'tally.xml', prefix: 'tally', extension: 'xml', type: 'application/xml' },
  };

/** GET /api/staff/export/{gst.csv|gst.xlsx|tally.xml}?from=&to=: fetched with the token, then saved. */
export async function downloadGstExport(period: Period, format: GstFormat): Promise<string> {
  const file = FILES[format];
  const blob = await apiBlob(`/staff/export/${file.path}${queryString(period)}`);
  const fileName = `${file.prefix}-${period.from}-to-${period.to}.${file.extension}`;
  saveFile(blob, fileName, file.type);
  return fileName;
}
