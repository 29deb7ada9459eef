import { ZONES, type Zone } from '@portico/domain/constants';
import { getSession, useSession, type Session, type SessionUser } from '../session';
import { STAFF_EDITOR_ROLES } from '../staff-editor';
import { record, strings, text } from './read';
import { roleLabel, zoneLabel } from './labels';

/** A signed-in staff member as the session holds them (kind 'staff' keeps member guards away). */
export type StaffUser = SessionUser & {
  kind: 'staff';
  staff: true;
  email: string;
  name: string;
  roles: string[];
  zones: string[];
};

/** The session user for POST /api/staff/login's `data` ({id, email, name, roles, zones}). */
export function toStaffUser(data: unknown): StaffUser {
  const row = record(data);
  const id = row.id;
  return {
    ...row,
    id: typeof id === 'number' || typeof id === 'string' ? id : '',
    email: text(row.email),
    name: text(row.name),
    roles: strings(row.roles),
    zones: strings(row.zones).map((zone) => zone.toLowerCase()),
    kind: 'staff',
    staff: true,
  };
}

export function staffUserOf(session: Session): StaffUser | null {
  const user = session.user;
  if (!session.token || !user || user.kind !== 'staff') return null;
  return user as StaffUser;
}

export function useStaffUser(): StaffUser | null {
  return staffUserOf(useSession());
}

export function isStaffSignedIn(): boolean {
  return staffUserOf(getSession()) !== null;
}

export function hasAnyRole(user: StaffUser | null, ...roles: string[]): boolean {
  return user !== null && user.roles.some((role) => roles.includes(role));
}

/** 'Admin, Zone manager (North, East)'. */
export function rolesSummary(user: Pick<StaffUser, 'roles' | 'zones'>): string {
  return user.roles
    .map((role) =>
      role === 'zone_manager' && user.zones.length > 0
        ? `${roleLabel(role)} (${user.zones.map(zoneLabel).join(', ')})`
        : roleLabel(role),
    )
    .join(', ');
}

/** Who may open each back-office page (the server checks again). */
export const PAGE_ROLES = {
  categories: ['admin'],
  coupons: ['admin', 'accounts'],
  staff: ['admin'],
  editApplication: STAFF_EDITOR_ROLES,
  editMember: ['admin', 'office'],
} as const satisfies Record<string, readonly string[]>;

/**
 * The zones a staff member may filter by. A zone manager without a wider role (admin, accounts,
 * governing body) sees only their own zones; the API refuses any other (and a refusal ends the session).
 */
export function visibleZones(user: StaffUser | null): readonly Zone[] {
  const limited =
    hasAnyRole(user, 'zone_manager') && !hasAnyRole(user, 'admin', 'accounts', 'governing_body');
  return limited && user ? ZONES.filter((zone) => user.zones.includes(zone)) : ZONES;
}
