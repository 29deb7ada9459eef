import { EmptyState } from '../../ui/list/empty-state';
import { SortHeader } from '../../ui/list/sort-header';
import { TableRegion } from '../../ui/list/table-region';
import type { MemberItem } from './api/get-members';
import { MemberRow } from './member-row';
import buttons from '../../ui/button.module.css';

/** The members table: sortable headers and one row per member. */
export function MembersTable({
  items,
  sort,
  onSort,
  isFetching,
  canEdit,
}: {
  items: readonly MemberItem[];
  sort: string;
  onSort: (sort: string) => void;
  isFetching: boolean;
  canEdit: boolean;
}) {
  return (
    <TableRegion label="Members table">
      <table className="staff-table">
        <caption className="visually-hidden">Members</caption>
        <thead>
          <tr>
            <SortHeader label="Member no." column="member_number" sort={sort} onSort={onSort} />
            <SortHeader label="Name" column="name" sort={sort} defaultSort="name" onSort={onSort} />
            <SortHeader label="Company" column="company_name" sort={sort} onSort={onSort} />
            <th scope="col">Category</th>
            <SortHeader label="Expiry" column="expires_at" sort={sort} onSort={onSort} />
            <th scope="col">Status</th>
            <th scope="col">Manual flag</th>
            <th scope="col">Reminders</th>
          </tr>
        </thead>
        <tbody aria-busy={isFetching || undefined}>
          {items.map((member) => (
            <MemberRow key={member.id} member={member} canEdit={canEdit} />
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

/** The members list has no rows: say whether the filters are the reason. */
export function MembersEmptyState({
  hasFilters,
  onClear,
}: {
  hasFilters: boolean;
  onClear: () => void;
}) {
  return (
    <EmptyState
      title={hasFilters ? 'No members match these filters.' : 'There are no members yet.'}
    >
      {hasFilters ? (
        <button type="button" className={buttons.link} onClick={onClear}>
          Clear filters to see all members
        </button>
      ) : null}
    </EmptyState>
  );
}
