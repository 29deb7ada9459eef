// Who may use the staff wizard (/admin-update/user/…, /office-update/user/…, and
// /admin/user/select-membership, where its Back on tab 1 goes), and what its pages hand each other.
// Imported by lazily loaded modules only: none of this is in the first page's bundle.
import type { Session } from './session';

export const STAFF_LOGIN_PATH = '/staff/login';
/** The back office's review queue. */
export const STAFF_QUEUE_PATH = '/staff/applications';

/** The staff roles that edit applications (the server lets only these save). */
export const STAFF_EDITOR_ROLES = ['admin', 'office'] as const;

/** The roles of a staff session; null when the session is not a staff member's. */
export function staffRolesOf(session: Session): readonly string[] | null {
  const user = session.user;
  if (!session.token || !user || user.kind !== 'staff') return null;
  return Array.isArray(user.roles)
    ? user.roles.filter((role): role is string => typeof role === 'string')
    : [];
}

export function isStaffEditor(roles: readonly string[]): boolean {
  return roles.some((role) => (STAFF_EDITOR_ROLES as readonly string[]).includes(role));
}

/** The wizard a staff member edits in: admin's under /admin-update, office's under /office-update. */
export function staffEditBase(
  roles: readonly string[],
): '/admin-update/user' | '/office-update/user' {
  return roles.includes('admin') ? '/admin-update/user' : '/office-update/user';
}

/** The category a staff member chose for the application being edited (history state). */
export type StaffMembershipChoice = { id: number; name: string };

export function staffMembershipState(choice: StaffMembershipChoice) {
  return { staffMembership: { id: choice.id, name: choice.name } };
}

/** The staff member's chosen category in a location's state, if any. */
export function staffMembershipOf(state: unknown): StaffMembershipChoice | null {
  const choice = (state as { staffMembership?: unknown } | null)?.staffMembership;
  if (typeof choice !== 'object' || choice === null) return null;
  const { id, name } = choice as { id?: unknown; name?: unknown };
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && typeof name === 'string'
    ? { id, name }
    : null;
}
