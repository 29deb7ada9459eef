// Who is calling. Every call that reads or changes a record checks the caller's principal against it;
// ids in URLs are only base64 of an id, never a secret.
import type { Zone } from '@portico/domain/constants';
import type { TeamRole } from '@portico/domain/team';
import type { StaffRole } from '../../db/schema';

/** An applicant proven by one-time code: the email addresses and mobile numbers they verified. */
export type ApplicantPrincipal = { kind: 'applicant'; emails: string[]; mobiles: string[] };

/**
 * The person of a company's team a member session acts as (decision 110), as the database has them
 * now: the auth plugin reads it again for every request, so a role changed or a person removed
 * counts at once.
 */
export type TeamSeat = { personId: number; name: string; role: TeamRole; holder: boolean };

/**
 * A member signed in by one-time code; `userId` is the application id the member routes take.
 * `personId` (in the token) names the team person who signed in; `seat` is that person now, filled
 * in by the auth plugin. A token without a person (one issued before teams, or the server's own for
 * a background job) acts as the account holder.
 */
export type MemberPrincipal = {
  kind: 'member';
  memberId: number;
  userId: number;
  personId?: number;
  seat?: TeamSeat;
};

export type StaffPrincipal = {
  kind: 'staff';
  staffId: number;
  email: string;
  roles: StaffRole[];
  /** The zones a zone manager reviews; empty for other roles. */
  zones: Zone[];
};

export type Principal = ApplicantPrincipal | MemberPrincipal | StaffPrincipal;

/** The team person acting, for the audit log (null: the account holder, or no team person). */
export function teamPersonOf(principal: Principal | null): number | null {
  return principal?.kind === 'member' ? (principal.personId ?? null) : null;
}

export const isStaff = (principal: Principal | null): principal is StaffPrincipal =>
  principal?.kind === 'staff';

export function hasRole(principal: Principal | null, ...roles: StaffRole[]): boolean {
  return isStaff(principal) && principal.roles.some((role) => roles.includes(role));
}

/** Adds a newly proven contact to an applicant principal (a second verification extends the first). */
export function withProvenContact(
  current: Principal | null,
  contact: { email: string } | { mobile: string },
): ApplicantPrincipal {
  const base: ApplicantPrincipal =
    current?.kind === 'applicant' ? current : { kind: 'applicant', emails: [], mobiles: [] };
  const add = (list: string[], value: string) => (list.includes(value) ? list : [...list, value]);
  return 'email' in contact
    ? { ...base, emails: add(base.emails, contact.email.toLowerCase()) }
    : { ...base, mobiles: add(base.mobiles, contact.mobile) };
}

/** Does this applicant principal prove the given email or mobile number? */
export function provesEmail(principal: Principal | null, email: string): boolean {
  return principal?.kind === 'applicant' && principal.emails.includes(email.trim().toLowerCase());
}

export function provesMobile(principal: Principal | null, mobile: string): boolean {
  return principal?.kind === 'applicant' && principal.mobiles.includes(mobile.replace(/\D/g, ''));
}
