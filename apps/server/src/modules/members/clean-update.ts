// The member's correction of their details when asked to (manual 1 or 4): POST user_clean_update
// saves the corrections, POST user_clean_update/ignore confirms the documents on record as they are.
import { CLEAN_UPDATE_MESSAGES } from '@portico/domain/member';
import { MESSAGES } from '@portico/domain/messages';
import { ConflictError } from '../../errors';
import { selfUpdate } from '../applications';
import type { Principal, TokenService } from '../auth';
import {
  applicationOf,
  assertOwnUser,
  needsUpdate,
  requireMember,
  type MemberAreaDeps,
} from './member-area-deps';
import { lockMember, updateMember, type MemberRow } from '../records';
import { auditMemberFields } from './member-audit';

/** The principal a verification token proves; an expired one proves nothing (verify again). */
export async function proofOf(tokens: TokenService, body: Record<string, unknown>) {
  const token = typeof body.verification_token === 'string' ? body.verification_token : '';
  if (!token) return null;
  try {
    return (await tokens.verify(token)).principal;
  } catch {
    return null;
  }
}

/**
 * POST user_clean_update: the member corrects their details (only while asked to: manual 1 or 4),
 * the mobile number verified again; the manual flag goes back to 0 in the same transaction.
 */
export async function cleanUpdate(
  deps: MemberAreaDeps,
  principal: Principal | null,
  body: Record<string, unknown>,
  ip: string | null = null,
) {
  const member = await requireMember(deps.db, principal);
  await assertOwnUser(deps.db, member, body.id);
  if (!needsUpdate(member)) throw new ConflictError(CLEAN_UPDATE_MESSAGES.alreadyRecorded);
  const proof = await proofOf(deps.tokens, body);
  const userId = applicationOf(member);
  let before: MemberRow | undefined;
  await selfUpdate(deps, principal as Principal, userId, body, {
    proof,
    ip,
    // Checked again under the member's row lock: of two submits at once, only one is recorded.
    beforeSave: async (tx) => {
      before = await lockMember(tx, member.id);
      if (!before || !needsUpdate(before)) {
        throw new ConflictError(CLEAN_UPDATE_MESSAGES.alreadyRecorded);
      }
    },
    afterSave: async (tx, saved) => {
      const after = {
        manual: 0 as const,
        name: saved.name,
        companyName: saved.company_name,
        email: saved.email.toLowerCase(),
        mobileNumber: saved.mobile_number,
        zone: saved.zone,
      };
      await updateMember(tx, member.id, after);
      // The application's own row records its fields; this one the member record's.
      if (before) await auditMemberFields(tx, member.id, 'member.self_update', before, after);
    },
  });
  return { message: CLEAN_UPDATE_MESSAGES.updated, app_id: userId };
}

/**
 * POST user_clean_update/ignore (no body, or `{ id }` naming the member's own user id): the
 * documents on record are confirmed as they are. Only a member with a documents link has any to
 * confirm; without one the spec asks for an upload (409 'Kindly upload your documents.').
 */
export async function confirmDocuments(
  deps: Pick<MemberAreaDeps, 'db'>,
  principal: Principal | null,
  namedUserId?: unknown,
) {
  const member = await requireMember(deps.db, principal);
  await assertOwnUser(deps.db, member, namedUserId);
  const userId = applicationOf(member);
  if (needsUpdate(member)) {
    if (!member.pdfStandalone?.trim()) throw new ConflictError(MESSAGES.uploadDocumentsText);
    await deps.db.transaction(async (tx) => {
      await updateMember(tx, member.id, { manual: 0 });
      await auditMemberFields(tx, member.id, 'member.documents_confirmed', member, { manual: 0 });
    });
  }
  return { message: CLEAN_UPDATE_MESSAGES.alreadyRecorded, app_id: userId };
}
