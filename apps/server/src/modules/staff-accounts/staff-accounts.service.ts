// Staff accounts as the admin manages them: email (unique, any case), name, active, and roles, a
// zone manager's role naming its zone. An admin cannot lock themself out (deactivate their own
// account or drop their own admin role), so there is always at least one active admin.
import type { Database } from '../../db/client';
import type { StaffRole, ZoneCode } from '../../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import type { StaffPrincipal } from '../auth';
import { auditChange } from '../audit';
import { forgetDevicesTo, normalizeAddress } from '../verification';
import { uniqueViolation } from '../../lib/db-errors';
import type { PageResult, Paging } from '../../lib/list-query';
import {
  emailTaken,
  insertStaff,
  listStaff,
  lockStaff,
  replaceStaffRoles,
  updateStaff,
  type StaffAccountRow,
  type StaffFilters,
  type StaffRoleValue,
} from './staff-accounts.repository';
import type { StaffAccount as StaffAccountView } from '@portico/domain/contracts/staff-accounts.contract';

export type StaffRoleInput = { role: StaffRole; zone?: ZoneCode | null | undefined };

export type StaffAccountInput = {
  email: string;
  name: string;
  active?: boolean | undefined;
  roles: StaffRoleInput[];
};

export type { StaffAccountView };

export function toStaffAccountView(row: StaffAccountRow): StaffAccountView {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    active: row.active,
    roles: row.roles,
    created_at: row.createdAt.toISOString(),
  };
}

function audited(view: StaffAccountView): Record<string, unknown> {
  const { created_at: _createdAt, ...rest } = view;
  return rest;
}

const EMAIL_TAKEN = 'A staff account with this email already exists';

/** Distinct roles in a stable order; a zone only on zone-manager roles (the route checks that). */
function normaliseRoles(roles: StaffRoleInput[]): StaffRoleValue[] {
  const seen = new Map<string, StaffRoleValue>();
  for (const { role, zone } of roles) {
    const value = { role, zone: role === 'zone_manager' ? (zone ?? null) : null };
    seen.set(`${value.role}:${value.zone ?? ''}`, value);
  }
  return [...seen.values()].sort(
    (a, b) => a.role.localeCompare(b.role) || (a.zone ?? '').localeCompare(b.zone ?? ''),
  );
}

/** Runs a write; a unique violation (two writes racing for one email) is the email-taken conflict. */
async function write<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) === undefined) throw error;
    throw new ConflictError(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  }
}

async function createStaffAccount(
  db: Database,
  principal: StaffPrincipal,
  input: StaffAccountInput,
): Promise<StaffAccountView> {
  return write(() =>
    db.transaction(async (tx) => {
      if (await emailTaken(tx, input.email)) {
        throw new ConflictError(EMAIL_TAKEN, { email: EMAIL_TAKEN });
      }
      const row = await insertStaff(tx, {
        email: input.email,
        name: input.name,
        active: input.active ?? true,
      });
      const roles = normaliseRoles(input.roles);
      await replaceStaffRoles(tx, row.id, roles);
      const view = toStaffAccountView({ ...row, roles });
      await auditChange(tx, principal, {
        action: 'staff.create',
        entity: 'staff',
        entityId: row.id,
        before: null,
        after: audited(view),
      });
      return view;
    }),
  );
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
  return write(() =>
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

export function createStaffAccountsService(db: Database) {
  return {
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
