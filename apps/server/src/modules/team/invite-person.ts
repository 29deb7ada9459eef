// An admin of a company's team invites a person (decision 110): the person is written as invited
// and, when they have an email address, an email tells them where to sign in, in one transaction
// (the outbox sends nothing of a rolled-back invitation). The email carries no code and no secret:
// the invitee signs in at the ordinary member sign-in with a one-time code, which proves the address
// and makes them active. Staff reading the message in Messages can sign nobody in.
import {
  TEAM_MESSAGES,
  type TeamInvitation,
  type TeamView,
} from '@portico/domain/contracts/team.contract';
import { TEAM_ROLE_LABELS } from '@portico/domain/team';
import { buildEmail } from '../../lib/email/build-email';
import type { EmailBrand } from '../../lib/email/email-brand';
import { BadRequestError, ConflictError } from '../../errors';
import { uniqueViolation } from '../../lib/db-errors';
import type { Principal } from '../auth';
import { memberActor, recordAudit } from '../audit';
import type { TeamDeps } from './team-deps';
import { requireTeamAdmin, type Acting } from './team-access';
import { teamView } from './team-views';
import {
  countTeam,
  insertTeamPerson,
  isAddressInTeam,
  MAX_TEAM_SIZE,
  type TeamPersonRow,
} from './team.repository';
import type { Executor } from '../../db/client';

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

async function sendInvitation(
  deps: TeamDeps,
  tx: Executor,
  { acting, person, brand }: { acting: Acting; person: TeamPersonRow; brand: EmailBrand },
): Promise<void> {
  const { member, seat } = acting;
  // By mobile only: the person signs in with their number (its code comes by WhatsApp or SMS);
  // a text invitation waits for a message template of its own (see docs/company-accounts.md).
  if (!person.email) return;
  const email = await buildEmail(
    'team_invitation',
    {
      person_name: person.name,
      inviter_name: seat.name,
      company_name: member.companyName,
      role: TEAM_ROLE_LABELS[person.role].toLowerCase(),
      email: person.email,
      sign_in_url: `${brand.publicUrl}/login`,
    },
    brand,
  );
  await deps.notifier
    .within(tx, { memberId: member.id })
    .email(person.email, email, 'team_invitation_email');
}
