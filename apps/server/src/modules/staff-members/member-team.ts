// A company's team on the office's member record (decision 110): every staff role that sees the
// record sees the team; admin and office remove a person (audited), and approve or refuse a
// holder's transfer request (decision 118). A zone manager reaches only the members of their zones,
// as for the record itself.
import type { StaffTeam, StaffTransferRefusal } from '@portico/domain/contracts/team.contract';
import type { Database } from '../../db/client';
import { NotFoundError } from '../../errors';
import type { StaffPrincipal } from '../auth';
import { findMember } from '../records';
import {
  staffApproveTransfer,
  staffRefuseTransfer,
  staffOpenTransfers,
  staffRemovePerson,
  staffTeamOf,
  type StaffTransferDeps,
} from '../team';
import { assertMemberInReach } from './member-access';

async function reachMember(db: Database, principal: StaffPrincipal, memberId: number) {
  const member = await findMember(db, memberId);
  if (!member) throw new NotFoundError('Member not found');
  assertMemberInReach(principal, member.zone);
  return member;
}

export async function readMemberTeam(
  db: Database,
  principal: StaffPrincipal,
  memberId: number,
): Promise<StaffTeam> {
  return staffTeamOf(db, await reachMember(db, principal, memberId));
}

export async function removeTeamPerson(
  deps: { db: Database; now: () => Date },
  principal: StaffPrincipal,
  memberId: number,
  personId: number,
): Promise<StaffTeam> {
  await reachMember(deps.db, principal, memberId);
  return staffRemovePerson(deps, principal, memberId, personId);
}

export async function approveTransfer(
  deps: StaffTransferDeps,
  principal: StaffPrincipal,
  memberId: number,
  requestId: number,
): Promise<StaffTeam> {
  await reachMember(deps.db, principal, memberId);
  return staffApproveTransfer(deps, principal, memberId, requestId);
}

export async function refuseTransfer(
  deps: StaffTransferDeps,
  principal: StaffPrincipal,
  memberId: number,
  refusal: StaffTransferRefusal,
): Promise<StaffTeam> {
  const member = await reachMember(deps.db, principal, memberId);
  return staffRefuseTransfer(deps, principal, member, refusal);
}

/** Every open transfer request, for the staff who decide them (admin and office see every zone). */
export function openTransfers(db: Database) {
  return staffOpenTransfers(db);
}
