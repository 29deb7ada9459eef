// The first admin of a new deployment (and a way back in for a locked-out one), granted by an
// operator at the server's command line: `npm run portico -- create-admin`. Creates the account, or
// re-activates an existing one and adds the admin role to the roles it has; audited like a back-office
// edit, with the operator as the actor. Running it twice changes nothing the second time.
import { z } from 'zod';
import type { Database } from '../../db/client';
import { BadRequestError } from '../../errors';
import { changedFields, recordAudit } from '../audit';
import {
  insertStaff,
  lockStaffByEmail,
  replaceStaffRoles,
  updateStaff,
  type StaffRoleValue,
} from './staff-accounts.repository';
import { toStaffAccountView, type StaffAccountView } from './create-staff-account';

export type AdminGrantInput = { email: string; name?: string | undefined };

export type AdminGrant = {
  /** created: a new account; granted: an existing one re-activated, given the role or renamed. */
  outcome: 'created' | 'granted' | 'unchanged';
  account: StaffAccountView;
};

// The back office's own rules for these fields (staff-accounts.routes.ts).
const inputSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, 'email must be a valid email')
    .pipe(z.email({ error: 'email must be a valid email' })),
  name: z
    .string()
    .trim()
    .min(1, 'name is required')
    .max(100, 'name must be at most 100 characters')
    .optional(),
});

export const NAME_NEEDED = 'name is required for a new account';

const ADMIN: StaffRoleValue = { role: 'admin', zone: null };

function audited(view: StaffAccountView): Record<string, unknown> {
  const { created_at: _createdAt, ...rest } = view;
  return rest;
}

/** `actor` names the operator in the audit log, e.g. 'cli:root'. */
export async function grantAdmin(
  db: Database,
  input: AdminGrantInput,
  actor: string,
): Promise<AdminGrant> {
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) {
    const message = parsed.error.issues.map((issue) => issue.message).join('; ');
    throw new BadRequestError(message);
  }
  const { email, name } = parsed.data;

  return db.transaction(async (tx) => {
    const current = await lockStaffByEmail(tx, email);
    if (!current) {
      if (name === undefined) throw new BadRequestError(NAME_NEEDED);
      const row = await insertStaff(tx, { email, name, active: true });
      await replaceStaffRoles(tx, row.id, [ADMIN]);
      const account = toStaffAccountView({ ...row, roles: [ADMIN] });
      await recordAudit(tx, {
        actor,
        action: 'staff.create',
        entity: 'staff',
        entityId: String(row.id),
        before: null,
        after: audited(account),
      });
      return { outcome: 'created', account };
    }

    const isAdmin = current.roles.some((role) => role.role === 'admin');
    const roles = isAdmin ? current.roles : [...current.roles, ADMIN];
    const row = await updateStaff(tx, current.id, {
      active: true,
      ...(name === undefined ? {} : { name }),
    });
    if (!isAdmin) await replaceStaffRoles(tx, current.id, roles);
    const before = audited(toStaffAccountView(current));
    const account = toStaffAccountView({ ...row, roles });
    const changes = changedFields(before, audited(account));
    if (Object.keys(changes.after).length === 0) return { outcome: 'unchanged', account };
    await recordAudit(tx, {
      actor,
      action: 'staff.update',
      entity: 'staff',
      entityId: String(current.id),
      ...changes,
    });
    return { outcome: 'granted', account };
  });
}
