// Who may see a member's record: every staff role, except that a zone manager without a wider role
// sees only the members of their own zones (as the review queue, staff-queue's zoneLimit).
import { ForbiddenError } from '../../errors';
import type { StaffPrincipal } from '../auth';
import { zoneLimit } from '../staff-queue';

export function assertMemberInReach(principal: StaffPrincipal, zone: string | null): void {
  const zones = zoneLimit(principal) as readonly string[] | undefined;
  if (zones && (zone === null || !zones.includes(zone))) {
    throw new ForbiddenError('You can only see members of your own zones');
  }
}
