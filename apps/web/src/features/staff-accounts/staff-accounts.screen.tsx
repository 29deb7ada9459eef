import { QueryResult } from '../../app/staff/query-state';
import { hasAnyRole, PAGE_ROLES, useStaffUser } from '../../app/staff/staff-session';
import { EditDialog, useEditing } from '../../ui/list/edit-dialog';
import { EmptyState } from '../../ui/list/empty-state';
import { StaffPage } from '../../app/staff/staff-page';
import { useListParams } from '../../ui/list/list-params';
import { ListPagination } from '../../ui/list/pagination';
import { useStaffAccounts, type StaffAccount } from './api/staff-accounts';
import { StaffAccountForm } from './staff-account-form';
import { StaffAccountsTable } from './staff-accounts-table';
import buttons from '../../ui/button.module.css';

const NO_FILTERS = [] as const;

/** /staff/staff (admin): who can sign in to the back office, and with which roles. */
export function StaffAccountsScreen() {
  const allowed = hasAnyRole(useStaffUser(), ...PAGE_ROLES.staff);
  const list = useListParams(NO_FILTERS);
  const query = useStaffAccounts(list.query, allowed);
  const dialog = useEditing<StaffAccount>();
  const data = query.data;

  return (
    <StaffPage
      title="Staff"
      lead="Who can sign in to the back office. Each person signs in with a code sent to their email."
      action={
        <button type="button" className={buttons.primary} onClick={dialog.add}>
          Invite staff member
        </button>
      }
      allowed={allowed}
      what="the staff accounts"
    >
      <QueryResult query={query} loadingText="Loading staff accounts…">
        {data && data.items.length === 0 ? (
          <EmptyState title="There are no staff accounts yet." />
        ) : data ? (
          <>
            <StaffAccountsTable accounts={data.items} onEdit={dialog.edit} />
            <ListPagination label="Staff" list={list} total={data.total} />
          </>
        ) : null}
      </QueryResult>
      <EditDialog
        editing={dialog.editing}
        title={
          dialog.editing
            ? `Edit ${dialog.editing.name || dialog.editing.email}`
            : 'Invite a staff member'
        }
        onClose={dialog.close}
      >
        {(account) => <StaffAccountForm account={account} onDone={dialog.close} />}
      </EditDialog>
    </StaffPage>
  );
}

export { StaffAccountsScreen as Component };
