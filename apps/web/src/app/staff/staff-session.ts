import { ZONES, type Zone } from '@portico/domain/constants';
import { AUDIT_ROLES } from '@portico/domain/contracts/audit.contract';
import { REPORT_ROLES } from '@portico/domain/contracts/reports.contract';
import type { StaffProfile } from '@portico/domain/contracts/staff-auth.contract';
import { useSession, type Session, type SessionUser } from '../session';
import { STAFF_EDITOR_ROLES } from '../staff-editor';
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

/** The session user for the profile POST /api/staff/login answers with. */
export function toStaffUser(profile: StaffProfile): StaffUser {
  return {
    ...profile,
    roles: [...profile.roles],
    zones: [...profile.zones],
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
  invoices: ['admin', 'accounts'],
  refunds: ['admin', 'accounts'],
  staff: ['admin'],
  settings: ['admin'],
  audit: AUDIT_ROLES,
  reports: REPORT_ROLES,
  dataRequests: ['admin'],
  directory: ['admin', 'office'],
  autoRenewals: ['admin', 'office', 'accounts'],
  editApplication: STAFF_EDITOR_ROLES,
  editMember: ['admin', 'office'],
  messages: ['admin', 'office', 'accounts'],
  resendMessages: ['admin', 'office'],
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
