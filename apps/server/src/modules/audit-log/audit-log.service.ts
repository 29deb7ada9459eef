// The back office's audit log (issue #15, decision 044): a page of the filtered rows, newest first,
// and the same rows exported as CSV or XLSX.
import { auditActorKind } from '@portico/domain/audit-changes';
import type {
  AuditFilters,
  AuditItem,
  AuditListQuery,
} from '@portico/domain/contracts/audit.contract';
import type { Database } from '../../db/client';
import { BadRequestError } from '../../errors';
import type { PageResult } from '../../lib/list-query';
import { auditCsv, auditRows, auditWorkbook } from './audit-export';
import { auditPage, countAudit, type AuditLogRow } from './audit-log.repository';

/** The deepest the list pages: ten thousand rows (a narrower search finds the rest). */
export const MAX_AUDIT_LISTED = 10_000;

export const AUDIT_TOO_DEEP = `Only the first ${MAX_AUDIT_LISTED.toLocaleString('en-IN')} results can be listed: narrow the search`;

function itemOf(row: AuditLogRow): AuditItem {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    actor_kind: auditActorKind(row.actor),
    actor_name: row.actorName,
    actor_email: row.actorEmail,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    application_id: row.applicationId,
    member_id: row.memberId,
    before: row.before,
    after: row.after,
  };
}

export function createAuditLogService(deps: { db: Database; batchSize?: number }) {
  return {
    async list(query: AuditListQuery): Promise<PageResult<AuditItem>> {
      const { page, pageSize, ...filters } = query;
      const offset = (page - 1) * pageSize;
      if (offset + pageSize > MAX_AUDIT_LISTED) throw new BadRequestError(AUDIT_TOO_DEEP);
      const rows = await auditPage(deps.db, filters, { limit: pageSize, offset });
      // A short page is the last one: its total is known without counting.
      const total =
        rows.length < pageSize && (rows.length > 0 || offset === 0)
          ? offset + rows.length
          : await countAudit(deps.db, filters, MAX_AUDIT_LISTED);
      return { items: rows.map(itemOf), total, page, pageSize };
    },
    csv: (filters: AuditFilters) => auditCsv(auditRows(deps.db, filters, deps.batchSize)),
    xlsx: (filters: AuditFilters) => auditWorkbook(auditRows(deps.db, filters, deps.batchSize)),
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
