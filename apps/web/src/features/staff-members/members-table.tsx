import { MANUAL_FLAG_LABEL } from '../../app/staff/labels';
import { ActionsHeader, DataTable } from '../../ui/list/data-table';
import { SortHeader } from '../../ui/list/sort-header';
import type { MemberItem } from './api/get-members';
import { MemberRow } from './member-row';

/** The members table: sortable headers and one row per member. */
export function MembersTable({
  items,
  isFetching,
  canEdit,
  ...sorting
}: {
  items: readonly MemberItem[];
  sort: string;
  onSort: (sort: string) => void;
  isFetching: boolean;
  canEdit: boolean;
}) {
  const sortable = (label: string, column: string, defaultSort?: string) => (
    <SortHeader key={column} label={label} column={column} defaultSort={defaultSort} {...sorting} />
  );
  return (
    <DataTable
      label="Members table"
      caption="Members"
      columns={[
        sortable('Member no.', 'member_number'),
        sortable('Name', 'name', 'name'),
        sortable('Company', 'company_name'),
        'Category',
        sortable('Expiry', 'expires_at'),
        'Status',
        MANUAL_FLAG_LABEL,
        <ActionsHeader key="reminders" label="Reminders" />,
      ]}
      busy={isFetching}
    >
      {items.map((member) => (
        <MemberRow key={member.id} member={member} canEdit={canEdit} />
      ))}
    </DataTable>
  );
}
