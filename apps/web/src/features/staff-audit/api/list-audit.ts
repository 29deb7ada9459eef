import { useQuery } from '@tanstack/react-query';
import {
  auditListResponse,
  type AuditItem,
  type auditListQuery,
} from '@portico/domain/contracts/audit.contract';
import { apiBlob } from '../../../app/api-client';
import { queryString, type QueryText } from '../../../app/staff/api/page';
import { saveFile } from '../../../ui/save-file';
import { pageQuery } from '../../../app/staff/api/page-query';

export type { AuditItem };

/** The log's filters, kept in the page URL (the API's parameter names). */
export const AUDIT_FILTER_KEYS = [
  'entity',
  'entity_id',
  'actor',
  'action',
  'from',
  'to',
  'q',
] as const satisfies readonly (keyof AuditQuery)[];
export type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];
export type AuditFilters = Partial<Record<AuditFilterKey, string>>;
export type AuditQuery = QueryText<typeof auditListQuery>;

/** GET /api/staff/audit?entity=&entity_id=&actor=&action=&from=&to=&q=&page=&pageSize= */
export function useAuditLog(query: AuditQuery, enabled: boolean) {
  return useQuery(pageQuery('audit', '/staff/audit', auditListResponse, query, enabled));
}

export type AuditFormat = 'csv' | 'xlsx';

const TYPES: Record<AuditFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** GET /api/staff/export/audit.{csv|xlsx} with the list's filters: fetched with the token, saved. */
export async function downloadAuditExport(
  filters: AuditFilters,
  format: AuditFormat,
): Promise<string> {
  const blob = await apiBlob(`/staff/export/audit.${format}${queryString(filters)}`);
  // Named for today's date in India, as the server names it.
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const fileName = `audit-log-${today}.${format}`;
  saveFile(blob, fileName, TYPES[format]);
  return fileName;
}
