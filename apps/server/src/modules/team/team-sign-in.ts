// Who a member sign-in is for (decision 110), once the code was right: the team person holding the
// address (an invited one becomes active: the code proved the address), else the member whose own
// record holds it, as their account holder (made now for a member who has none yet). An address of
// a person removed from that member's team signs nobody in.
import type { Database, Executor } from '../../db/client';
import type { TeamSeat } from '../auth';
import { recordAudit } from '../audit';
import { findMember, type MemberRow } from '../records';
import {
  activateInvited,
  ensureHolder,
  findActiveSeat,
  findPeopleByAddress,
  isRemovedAddress,
  type TeamPersonRow,
} from './team.repository';

export type TeamSignIn = { member: MemberRow; personId: number };

async function activate(db: Database, person: TeamPersonRow, at: Date): Promise<void> {
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

/** A team person holding the address, with their member. */
export async function findTeamSignIn(
  db: Database,
  channel: 'email' | 'sms',
  address: string,
  now: () => Date,
): Promise<TeamSignIn | null> {
  for (const person of await findPeopleByAddress(db, channel, address)) {
    const member = await findMember(db, person.memberId);
    if (!member || member.erasedAt) continue;
    if (person.status === 'invited') await activate(db, person, now());
    return { member, personId: person.id };
  }
  return null;
}

/**
 * The person a member found by their own record's address signs in as: its account holder, unless
 * the address is a removed team person's (then null: refused).
 */
export async function holderSignIn(
  db: Database,
  member: MemberRow,
  channel: 'email' | 'sms',
  address: string,
): Promise<TeamSignIn | null> {
  if (await isRemovedAddress(db, member.id, channel, address)) return null;
  const holder = await ensureHolder(db, member.id);
  return { member, personId: holder.id };
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

/** Whether a login code to the address would reach a team person (codes to others are not sent). */
export async function isTeamAddress(
  db: Executor,
  channel: 'email' | 'sms',
  address: string,
): Promise<boolean> {
  return (await findPeopleByAddress(db, channel, address)).length > 0;
}
