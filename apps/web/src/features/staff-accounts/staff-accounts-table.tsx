import { roleLabel, zoneLabel } from '../../app/staff/labels';
import { ActionsHeader, DataTable } from '../../ui/list/data-table';
import { EditButton } from '../../ui/list/edit-button';
import type { StaffAccount } from './api/staff-accounts';

/** 'Accounts, Zone manager (North)'. */
function rolesText(account: StaffAccount): string {
  return account.roles
    .map((grant) =>
      grant.role === 'zone_manager' && grant.zone
        ? `${roleLabel(grant.role)} (${zoneLabel(grant.zone)})`
        : roleLabel(grant.role),
    )
    .join(', ');
}

function AccountRow({ account, onEdit }: { account: StaffAccount; onEdit: () => void }) {
  return (
    <tr>
      <th scope="row">{account.name || '—'}</th>
      <td>{account.email}</td>
      <td>{rolesText(account) || 'No role'}</td>
      <td>{account.active ? 'Yes' : 'No (inactive)'}</td>
      <td>
        <EditButton name={account.name || account.email} onClick={onEdit} />
      </td>
    </tr>
  );
}

/** Who can sign in: name, email, roles, whether active, and Edit. */
export function StaffAccountsTable({
  accounts,
  onEdit,
}: {
  accounts: readonly StaffAccount[];
  onEdit: (account: StaffAccount) => void;
}) {
  return (
    <DataTable
      label="Staff table"
      caption="Staff accounts"
      columns={['Name', 'Email', 'Roles', 'Can sign in', <ActionsHeader key="actions" />]}
    >
      {accounts.map((account) => (
        <AccountRow key={account.id} account={account} onEdit={() => onEdit(account)} />
      ))}
    </DataTable>
  );
}
