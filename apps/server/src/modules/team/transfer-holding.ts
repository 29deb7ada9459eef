// The account holder transfers the account to an active team member (decision 110). Where the
// association approves transfers (decision 118), the transfer becomes a request the office approves
// or refuses on the member record; the holder can withdraw it meanwhile.
import { TEAM_MESSAGES, type TeamView } from '@portico/domain/contracts/team.contract';
import { ConflictError, ForbiddenError } from '../../errors';
import { uniqueViolation } from '../../lib/db-errors';
import type { Principal } from '../auth';
import { memberActor, recordAudit } from '../audit';
import { lockMember } from '../records';
import type { TeamDeps } from './team-deps';
import { requireHolder, type Acting } from './team-access';
import { teamView } from './team-views';
import { findHolder, findTeamPerson, type TeamPersonRow } from './team.repository';
import {
  findOpenTransfer,
  insertTransfer,
  lockOpenTransfer,
  readTransfersNeedApproval,
  closeTransfer,
} from './transfer.repository';
import { emailOfficeOfRequest } from './transfer-emails';
import { cancelTransfer, moveHolding, transferNames } from './transfer-steps';
import type { Executor } from '../../db/client';

export type TransferOutcome = { team: TeamView; requested: boolean };

/** Inside the transaction: the caller is still the holder (a transfer that raced this one moved it). */
async function assertStillHolder(tx: Executor, acting: Acting): Promise<void> {
  await lockMember(tx, acting.member.id);
  if ((await findHolder(tx, acting.member.id))?.id !== acting.seat.personId) {
    throw new ForbiddenError(TEAM_MESSAGES.onlyHolderTransfers);
  }
}

/**
 * The holder hands the account to an active team member, who becomes the holder (an admin); the
 * former holder stays in the team as an admin. The member's record (the company, its GSTIN and
 * address, the invoices' buyer) does not change. An open request it overtakes is cancelled.
 */
async function transferNow(deps: TeamDeps, acting: Acting, target: TeamPersonRow) {
  const { member, seat } = acting;
  const actor = memberActor(member.id, seat.personId);
  await deps.db.transaction(async (tx) => {
    await assertStillHolder(tx, acting);
    const open = await lockOpenTransfer(tx, member.id);
    if (open) {
      await cancelTransfer(tx, open, {
        actor,
        reason: 'the account was transferred',
        at: deps.now(),
      });
    }
    await moveHolding(tx, seat.personId, target.id);
    await recordAudit(tx, {
      actor,
      action: 'team.transferred',
      entity: 'member',
      entityId: String(member.id),
      before: { holder: seat.name, holder_id: seat.personId },
      after: { holder: target.name, holder_id: target.id },
    });
  });
  return teamView(deps.db, { member, seat: { ...seat, holder: false } });
}

async function requestTransfer(deps: TeamDeps, acting: Acting, target: TeamPersonRow) {
  const { member, seat } = acting;
  if (await findOpenTransfer(deps.db, member.id)) {
    throw new ConflictError(TEAM_MESSAGES.transferPending);
  }
  // Read before the transaction: on PGlite a read through the pool would wait for it.
  const brand = await deps.brand.current();
  try {
    await deps.db.transaction(async (tx) => {
      await assertStillHolder(tx, acting);
      const request = await insertTransfer(tx, {
        memberId: member.id,
        fromPersonId: seat.personId,
        toPersonId: target.id,
      });
      const names = await transferNames(tx, request);
      await recordAudit(tx, {
        actor: memberActor(member.id, seat.personId),
        action: 'team.transfer_requested',
        entity: 'member',
        entityId: String(member.id),
        before: null,
        after: { status: 'open', ...names },
      });
      // The office decides: it hears of the request where it looks for work, its inbox.
      await emailOfficeOfRequest(deps.notifier, tx, { member, names, brand });
    });
  } catch (error) {
    // A second request made at the same moment (one open request per member, a unique index).
    if (uniqueViolation(error) !== undefined)
      throw new ConflictError(TEAM_MESSAGES.transferPending);
    throw error;
  }
  deps.notifier.kick();
  return teamView(deps.db, acting);
}

export async function transferHolding(
  deps: TeamDeps,
  principal: Principal | null,
  personId: number,
): Promise<TransferOutcome> {
  const acting = await requireHolder(deps.db, principal);
  const target = await findTeamPerson(deps.db, acting.member.id, personId);
  if (!target || target.status !== 'active' || target.holder) {
    throw new ConflictError(TEAM_MESSAGES.transferToActive);
  }
  if (await readTransfersNeedApproval(deps.db)) {
    return { team: await requestTransfer(deps, acting, target), requested: true };
  }
  return { team: await transferNow(deps, acting, target), requested: false };
}

/** The holder takes back their open request before the office decides. */
export async function withdrawTransfer(
  deps: TeamDeps,
  principal: Principal | null,
): Promise<TeamView> {
  const acting = await requireHolder(deps.db, principal);
  const { member, seat } = acting;
  await deps.db.transaction(async (tx) => {
    const open = await lockOpenTransfer(tx, member.id);
    if (!open) throw new ConflictError(TEAM_MESSAGES.noOpenTransfer);
    const names = await transferNames(tx, open);
    await closeTransfer(tx, open.id, { status: 'withdrawn', at: deps.now() });
    await recordAudit(tx, {
      actor: memberActor(member.id, seat.personId),
      action: 'team.transfer_withdrawn',
      entity: 'member',
      entityId: String(member.id),
      before: { status: 'open', ...names },
      after: { status: 'withdrawn', new_holder: names.new_holder },
    });
  });
  return teamView(deps.db, acting);
}
