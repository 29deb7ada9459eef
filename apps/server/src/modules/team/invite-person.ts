// An admin of a company's team invites a person (decision 110): the person is written as invited
// and their invitation (an email, a text, or both: team-invitation.ts) is queued in one transaction
// (the outbox sends nothing of a rolled-back invitation). The invitee signs in at the ordinary
// member sign-in with a one-time code, which proves the address and makes them active.
import {
  TEAM_MESSAGES,
  type TeamInvitation,
  type TeamView,
} from '@portico/domain/contracts/team.contract';
import { BadRequestError, ConflictError } from '../../errors';
import { uniqueViolation } from '../../lib/db-errors';
import type { Principal } from '../auth';
import { memberActor, recordAudit } from '../audit';
import type { TeamDeps } from './team-deps';
import { requireTeamAdmin } from './team-access';
import { sendInvitation } from './team-invitation';
import { teamView } from './team-views';
import { countTeam, insertTeamPerson, isAddressInTeam, MAX_TEAM_SIZE } from './team.repository';

function alreadyInTeam(contact: { email: string | null }): BadRequestError {
  const field = contact.email ? 'email' : 'mobile';
  return new BadRequestError(TEAM_MESSAGES.alreadyInTeam, { [field]: TEAM_MESSAGES.alreadyInTeam });
}

export async function invitePerson(
  deps: TeamDeps,
  principal: Principal | null,
  input: TeamInvitation,
): Promise<TeamView> {
  const acting = await requireTeamAdmin(deps.db, principal);
  const { member, seat } = acting;
  const contact = { email: input.email || null, mobile: input.mobile || null };
  if (await isAddressInTeam(deps.db, member.id, contact)) throw alreadyInTeam(contact);
  if ((await countTeam(deps.db, member.id)) >= MAX_TEAM_SIZE) {
    throw new ConflictError(`A team has at most ${MAX_TEAM_SIZE} people`);
  }
  // Read before the transaction: on PGlite a read through the pool would wait for it.
  const brand = await deps.brand.current();
  try {
    await deps.db.transaction(async (tx) => {
      const person = await insertTeamPerson(tx, {
        memberId: member.id,
        name: input.name,
        ...contact,
        role: input.role,
        status: 'invited',
        invitedBy: seat.personId,
      });
      await recordAudit(tx, {
        actor: memberActor(member.id, seat.personId),
        action: 'team.invited',
        entity: 'member',
        entityId: String(member.id),
        before: null,
        after: { person: person.name, role: person.role, person_id: person.id },
      });
      await sendInvitation(deps, tx, { acting, person, brand });
    });
  } catch (error) {
    // Another admin invited the same address a moment ago.
    if (uniqueViolation(error) !== undefined) throw alreadyInTeam(contact);
    throw error;
  }
  deps.notifier.kick();
  return teamView(deps.db, acting);
}
