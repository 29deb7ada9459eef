// The back office's audit log (issue #15, decision 044): a page of the filtered rows, newest first,
// and the same rows exported as CSV or XLSX.
import type {
  AuditFilters,
  AuditItem,
  AuditListQuery,
} from '@portico/domain/contracts/audit.contract';
import type { Database } from '../../db/client';
import { BadRequestError } from '../../errors';
import { offsetOf, pageWithTotal, type PageResult } from '../../lib/list-query';
import { auditCsv, auditRows, auditWorkbook } from './audit-export';
import { auditPage, countAudit } from './audit-log.repository';
import { itemOf } from './audit-item';

/** The deepest the list pages: ten thousand rows (a narrower search finds the rest). */
export const MAX_AUDIT_LISTED = 10_000;

export const AUDIT_TOO_DEEP = `Only the first ${MAX_AUDIT_LISTED.toLocaleString('en-IN')} results can be listed: narrow the search`;

export function createAuditLogService(deps: { db: Database; batchSize?: number }) {
  return {
    async list(query: AuditListQuery): Promise<PageResult<AuditItem>> {
      const { page, pageSize, ...filters } = query;
      if (offsetOf(query) + pageSize > MAX_AUDIT_LISTED) throw new BadRequestError(AUDIT_TOO_DEEP);
      const { rows, total } = await pageWithTotal(query, {
        page: (window) => auditPage(deps.db, filters, window),
        count: () => countAudit(deps.db, filters, MAX_AUDIT_LISTED),
      });
      return { items: rows.map(itemOf), total, page, pageSize };
    },
    csv: (filters: AuditFilters) => auditCsv(auditRows(deps.db, filters, deps.batchSize)),
    xlsx: (filters: AuditFilters) => auditWorkbook(auditRows(deps.db, filters, deps.batchSize)),
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
