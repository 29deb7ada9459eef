// Staff see and manage a company's team on the member record (decision 110): the list with any open
// transfer request (decision 118), and removing a person (never the account holder), audited under
// the staff member; a removal cancels an open transfer request naming the person.
import { TEAM_MESSAGES, type StaffTeam } from '@portico/domain/contracts/team.contract';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError } from '../../errors';
import type { StaffPrincipal } from '../auth';
import { recordAudit, staffActor } from '../audit';
import { staffTeamView } from './team-views';
import { cancelTransferNaming } from './transfer-steps';
import type { MemberRow } from '../records';
import { ensureHolder, findTeamPerson, updateTeamPerson } from './team.repository';

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
  const person = await findTeamPerson(deps.db, memberId, personId);
  if (!person || person.status === 'removed') throw new NotFoundError(TEAM_MESSAGES.notFound);
  if (person.holder) throw new ConflictError(TEAM_MESSAGES.holderStays);
  await deps.db.transaction(async (tx) => {
    await updateTeamPerson(tx, person.id, { status: 'removed', removedAt: deps.now() });
    await cancelTransferNaming(tx, memberId, person.id, {
      actor: staffActor(principal),
      reason: `${person.name} was removed from the team`,
      at: deps.now(),
    });
    await recordAudit(tx, {
      actor: staffActor(principal),
      action: 'team.removed',
      entity: 'member',
      entityId: String(memberId),
      before: { person: person.name, role: person.role, status: person.status },
      after: { person: person.name, person_id: person.id, status: 'removed' },
    });
  });
  return staffTeamView(deps.db, memberId);
}
