// Staff see and manage a company's team on the member record (decision 110): the list with any open
// transfer request (decision 118), and removing a person (never the account holder), audited under
// the staff member; a removal cancels an open transfer request naming the person.
import { TEAM_MESSAGES, type StaffTeam } from '@portico/domain/contracts/team.contract';
import type { Database } from '../../db/client';
import { ConflictError } from '../../errors';
import type { StaffPrincipal } from '../auth';
import { staffActor } from '../audit';
import { staffTeamView } from './team-views';
import type { MemberRow } from '../records';
import { personOfTeam, removeFromTeam } from './team-person';
import { ensureHolder } from './team.repository';

/** The team; a member who has not signed in since joining is shown with their holder already. */
export async function staffTeamOf(db: Database, member: MemberRow): Promise<StaffTeam> {
  if (!member.erasedAt) await ensureHolder(db, member.id);
  return staffTeamView(db, member.id);
}

export async function staffRemovePerson(
  deps: { db: Database; now: () => Date },
  principal: StaffPrincipal,
  memberId: number,
  personId: number,
): Promise<StaffTeam> {
  const person = await personOfTeam(deps.db, memberId, personId);
  if (person.holder) throw new ConflictError(TEAM_MESSAGES.holderStays);
  await deps.db.transaction((tx) =>
    removeFromTeam(tx, memberId, person, staffActor(principal), deps.now),
  );
  return staffTeamView(deps.db, memberId);
}
