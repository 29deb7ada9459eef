// An admin removes a person or changes their role; the account holder transfers the account to an
// active team member (decision 110: no staff approval by default; a setting may ask for it later).
// Each change is audited under the person who made it, and counts at once: every request reads the
// person's role and status again.
import { TEAM_MESSAGES, type TeamView } from '@portico/domain/contracts/team.contract';
import type { TeamRole } from '@portico/domain/team';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import type { Principal } from '../auth';
import { memberActor, recordAudit } from '../audit';
import { lockMember } from '../records';
import type { TeamDeps } from './team-deps';
import { requireHolder, requireTeamAdmin } from './team-access';
import { teamView } from './team-views';
import {
  findHolder,
  findTeamPerson,
  updateTeamPerson,
  type TeamPersonRow,
} from './team.repository';

async function personOfTeam(
  deps: TeamDeps,
  memberId: number,
  personId: number,
): Promise<TeamPersonRow> {
  const person = await findTeamPerson(deps.db, memberId, personId);
  if (!person || person.status === 'removed') throw new NotFoundError(TEAM_MESSAGES.notFound);
  return person;
}

export async function removePerson(
  deps: TeamDeps,
  principal: Principal | null,
  personId: number,
): Promise<TeamView> {
  const acting = await requireTeamAdmin(deps.db, principal);
  const { member, seat } = acting;
  const person = await personOfTeam(deps, member.id, personId);
  if (person.holder) throw new ConflictError(TEAM_MESSAGES.holderStays);
  if (person.id === seat.personId) throw new ConflictError(TEAM_MESSAGES.notYourself);
  await deps.db.transaction(async (tx) => {
    await updateTeamPerson(tx, person.id, { status: 'removed', removedAt: deps.now() });
    await recordAudit(tx, {
      actor: memberActor(member.id, seat.personId),
      action: 'team.removed',
      entity: 'member',
      entityId: String(member.id),
      before: { person: person.name, role: person.role, status: person.status },
      after: { person: person.name, person_id: person.id, status: 'removed' },
    });
  });
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
  const person = await personOfTeam(deps, member.id, personId);
  if (person.holder) throw new ConflictError('The account holder is always an admin');
  if (person.id === seat.personId) throw new ConflictError('You cannot change your own role');
  if (person.role === role) return teamView(deps.db, acting);
  await deps.db.transaction(async (tx) => {
    await updateTeamPerson(tx, person.id, { role });
    await recordAudit(tx, {
      actor: memberActor(member.id, seat.personId),
      action: 'team.role_changed',
      entity: 'member',
      entityId: String(member.id),
      before: { person: person.name, role: person.role },
      after: { person: person.name, person_id: person.id, role },
    });
  });
  return teamView(deps.db, acting);
}

/**
 * The holder hands the account to an active team member, who becomes the holder (an admin); the
 * former holder stays in the team as an admin. The member's record (the company, its GSTIN and
 * address, the invoices' buyer) does not change.
 */
export async function transferHolding(
  deps: TeamDeps,
  principal: Principal | null,
  personId: number,
): Promise<TeamView> {
  const acting = await requireHolder(deps.db, principal);
  const { member, seat } = acting;
  const target = await findTeamPerson(deps.db, member.id, personId);
  if (!target || target.status !== 'active' || target.holder) {
    throw new ConflictError(TEAM_MESSAGES.transferToActive);
  }
  await deps.db.transaction(async (tx) => {
    await lockMember(tx, member.id);
    // A transfer that raced this one moved the account already.
    if ((await findHolder(tx, member.id))?.id !== seat.personId) {
      throw new ForbiddenError(TEAM_MESSAGES.onlyHolderTransfers);
    }
    // The former holder first: one holder per member at every moment (a unique index).
    await updateTeamPerson(tx, seat.personId, { holder: false });
    await updateTeamPerson(tx, target.id, { holder: true, role: 'admin' });
    await recordAudit(tx, {
      actor: memberActor(member.id, seat.personId),
      action: 'team.transferred',
      entity: 'member',
      entityId: String(member.id),
      before: { holder: seat.name, holder_id: seat.personId },
      after: { holder: target.name, holder_id: target.id },
    });
  });
  return teamView(deps.db, { member, seat: { ...seat, holder: false } });
}
