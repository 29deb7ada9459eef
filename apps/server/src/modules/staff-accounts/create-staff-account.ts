// Creating a staff account, shared by the admin's create and invitation: the email unique (any case),
// the roles normalised, the row audited in the caller's transaction.
import type { Executor } from '../../db/client';
import type { StaffRole, ZoneCode } from '../../db/schema';
import { ConflictError } from '../../errors';
import type { StaffPrincipal } from '../auth';
import { auditChange } from '../audit';
import { uniqueViolation } from '../../lib/db-errors';
import {
  emailTaken,
  insertStaff,
  replaceStaffRoles,
  type StaffAccountRow,
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

export function audited(view: StaffAccountView): Record<string, unknown> {
  const { created_at: _createdAt, ...rest } = view;
  return rest;
}

export const EMAIL_TAKEN = 'A staff account with this email already exists';

/** Distinct roles in a stable order; a zone only on zone-manager roles (the route checks that). */
export function normaliseRoles(roles: StaffRoleInput[]): StaffRoleValue[] {
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
export async function writeStaff<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) === undefined) throw error;
    throw new ConflictError(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  }
}

/**
 * Creates the account in `tx`, audited as `action` (an invitation is audited as one). Throws the
 * email-taken conflict when the address has an account.
 */
export async function insertStaffAccount(
  tx: Executor,
  principal: StaffPrincipal,
  input: StaffAccountInput,
  action: 'staff.create' | 'staff.invite' = 'staff.create',
): Promise<StaffAccountView> {
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
    action,
    entity: 'staff',
    entityId: row.id,
    before: null,
    after: audited(view),
  });
  return view;
}
