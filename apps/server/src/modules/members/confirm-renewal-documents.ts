// POST /api/my_details/renewal_documents: the renewal's documents confirmation, one question per
// document on record (issue #29). The documents answered 'no' come with their new files, which
// supersede the old ones; the rest are confirmed as they are. The manual flag then goes back to 0.
import type { RenewalDocumentsBody } from '@portico/domain/contracts/my-details.contract';
import { CLEAN_UPDATE_MESSAGES } from '@portico/domain/member';
import { documentFileRequired, MY_DETAILS_MESSAGES } from '@portico/domain/member-details';
import { MESSAGES } from '@portico/domain/messages';
import { BadRequestError, ConflictError, type FieldErrors } from '../../errors';
import { attachOwnDocuments } from '../applications';
import { auditChangeBy, memberActor } from '../audit';
import { teamPersonOf, type Principal } from '../auth';
import { findCurrentDocuments, lockMember, updateMember, type DocumentRow } from '../records';
import { applicationOf, needsUpdate, requireMember, type MemberAreaDeps } from './member-area-deps';

function checkAnswers(current: readonly DocumentRow[], replaced: Record<string, string>) {
  const errors: FieldErrors = {};
  for (const [field, url] of Object.entries(replaced)) {
    if (!current.some((row) => row.field === field))
      errors[field] = 'This document is not on record';
    else if (url.trim() === '') errors[field] = documentFileRequired(field);
  }
  if (Object.keys(errors).length > 0) {
    throw new BadRequestError(Object.values(errors)[0] ?? 'Invalid request', errors);
  }
}

export async function confirmRenewalDocuments(
  deps: MemberAreaDeps,
  principal: Principal | null,
  body: RenewalDocumentsBody,
) {
  const member = await requireMember(deps.db, principal);
  const applicationId = applicationOf(member);
  const replaced = body.replaced ?? {};
  let recorded = false;
  await deps.db.transaction(async (tx) => {
    // Under the member's lock: of two answers sent at once, only the first is recorded.
    const locked = await lockMember(tx, member.id);
    if (!locked || !needsUpdate(locked)) return;
    const current = await findCurrentDocuments(tx, applicationId);
    if (current.length === 0) throw new ConflictError(MESSAGES.uploadDocumentsText);
    checkAnswers(current, replaced);
    const names = () =>
      findCurrentDocuments(tx, applicationId).then((rows) =>
        Object.fromEntries(
          Object.keys(replaced).map((field) => [
            field,
            rows.find((row) => row.field === field)?.originalName ?? null,
          ]),
        ),
      );
    const before = await names();
    if (Object.keys(replaced).length > 0) {
      await attachOwnDocuments(tx, principal as Principal, applicationId, replaced);
    }
    await updateMember(tx, member.id, { manual: 0 });
    await auditChangeBy(tx, memberActor(member.id, teamPersonOf(principal)), {
      action: 'member.documents_confirmed',
      entity: 'member',
      entityId: member.id,
      before: { manual: locked.manual, ...before },
      after: { manual: 0, ...(await names()) },
    });
    recorded = true;
  });
  return {
    message: recorded
      ? MY_DETAILS_MESSAGES.documentsConfirmed
      : CLEAN_UPDATE_MESSAGES.alreadyRecorded,
    app_id: applicationId,
  };
}
