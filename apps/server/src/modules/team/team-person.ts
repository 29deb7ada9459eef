// A person of a member's team as an admin of the company or staff on the member record find and
// remove them (decision 110): the same lookup and the same removal, audited under whoever acts.
import { TEAM_MESSAGES } from '@portico/domain/contracts/team.contract';
import type { Database, Executor } from '../../db/client';
import { NotFoundError } from '../../errors';
import { recordAudit } from '../audit';
import { findTeamPerson, updateTeamPerson, type TeamPersonRow } from './team.repository';
import { cancelTransferNaming } from './transfer-steps';

/** The member's team person, or 404 (a removed person is gone from the team). */
export async function personOfTeam(
  db: Database,
  memberId: number,
  personId: number,
): Promise<TeamPersonRow> {
  const person = await findTeamPerson(db, memberId, personId);
  if (!person || person.status === 'removed') throw new NotFoundError(TEAM_MESSAGES.notFound);
  return person;
}

/**
 * In the caller's transaction: the person is removed, an open transfer request naming them is
 * cancelled (decision 118), and the removal is audited under `actor`.
 */
export async function removeFromTeam(
  tx: Executor,
  memberId: number,
  person: TeamPersonRow,
  actor: string,
  now: () => Date,
): Promise<void> {
  await updateTeamPerson(tx, person.id, { status: 'removed', removedAt: now() });
  await cancelTransferNaming(tx, memberId, person.id, {
    actor,
    reason: `${person.name} was removed from the team`,
    at: now(),
  });
  await recordAudit(tx, {
    actor,
    action: 'team.removed',
    entity: 'member',
    entityId: String(memberId),
    before: { person: person.name, role: person.role, status: person.status },
    after: { person: person.name, person_id: person.id, status: 'removed' },
  });
}
