// Who may see and change a member's auto-renewal: the member themself (their user id is their
// application's), or staff through the back office's own routes, within the member record's reach.
import type { StaffRole } from '../../db/schema';
import type { Principal, StaffPrincipal } from '../auth';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../errors';
import { findMember, type MemberRow } from '../records';
import type { AutoRenewalDeps } from './auto-renewal-deps';

export async function ownMember(
  deps: AutoRenewalDeps,
  principal: Principal | null,
): Promise<MemberRow> {
  if (!principal) throw new UnauthorizedError();
  if (principal.kind !== 'member') throw new ForbiddenError();
  const member = await findMember(deps.db, principal.memberId);
  if (!member) throw new NotFoundError('Member not found');
  return member;
}

/**
 * The member a paid order made or renewed, for its payer (decision 115): the session that may see the
 * order (the applicant whose application it paid, or the member), never staff, who do not set up a
 * member's mandate. Someone else's or an unpaid order is "not found", as on the outcome page.
 */
export async function payerMember(
  deps: AutoRenewalDeps,
  principal: Principal | null,
  orderNumber: string,
): Promise<MemberRow> {
  if (!principal) throw new UnauthorizedError();
  if (principal.kind === 'staff') throw new ForbiddenError();
  const order = await deps.orders.findPaidOrder(principal, orderNumber);
  const member =
    order.status === 'paid' && order.memberId !== null
      ? await findMember(deps.db, order.memberId)
      : undefined;
  if (!member) throw new NotFoundError('No paid order found');
  return member;
}

/** Roles that see every zone's members; a zone manager without one sees only their own zones. */
const ALL_ZONE_ROLES: readonly StaffRole[] = ['admin', 'accounts', 'governing_body'];

/** The member, if the staff member may see their record (as the member record's own rule). */
export async function memberInReach(
  deps: AutoRenewalDeps,
  principal: StaffPrincipal,
  memberId: number,
): Promise<MemberRow> {
  const member = await findMember(deps.db, memberId);
  if (!member) throw new NotFoundError('Member not found');
  const has = (role: StaffRole) => principal.roles.includes(role);
  const limited = has('zone_manager') && !ALL_ZONE_ROLES.some(has);
  if (
    limited &&
    (member.zone === null || !(principal.zones as readonly string[]).includes(member.zone))
  ) {
    throw new ForbiddenError('You can only see members of your own zones');
  }
  return member;
}
