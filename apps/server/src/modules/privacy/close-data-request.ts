// POST /api/staff/data-requests/:id/complete and /refuse (admin): a correction is completed once
// staff have changed the member's details on the member record (a 409 before); an erasure is
// carried out as it is completed. Either way the member is emailed through the outbox, in the
// transaction that closes the request.
import type { StaffDataRequestItem } from '@portico/domain/contracts/privacy.contract';
import { PRIVACY_MESSAGES, type DataRequestKind } from '@portico/domain/privacy';
import { ConflictError, NotFoundError } from '../../errors';
import { auditChange, staffActor } from '../audit';
import { memberRevocationId, type StaffPrincipal, TOKEN_TTL_SECONDS } from '../auth';
import { findMember, type MemberRow } from '../records';
import { dataRequestEmail, type EmailContent } from '../notifications';
import { templateSource } from '../settings';
import { deleteStoredFiles } from '../uploads';
import {
  closeDataRequest,
  findStaffDataRequest,
  isDetailsChangedSince,
  lockDataRequest,
} from './data-requests.repository';
import { staffDataRequestItem } from './data-request-view';
import { eraseMember } from './erase-member';
import type { PrivacyDeps } from './privacy-deps';

const REQUEST_WORDS: Record<DataRequestKind, string> = {
  correction: 'correction of your personal data',
  erasure: 'erasure of your personal data',
};

type Outcome = { status: 'completed' } | { status: 'refused'; reason: string };

/** The member and the email they will get, read before the transaction (the email is theirs now). */
async function prepare(deps: PrivacyDeps, id: number, outcome: Outcome) {
  const found = await findStaffDataRequest(deps.db, id);
  if (!found) throw new NotFoundError('No such request');
  if (found.request.status !== 'open') throw new ConflictError(PRIVACY_MESSAGES.requestNotOpen);
  // "We have completed your request" only once something was changed (issue #29): else refuse it.
  const isCorrection = outcome.status === 'completed' && found.request.kind === 'correction';
  if (isCorrection && !(await isDetailsChangedSince(deps.db, found.request.memberId, id))) {
    throw new ConflictError(PRIVACY_MESSAGES.nothingCorrected);
  }
  const member = await findMember(deps.db, found.request.memberId);
  if (!member) throw new NotFoundError('No such member');
  const kind =
    outcome.status === 'completed' ? 'data_request_completed_email' : 'data_request_refused_email';
  const content = await dataRequestEmail(
    {
      kind,
      memberName: member.name,
      request: REQUEST_WORDS[found.request.kind],
      ...(outcome.status === 'refused' ? { reason: outcome.reason } : {}),
    },
    await deps.brand.current(),
    await templateSource(deps.db).textOf(kind),
  );
  return { member, email: { content, kind } };
}

async function close(
  deps: PrivacyDeps,
  principal: StaffPrincipal,
  id: number,
  outcome: Outcome,
): Promise<StaffDataRequestItem> {
  const { member, email } = await prepare(deps, id, outcome);
  const at = deps.now();
  const { erased, storageKeys } = await deps.db.transaction(async (tx) => {
    const request = await lockDataRequest(tx, id);
    if (!request) throw new NotFoundError('No such request');
    if (request.status !== 'open') throw new ConflictError(PRIVACY_MESSAGES.requestNotOpen);
    const erasing = outcome.status === 'completed' && request.kind === 'erasure';
    const keys = erasing ? await eraseMember(tx, member, at, staffActor(principal)) : [];
    const reason = outcome.status === 'refused' ? outcome.reason : null;
    await closeDataRequest(tx, id, { status: outcome.status, reason, at, by: principal.staffId });
    await auditChange(tx, principal, {
      action: `data_request.${outcome.status}`,
      entity: 'data_request',
      entityId: id,
      before: { status: 'open' },
      after: { status: outcome.status, reason, ...(erasing ? { erased: true } : {}) },
    });
    // After an erasure the email still reaches them, but its stored copy names no one (decision 053).
    await deps.notifier
      .within(tx, { memberId: member.id })
      .email(member.email, email.content as EmailContent, email.kind, { eraseRecipient: erasing });
    return { erased: erasing, storageKeys: keys };
  });
  deps.notifier.kick();
  if (erased) await afterErasure(deps, member, at, storageKeys);
  const saved = await findStaffDataRequest(deps.db, id);
  if (!saved) throw new NotFoundError('No such request');
  return staffDataRequestItem(saved);
}

/** Ends the member's sessions, then deletes the files (one left behind is the upload sweep's). */
async function afterErasure(deps: PrivacyDeps, member: MemberRow, at: Date, keys: string[]) {
  const lastToken = new Date(at.getTime() + TOKEN_TTL_SECONDS.member * 1000);
  await deps.revocations.revoke(memberRevocationId(member.id), lastToken);
  await deleteStoredFiles(deps, keys, 'an erased member’s document could not be deleted');
}

export const completeDataRequest = (deps: PrivacyDeps, principal: StaffPrincipal, id: number) =>
  close(deps, principal, id, { status: 'completed' });

export const refuseDataRequest = (
  deps: PrivacyDeps,
  principal: StaffPrincipal,
  id: number,
  reason: string,
) => close(deps, principal, id, { status: 'refused', reason });
