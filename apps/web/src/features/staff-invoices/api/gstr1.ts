import type { Gstr1Query } from '@portico/domain/contracts/staff-invoices.contract';
import { gstr1PeriodOf } from '@portico/domain/gstr1';
import { apiBlob } from '../../../app/api-client';
import { queryString } from '../../../app/staff/api/page';
import { saveFile } from '../../../ui/save-file';

/** The offline tool's CSV files in a ZIP, or the portal's JSON (decision 082). */
export type Gstr1Format = 'zip' | 'json';

const TYPES: Record<Gstr1Format, string> = { zip: 'application/zip', json: 'application/json' };

/** GET /api/staff/export/gstr1.{zip|json}?month=&frequency=: fetched with the token, then saved. */
export async function downloadGstr1(query: Gstr1Query, format: Gstr1Format): Promise<string> {
  const blob = await apiBlob(`/staff/export/gstr1.${format}${queryString(query)}`);
  const period = gstr1PeriodOf(query.month, query.frequency);
  const fileName = `gstr1-${period.from}-to-${period.to}.${format}`;
  saveFile(blob, fileName, TYPES[format]);
  return fileName;
}
