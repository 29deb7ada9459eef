// What a transfer and its request share (decisions 110 and 118): moving the holding, and closing an
// open request that a change of the team made stale, each audited in the caller's transaction.
import type { Executor } from '../../db/client';
import { recordAudit } from '../audit';
import { namesOf, updateTeamPerson } from './team.repository';
import { closeTransfer, openTransferNaming, type TransferRow } from './transfer.repository';

/** The former holder first: one holder per member at every moment (a unique index). */
export async function moveHolding(tx: Executor, fromId: number, toId: number): Promise<void> {
  await updateTeamPerson(tx, fromId, { holder: false });
  await updateTeamPerson(tx, toId, { holder: true, role: 'admin' });
}

/** The request's two people by name, for the audit row and the views. */
export async function transferNames(tx: Executor, request: TransferRow) {
  const names = await namesOf(tx, [request.fromPersonId, request.toPersonId]);
  return {
    holder: names.get(request.fromPersonId) ?? '',
    holder_id: request.fromPersonId,
    new_holder: names.get(request.toPersonId) ?? '',
    new_holder_id: request.toPersonId,
  };
}

export type CancelCause = { actor: string; reason: string; at: Date };

export async function cancelTransfer(
  tx: Executor,
  request: TransferRow,
  cause: CancelCause,
): Promise<void> {
  const names = await transferNames(tx, request);
  await closeTransfer(tx, request.id, { status: 'cancelled', reason: cause.reason, at: cause.at });
  await recordAudit(tx, {
    actor: cause.actor,
    action: 'team.transfer_cancelled',
    entity: 'member',
    entityId: String(request.memberId),
    before: { status: 'open', ...names },
    after: { status: 'cancelled', new_holder: names.new_holder, reason: cause.reason },
  });
}

/** A person of an open request was removed or changed role: the request no longer stands. */
export async function cancelTransferNaming(
  tx: Executor,
  memberId: number,
  personId: number,
  cause: CancelCause,
): Promise<void> {
  const request = await openTransferNaming(tx, memberId, personId);
  if (request) await cancelTransfer(tx, request, cause);
}
