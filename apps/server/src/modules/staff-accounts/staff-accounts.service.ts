// Staff accounts as the admin manages them: email (unique, any case), name, active, and roles, a
// zone manager's role naming its zone. An admin cannot lock themself out (deactivate their own
// account or drop their own admin role), so there is always at least one active admin.
import type { Database } from '../../db/client';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import type { StaffPrincipal } from '../auth';
import { auditChange } from '../audit';
import { forgetDevicesTo, normalizeAddress } from '../verification';
import type { PageResult, Paging } from '../../lib/list-query';
import {
  audited,
  EMAIL_TAKEN,
  insertStaffAccount,
  normaliseRoles,
  toStaffAccountView,
  writeStaff,
  type StaffAccountInput,
  type StaffAccountView,
} from './create-staff-account';
import {
  emailTaken,
  listStaff,
  lockStaff,
  replaceStaffRoles,
  updateStaff,
  type StaffFilters,
  type StaffRoleValue,
} from './staff-accounts.repository';
import type { StaffInvitation } from '@portico/domain/contracts/staff-accounts.contract';
import { inviteStaff, type InvitationDeps } from './invite-staff';

export type { StaffAccountInput, StaffAccountView, StaffRoleInput } from './create-staff-account';
export { toStaffAccountView };

async function createStaffAccount(
  db: Database,
  principal: StaffPrincipal,
  input: StaffAccountInput,
): Promise<StaffAccountView> {
  return writeStaff(() => db.transaction((tx) => insertStaffAccount(tx, principal, input)));
}

/** An admin may not lock themself out: deactivate their own account or drop their admin role. */
function refuseSelfLockout(active: boolean | undefined, roles: StaffRoleValue[]): void {
  if (active === false) {
    throw new BadRequestError('You cannot deactivate your own account', {
      active: 'You cannot deactivate your own account',
    });
  }
  if (!roles.some((role) => role.role === 'admin')) {
    throw new BadRequestError('You cannot remove your own admin role', {
      roles: 'You cannot remove your own admin role',
    });
  }
}

async function updateStaffAccount(
  db: Database,
  principal: StaffPrincipal,
  id: number,
  input: Partial<StaffAccountInput>,
): Promise<StaffAccountView> {
  return writeStaff(() =>
    db.transaction(async (tx) => {
      const current = await lockStaff(tx, id);
      if (!current) throw new NotFoundError('Staff account not found');
      const roles = input.roles === undefined ? current.roles : normaliseRoles(input.roles);
      if (id === principal.staffId) refuseSelfLockout(input.active, roles);
      if (input.email !== undefined && (await emailTaken(tx, input.email, id))) {
        throw new ConflictError(EMAIL_TAKEN, { email: EMAIL_TAKEN });
      }
      const row = await updateStaff(tx, id, {
        ...(input.email === undefined ? {} : { email: input.email }),
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.active === undefined ? {} : { active: input.active }),
      });
      if (input.roles !== undefined) await replaceStaffRoles(tx, id, roles);
      // A deactivated account's devices lose their reserve of sign-in codes (decision 071).
      if (input.active === false)
        await forgetDevicesTo(tx, [normalizeAddress('email', current.email)]);
      const view = toStaffAccountView({ ...row, roles });
      await auditChange(tx, principal, {
        action: 'staff.update',
        entity: 'staff',
        entityId: id,
        before: audited(toStaffAccountView(current)),
        after: audited(view),
      });
      return view;
    }),
  );
}

export function createStaffAccountsService(db: Database, invitations: Omit<InvitationDeps, 'db'>) {
  return {
    invite: (principal: StaffPrincipal, input: StaffInvitation) =>
      inviteStaff({ db, ...invitations }, principal, input),
    async list(filters: StaffFilters, paging: Paging): Promise<PageResult<StaffAccountView>> {
      const { rows, total } = await listStaff(db, filters, paging);
      return { items: rows.map(toStaffAccountView), total, ...paging };
    },
    create: (principal: StaffPrincipal, input: StaffAccountInput) =>
      createStaffAccount(db, principal, input),
    update: (principal: StaffPrincipal, id: number, input: Partial<StaffAccountInput>) =>
      updateStaffAccount(db, principal, id, input),
  };
}

export type StaffAccountsService = ReturnType<typeof createStaffAccountsService>;
