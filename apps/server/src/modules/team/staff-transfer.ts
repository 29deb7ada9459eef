// The office approves or refuses a holder's transfer request on the member record (decision 118).
// Approving checks the request again in the transaction that performs the transfer: the holder who
// asked must still hold the account and the new holder must still be an active team member, else
// the request is cancelled; the holder is emailed the approval. Refusing records the reason and
// emails it to the holder.
import {
  TEAM_MESSAGES,
  type StaffTeam,
  type StaffTransferRefusal,
} from '@portico/domain/contracts/team.contract';
import type { Database, Executor } from '../../db/client';
import { ConflictError } from '../../errors';
import { buildEmail } from '../../lib/email/build-email';
import type { StaffPrincipal } from '../auth';
import { recordAudit, staffActor } from '../audit';
import type { BrandSource, Notifier } from '../notifications';
import { lockMember, type MemberRow } from '../records';
import { staffTeamView } from './team-views';
import { findHolder, findTeamPerson } from './team.repository';
import { closeTransfer, lockOpenTransfer, type TransferRow } from './transfer.repository';
import { emailHolderOfApproval } from './transfer-emails';
import { cancelTransfer, moveHolding, transferNames } from './transfer-steps';

export type StaffTransferDeps = {
  db: Database;
  now: () => Date;
  notifier: Notifier;
  brand: BrandSource;
};

/** The member's open request, if it is the one the staff member saw (a newer one is not approved). */
async function lockRequest(tx: Executor, memberId: number, requestId: number) {
  const member = await lockMember(tx, memberId);
  const open = await lockOpenTransfer(tx, memberId);
  if (!member || !open || open.id !== requestId) {
    throw new ConflictError(TEAM_MESSAGES.noOpenTransfer);
  }
  return { open, member };
}

async function standsStill(tx: Executor, request: TransferRow): Promise<boolean> {
  const holder = await findHolder(tx, request.memberId);
  const target = await findTeamPerson(tx, request.memberId, request.toPersonId);
  return (
    holder?.id === request.fromPersonId &&
    target !== undefined &&
    target.status === 'active' &&
    !target.holder
  );
}

export async function staffApproveTransfer(
  deps: StaffTransferDeps,
  principal: StaffPrincipal,
  memberId: number,
  requestId: number,
): Promise<StaffTeam> {
  const actor = staffActor(principal);
  const at = deps.now();
  // Read before the transaction: on PGlite a read through the pool would wait for it.
  const brand = await deps.brand.current();
  const outcome = await deps.db.transaction(async (tx) => {
    const { open: request, member } = await lockRequest(tx, memberId, requestId);
    if (!(await standsStill(tx, request))) {
      await cancelTransfer(tx, request, { actor, reason: 'the team changed before approval', at });
      return 'stale' as const;
    }
    const names = await transferNames(tx, request);
    await closeTransfer(tx, request.id, { status: 'approved', decidedBy: principal.staffId, at });
    await moveHolding(tx, request.fromPersonId, request.toPersonId);
    await recordAudit(tx, {
      actor,
      action: 'team.transfer_approved',
      entity: 'member',
      entityId: String(memberId),
      before: { holder: names.holder, holder_id: names.holder_id },
      after: { holder: names.new_holder, holder_id: names.new_holder_id },
    });
    await emailHolderOfApproval(deps.notifier, tx, { member, names, brand, request });
    return 'approved' as const;
  });
  // Thrown after the commit: the stale request stays cancelled.
  if (outcome === 'stale') throw new ConflictError(TEAM_MESSAGES.transferStale);
  deps.notifier.kick();
  return staffTeamView(deps.db, memberId);
}

export async function staffRefuseTransfer(
  deps: StaffTransferDeps,
  principal: StaffPrincipal,
  member: MemberRow,
  refusal: StaffTransferRefusal,
): Promise<StaffTeam> {
  // Read before the transaction: on PGlite a read through the pool would wait for it.
  const brand = await deps.brand.current();
  await deps.db.transaction(async (tx) => {
    const { open: request } = await lockRequest(tx, member.id, refusal.request_id);
    const names = await transferNames(tx, request);
    await closeTransfer(tx, request.id, {
      status: 'refused',
      reason: refusal.reason,
      decidedBy: principal.staffId,
      at: deps.now(),
    });
    await recordAudit(tx, {
      actor: staffActor(principal),
      action: 'team.transfer_refused',
      entity: 'member',
      entityId: String(member.id),
      before: { status: 'open', ...names },
      after: { status: 'refused', new_holder: names.new_holder, reason: refusal.reason },
    });
    const holder = await findTeamPerson(tx, member.id, request.fromPersonId);
    const to = holder?.email ?? member.email;
    const email = await buildEmail(
      'team_transfer_refused',
      {
        person_name: names.holder,
        new_holder_name: names.new_holder,
        company_name: member.companyName,
        reason: refusal.reason,
        team_url: `${brand.publicUrl}/app/team`,
      },
      brand,
    );
    await deps.notifier
      .within(tx, { memberId: member.id })
      .email(to, email, 'team_transfer_refused');
  });
  deps.notifier.kick();
  return staffTeamView(deps.db, member.id);
}
