import { ListResults } from '../../app/staff/list-results';
import { hasAnyRole, PAGE_ROLES, useStaffUser } from '../../app/staff/staff-session';
import { StaffPage } from '../../app/staff/staff-page';
import { useListParams } from '../../ui/list/list-params';
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

  return (
    <StaffPage
      title="Audit log"
      lead="Every change to applications, members, payments, categories, coupons, staff and settings: who made it, when, and what changed."
      allowed={allowed}
      what="the audit log"
    >
      <AuditFilterForm list={list} />
      <AuditExport filters={filters} hasFilters={list.hasFilters} />
      <ListResults
        result={result}
        list={list}
        loadingText="Loading the audit log…"
        label="Audit log"
        empty={{
          filtered: 'No changes match these filters.',
          empty: 'Nothing has been changed yet.',
          clearText: 'Clear filters to see every change',
        }}
        table={(items) => <AuditTable items={items} isFetching={result.isFetching} />}
      />
    </StaffPage>
  );
}

export { AuditScreen as Component };
