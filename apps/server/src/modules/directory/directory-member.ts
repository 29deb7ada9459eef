// GET /api/directory/:id (public): a member's page. Contact fields follow the member's choices: a
// signed-in current member (or staff) sees what the member showed to members, anyone else only
// what they made public. A listing not shown (not opted in, hidden, lapsed) is a 404.
import type { DirectoryMember } from '@portico/domain/contracts/directory.contract';
import { NotFoundError } from '../../errors';
import { isStaff, type Principal } from '../auth';
import { isMembershipCurrent } from '../members';
import { findMemberCardDetails, findShownListing } from '../records';
import type { DirectoryDeps } from './directory-deps';
import { memberPageOf, type Viewer } from './directory-entry';
import { listServices } from './directory.repository';

export const NO_LISTING = 'This member is not in the directory.';

async function viewerOf(deps: DirectoryDeps, principal: Principal | null): Promise<Viewer> {
  if (isStaff(principal)) return 'member';
  if (principal?.kind !== 'member') return 'public';
  const details = await findMemberCardDetails(deps.db, principal.memberId);
  const current = details && isMembershipCurrent(details.member, details.expiry, deps.now());
  return current ? 'member' : 'public';
}

export async function directoryMember(
  deps: DirectoryDeps,
  principal: Principal | null,
  memberId: number,
): Promise<DirectoryMember> {
  const [row, services, viewer] = await Promise.all([
    findShownListing(deps.db, memberId, deps.now()),
    listServices(deps.db),
    viewerOf(deps, principal),
  ]);
  if (!row) throw new NotFoundError(NO_LISTING);
  return memberPageOf(row, services, viewer, await deps.verifyPathOf(memberId));
}
