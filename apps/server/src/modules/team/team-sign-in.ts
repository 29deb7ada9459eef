// Who a member sign-in is for (decision 110), once the code was right: the team person holding the
// address (an invited one becomes active: the code proved the address), else the member whose own
// record holds it, as their account holder (made now for a member who has none yet). An address of
// a person removed from that member's team signs nobody in. The login reads person, member and
// removal in its one statement (members/login.repository.ts); these take it from there.
import type { Database } from '../../db/client';
import type { TeamSeat } from '../auth';
import { recordAudit } from '../audit';
import {
  activateInvited,
  ensureHolder,
  findActiveSeat,
  type TeamPersonRow,
} from './team.repository';

export type TeamSignIn = { memberId: number; personId: number };

/** What a sign-in reads of the team person it is for. */
type SigningPerson = Pick<TeamPersonRow, 'id' | 'memberId' | 'name' | 'role' | 'status'>;

async function activate(db: Database, person: SigningPerson, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await activateInvited(tx, person.id, at);
    await recordAudit(tx, {
      actor: `member:${person.memberId}:person:${person.id}`,
      action: 'team.joined',
      entity: 'member',
      entityId: String(person.memberId),
      before: { status: 'invited' },
      after: { person: person.name, role: person.role, status: 'active' },
    });
  });
}

/** The team person the address belongs to signs in (an invited one joins the team now). */
export async function personSignIn(
  db: Database,
  person: SigningPerson,
  now: () => Date,
): Promise<TeamSignIn> {
  if (person.status === 'invited') await activate(db, person, now());
  return { memberId: person.memberId, personId: person.id };
}

/** A member found by their own record's address signs in as its account holder. */
export async function holderSignIn(db: Database, memberId: number): Promise<TeamSignIn> {
  const holder = await ensureHolder(db, memberId);
  return { memberId, personId: holder.id };
}

/** The auth plugin's reading of a member session's person, on every request. */
export async function currentTeamSeat(
  db: Database,
  memberId: number,
  personId: number,
): Promise<TeamSeat | null> {
  const seat = await findActiveSeat(db, memberId, personId);
  return seat ? { personId, ...seat } : null;
}
