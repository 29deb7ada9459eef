// Who is acting for a member company (decision 110): the member and the team person of the session.
// A member token without a person (one issued before teams, or the portal's own) acts as the
// account holder. Managing the team is for admins; transferring the account for the holder only.
import { TEAM_MESSAGES } from '@portico/domain/contracts/team.contract';
import type { Database } from '../../db/client';
import { ForbiddenError, UnauthorizedError } from '../../errors';
import type { Principal, TeamSeat } from '../auth';
import { findMember, type MemberRow } from '../records';
import { ensureHolder } from './team.repository';

export type Acting = { member: MemberRow; seat: TeamSeat };

export async function requireTeamSeat(db: Database, principal: Principal | null): Promise<Acting> {
  if (!principal) throw new UnauthorizedError();
  if (principal.kind !== 'member') throw new ForbiddenError();
  const member = await findMember(db, principal.memberId);
  if (!member || member.erasedAt) throw new ForbiddenError();
  if (principal.seat) return { member, seat: principal.seat };
  if (principal.personId !== undefined) throw new UnauthorizedError(); // removed meanwhile
  const holder = await ensureHolder(db, member.id);
  return {
    member,
    seat: { personId: holder.id, name: holder.name, role: 'admin', holder: true },
  };
}

export async function requireTeamAdmin(db: Database, principal: Principal | null): Promise<Acting> {
  const acting = await requireTeamSeat(db, principal);
  if (acting.seat.role !== 'admin') throw new ForbiddenError();
  return acting;
}

export async function requireHolder(db: Database, principal: Principal | null): Promise<Acting> {
  const acting = await requireTeamSeat(db, principal);
  if (!acting.seat.holder) throw new ForbiddenError(TEAM_MESSAGES.onlyHolderTransfers);
  return acting;
}
