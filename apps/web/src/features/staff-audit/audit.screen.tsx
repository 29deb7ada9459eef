import { QueryResult } from '../../app/staff/query-state';
import { hasAnyRole, PAGE_ROLES, useStaffUser } from '../../app/staff/staff-session';
import { FilteredEmptyState } from '../../ui/list/empty-state';
import { StaffPage } from '../../app/staff/staff-page';
import { useListParams } from '../../ui/list/list-params';
import { ListPagination } from '../../ui/list/pagination';
import { AUDIT_FILTER_KEYS, useAuditLog, type AuditFilters } from './api/list-audit';
import { AuditExport } from './audit-export';
import { AuditFilterForm } from './audit-filters';
import { AuditTable } from './audit-table';

/**
 * /staff/audit (admin): every recorded change to applications, members, payments, categories,
 * coupons, staff and settings, newest first, filtered (kept in the URL), and exported as CSV or XLSX.
 */
export function AuditScreen() {
  const allowed = hasAnyRole(useStaffUser(), ...PAGE_ROLES.audit);
  const list = useListParams(AUDIT_FILTER_KEYS);
  const filters: AuditFilters = Object.fromEntries(
    AUDIT_FILTER_KEYS.map((key) => [key, list.values[key]]),
  );
  const result = useAuditLog(list.query, allowed);
  const data = result.data;

  return (
    <StaffPage
      title="Audit log"
      lead="Every change to applications, members, payments, categories, coupons, staff and settings: who made it, when, and what changed."
      allowed={allowed}
      what="the audit log"
    >
      <AuditFilterForm list={list} />
      <AuditExport filters={filters} hasFilters={list.hasFilters} />
      <QueryResult query={result} loadingText="Loading the audit log…">
        {data && data.items.length === 0 ? (
          <FilteredEmptyState
            hasFilters={list.hasFilters}
            onClear={() => list.clear()}
            filtered="No changes match these filters."
            empty="Nothing has been changed yet."
            clearText="Clear filters to see every change"
          />
        ) : data ? (
          <>
            <AuditTable items={data.items} isFetching={result.isFetching} />
            <ListPagination label="Audit log" list={list} total={data.total} />
          </>
        ) : null}
      </QueryResult>
    </StaffPage>
  );
}

export { AuditScreen as Component };
