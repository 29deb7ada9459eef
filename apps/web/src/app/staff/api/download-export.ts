import { saveFile } from '../../../ui/save-file';
import { apiBlob } from '../../api-client';
import { queryString } from './page';

export const EXPORTS = ['applications', 'members', 'payments'] as const;
export type ExportName = (typeof EXPORTS)[number];

/** Today as YYYY-MM-DD (local), for the file name. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * GET /api/staff/export/{name}.csv with the lists' filters: fetched with the token, then handed to
 * the browser as a download from a blob URL.
 */
export async function downloadExport(
  name: ExportName,
  filters: Record<string, string | undefined> = {},
): Promise<string> {
  const blob = await apiBlob(`/staff/export/${name}.csv${queryString(filters)}`);
  const fileName = `${name}-${today()}.csv`;
  saveFile(blob, fileName, 'text/csv');
  return fileName;
}
