// Who may see a member's record: every staff role, except that a zone manager without a wider role
// sees only the members of their own zones (as the review queue, staff-queue's zoneLimit). And the
// member a staff change writes to: locked, and never an erased one.
import type { Executor } from '../../db/client';
import { ForbiddenError, NotFoundError } from '../../errors';
import type { StaffPrincipal } from '../auth';
import { lockMember, type MemberRow } from '../records';
import { zoneLimit } from '../staff-queue';

export function assertMemberInReach(principal: StaffPrincipal, zone: string | null): void {
  const zones = zoneLimit(principal) as readonly string[] | undefined;
  if (zones && (zone === null || !zones.includes(zone))) {
    throw new ForbiddenError('You can only see members of your own zones');
  }
}

/** The member, locked until the transaction ends; an erased one is not found (404). */
export async function lockLiveMember(tx: Executor, memberId: number): Promise<MemberRow> {
  const member = await lockMember(tx, memberId);
  if (!member || member.erasedAt) throw new NotFoundError('Member not found');
  return member;
}
