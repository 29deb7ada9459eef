// An admin removes a person or changes their role (decision 110; the transfer is transfer-holding.ts).
// Each change is audited under the person who made it, and counts at once: every request reads the
// person's role and status again. An open transfer request naming the person is cancelled (118).
import { TEAM_MESSAGES, type TeamView } from '@portico/domain/contracts/team.contract';
import type { TeamRole } from '@portico/domain/team';
import { ConflictError } from '../../errors';
import type { Principal } from '../auth';
import { memberActor, recordAudit } from '../audit';
import type { TeamDeps } from './team-deps';
import { requireTeamAdmin } from './team-access';
import { teamView } from './team-views';
import { personOfTeam, removeFromTeam } from './team-person';
import { updateTeamPerson } from './team.repository';
import { cancelTransferNaming } from './transfer-steps';

export async function removePerson(
  deps: TeamDeps,
  principal: Principal | null,
  personId: number,
): Promise<TeamView> {
  const acting = await requireTeamAdmin(deps.db, principal);
  const { member, seat } = acting;
  const person = await personOfTeam(deps.db, member.id, personId);
  if (person.holder) throw new ConflictError(TEAM_MESSAGES.holderStays);
  if (person.id === seat.personId) throw new ConflictError(TEAM_MESSAGES.notYourself);
  const actor = memberActor(member.id, seat.personId);
  await deps.db.transaction((tx) => removeFromTeam(tx, member.id, person, actor, deps.now));
  return teamView(deps.db, acting);
}

export async function changeRole(
  deps: TeamDeps,
  principal: Principal | null,
  personId: number,
  role: TeamRole,
): Promise<TeamView> {
  const acting = await requireTeamAdmin(deps.db, principal);
  const { member, seat } = acting;
  const person = await personOfTeam(deps.db, member.id, personId);
  if (person.holder) throw new ConflictError('The account holder is always an admin');
  if (person.id === seat.personId) throw new ConflictError('You cannot change your own role');
  if (person.role === role) return teamView(deps.db, acting);
  const actor = memberActor(member.id, seat.personId);
  await deps.db.transaction(async (tx) => {
    await updateTeamPerson(tx, person.id, { role });
    await cancelTransferNaming(tx, member.id, person.id, {
      actor,
      reason: `the role of ${person.name} changed`,
      at: deps.now(),
    });
    await recordAudit(tx, {
      actor,
      action: 'team.role_changed',
      entity: 'member',
      entityId: String(member.id),
      before: { person: person.name, role: person.role },
      after: { person: person.name, person_id: person.id, role },
    });
  });
  return teamView(deps.db, acting);
}
