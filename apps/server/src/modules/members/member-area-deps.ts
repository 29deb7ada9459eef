// The member area (decision 014): the plan status, the user details the web app keeps, the self-
// update and its documents confirmation, and the public membership check, one file per operation,
// each called by its route with what they are given here. And the checks they share: the signed-in
// member, the user id they name, the application that is theirs.
import { MANUAL_UPDATE_VALUES } from '@portico/domain/constants';
import { parseRecordId } from '@portico/domain/record-id';
import type { Database } from '../../db/client';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../errors';
import type { Principal, TokenService } from '../auth';
import type { ApplicationCatalog } from '../applications';
import type { AssociationSource } from '../settings';
import { findMember, findMemberOfUser, type MemberRow } from '../records';

export type MemberAreaDeps = {
  db: Database;
  tokens: TokenService;
  /** The categories and states the self-update checks the details against (the applications' saves). */
  catalog: ApplicationCatalog;
  now: () => Date;
  /** The association now: the plan status shows the renewal at its current GST rate. */
  association: AssociationSource;
};

/** The signed-in member (401 without a token, 403 for anyone but a member). */
export async function requireMember(db: Database, principal: Principal | null): Promise<MemberRow> {
  if (!principal) throw new UnauthorizedError();
  if (principal.kind !== 'member') throw new ForbiddenError();
  const member = await findMember(db, principal.memberId);
  if (!member) throw new ForbiddenError();
  return member;
}

/** Whether the member is asked to correct their details (manual 1 or 4). */
export const needsUpdate = (member: MemberRow) =>
  (MANUAL_UPDATE_VALUES as readonly number[]).includes(member.manual);

/**
 * A user id the request names (the self-update's `id`) must be the member's own: another member's
 * is a 403, not a silent change of the caller's own record, and so is one no record can have.
 */
export async function assertOwnUser(
  db: Database,
  member: MemberRow,
  named: unknown,
): Promise<void> {
  if (named === undefined || named === null || named === '') return;
  const userId = parseRecordId(String(named));
  const owner = userId === null ? undefined : await findMemberOfUser(db, userId);
  if (owner?.id !== member.id) throw new ForbiddenError();
}

/** The member's own application (the user id), or 404. */
export function applicationOf(member: MemberRow): number {
  if (member.applicationId === null) throw new NotFoundError('No application found');
  return member.applicationId;
}
