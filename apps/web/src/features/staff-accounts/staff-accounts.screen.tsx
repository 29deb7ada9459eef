import { useState } from 'react';
import { usePageTitle } from '../../app/page-title';
import { Modal } from '../../ui/modal';
import { useStaffAccounts, type StaffAccount } from './api/staff-accounts';
import { roleLabel, zoneLabel } from '../../app/staff/labels';
import { useListParams } from '../../ui/list/list-params';
import { StaffAccountForm } from './staff-account-form';
import { hasAnyRole, PAGE_ROLES, useStaffUser } from '../../app/staff/staff-session';
import { EditButton } from '../../ui/list/edit-button';
import { EmptyState } from '../../ui/list/empty-state';
import { ListPagination } from '../../ui/list/pagination';
import { NoAccessPage } from '../../app/staff/no-access';
import { QueryState } from '../../app/staff/query-state';
import { TableRegion } from '../../ui/list/table-region';
import pageStyles from '../../ui/page.module.css';
import buttons from '../../ui/button.module.css';

const NO_FILTERS = [] as const;

function rolesText(account: StaffAccount): string {
  return account.roles
    .map((grant) =>
      grant.role === 'zone_manager' && grant.zone
        ? `${roleLabel(grant.role)} (${zoneLabel(grant.zone)})`
        : roleLabel(grant.role),
    )
    .join(', ');
}

/** /staff/staff (admin): who can sign in to the back office, and with which roles. */
// eslint-disable-next-line max-lines-per-function -- still to be split into sections (issue 13)
export function StaffAccountsScreen() {
  usePageTitle('Staff');
  const user = useStaffUser();
  const allowed = hasAnyRole(user, ...PAGE_ROLES.staff);
  const list = useListParams(NO_FILTERS);
  const query = useStaffAccounts(
    { page: String(list.page), pageSize: String(list.pageSize) },
    allowed,
  );
  const [editing, setEditing] = useState<StaffAccount | null | undefined>(undefined);
  const data = query.data;

  if (!allowed) return <NoAccessPage title="Staff" what="the staff accounts" />;

  return (
    <section className={`${pageStyles.page} staff-page`} aria-labelledby="page-title">
      <div className={`${pageStyles.header} staff-page__header`}>
        <div>
          <h1 id="page-title" className={pageStyles.title}>
            Staff
          </h1>
          <p className={pageStyles.lead}>
            Who can sign in to the back office. Each person signs in with a code sent to their
            email.
          </p>
        </div>
        <button type="button" className={buttons.primary} onClick={() => setEditing(null)}>
          Add staff member
        </button>
      </div>

      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        loadingText="Loading staff accounts…"
      >
        {data && data.items.length === 0 ? (
          <EmptyState title="There are no staff accounts yet." />
        ) : data ? (
          <>
            <TableRegion label="Staff table">
              <table className="staff-table">
                <caption className="visually-hidden">Staff accounts</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Email</th>
                    <th scope="col">Roles</th>
                    <th scope="col">Can sign in</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((account) => (
                    <tr key={account.id}>
                      <th scope="row">{account.name || '—'}</th>
                      <td>{account.email}</td>
                      <td>{rolesText(account) || 'No role'}</td>
                      <td>{account.active ? 'Yes' : 'No (inactive)'}</td>
                      <td>
                        <EditButton
                          name={account.name || account.email}
                          onClick={() => setEditing(account)}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableRegion>
            <ListPagination label="Staff" list={list} total={data.total} />
          </>
        ) : null}
      </QueryState>

      <Modal
        open={editing !== undefined}
        title={editing ? `Edit ${editing.name || editing.email}` : 'Add a staff member'}
        onClose={() => setEditing(undefined)}
      >
        {editing !== undefined ? (
          <StaffAccountForm
            key={editing?.id ?? 'new'}
            account={editing}
            onDone={() => setEditing(undefined)}
          />
        ) : null}
      </Modal>
    </section>
  );
}

export { StaffAccountsScreen as Component };
