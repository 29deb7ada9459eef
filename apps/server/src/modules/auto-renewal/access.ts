// Who may see and change a member's auto-renewal: the member themself (their user id is their
// application's), or staff through the back office's own routes.
import type { Principal } from '../auth';
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
