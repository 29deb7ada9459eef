// Staff see and manage a company's team on the member record (decision 110): the list, and removing
// a person (never the account holder), audited under the staff member.
import { TEAM_MESSAGES, type TeamPerson } from '@portico/domain/contracts/team.contract';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError } from '../../errors';
import type { StaffPrincipal } from '../auth';
import { recordAudit, staffActor } from '../audit';
import { teamPeopleView } from './team-views';
import { findTeamPerson, updateTeamPerson } from './team.repository';

export function staffTeamOf(db: Database, memberId: number): Promise<TeamPerson[]> {
  return teamPeopleView(db, memberId);
}

export async function staffRemovePerson(
  deps: { db: Database; now: () => Date },
  principal: StaffPrincipal,
  memberId: number,
  personId: number,
): Promise<TeamPerson[]> {
  const person = await findTeamPerson(deps.db, memberId, personId);
  if (!person || person.status === 'removed') throw new NotFoundError(TEAM_MESSAGES.notFound);
  if (person.holder) throw new ConflictError(TEAM_MESSAGES.holderStays);
  await deps.db.transaction(async (tx) => {
    await updateTeamPerson(tx, person.id, { status: 'removed', removedAt: deps.now() });
    await recordAudit(tx, {
      actor: staffActor(principal),
      action: 'team.removed',
      entity: 'member',
      entityId: String(memberId),
      before: { person: person.name, role: person.role, status: person.status },
      after: { person: person.name, person_id: person.id, status: 'removed' },
    });
  });
  return teamPeopleView(deps.db, memberId);
}
