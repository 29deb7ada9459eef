// POST /api/staff/applications/:id/erase (admin, decision 048): the erasure of an applicant who never
// became a member, asked for by email or in person (they have no member area to ask from). Only an
// application that is no longer in review and was never paid: a member's data is erased through
// their own request, which keeps the invoices. Masks what a member's erasure masks, deletes the
// documents (files once committed) and redacts the audit rows; the applicant's sessions stop working
// since their contacts no longer match the application.
import { and, eq } from 'drizzle-orm';
import { PRIVACY_MESSAGES } from '@portico/domain/privacy';
import type { Executor } from '../../db/client';
import { applications, planHistory } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../errors';
import { recordAudit, redactAuditOf, staffActor } from '../audit';
import type { StaffPrincipal } from '../auth';
import { deleteStoredFiles } from '../uploads';
import {
  applicantActorsOf,
  contactsOf,
  deleteCodesTo,
  deleteDocumentRows,
  maskApplications,
  maskMessages,
} from './erasure.repository';
import type { PrivacyDeps } from './privacy-deps';
import { lapsedApplication } from './retention.repository';

export type ApplicationErasure = { documents_deleted: number; audit_redacted: number };

async function lockErasable(tx: Executor, id: number): Promise<void> {
  const [row] = await tx
    .select({ erasedAt: applications.erasedAt, memberId: applications.memberId })
    .from(applications)
    .where(eq(applications.id, id))
    .for('update');
  if (!row) throw new NotFoundError('No such application');
  if (row.erasedAt) throw new ConflictError(PRIVACY_MESSAGES.applicationAlreadyErased);
  if (row.memberId !== null) throw new ConflictError(PRIVACY_MESSAGES.applicationOfMember);
  const [lapsed] = await tx
    .select({ id: applications.id })
    .from(applications)
    .leftJoin(planHistory, eq(planHistory.applicationId, applications.id))
    .where(and(eq(applications.id, id), lapsedApplication(tx)));
  if (!lapsed) throw new ConflictError(PRIVACY_MESSAGES.applicationInReview);
}

export async function eraseApplication(
  deps: PrivacyDeps,
  principal: StaffPrincipal,
  id: number,
  reason: string,
): Promise<ApplicationErasure> {
  const at = deps.now();
  const { erasure, storageKeys } = await deps.db.transaction(async (tx) => {
    await lockErasable(tx, id);
    const applicantActors = await applicantActorsOf(tx, [id], null);
    const contacts = await contactsOf(tx, [id], null);
    const outboxIds = await maskMessages(tx, null, [id], contacts, at);
    await deleteCodesTo(tx, contacts);
    await maskApplications(tx, [id], at);
    const keys = await deleteDocumentRows(tx, [id]);
    const redacted = await redactAuditOf(
      tx,
      { memberId: null, applicationIds: [id], outboxIds, dataRequestIds: [], applicantActors },
      at,
    );
    const erasure = { documents_deleted: keys.length, audit_redacted: redacted };
    await recordAudit(tx, {
      actor: staffActor(principal),
      action: 'application.erased',
      entity: 'application',
      entityId: String(id),
      before: null,
      after: { ...erasure, reason },
    });
    return { erasure, storageKeys: keys };
  });
  await deleteStoredFiles(deps, storageKeys, 'an erased applicant’s document could not be deleted');
  return erasure;
}
