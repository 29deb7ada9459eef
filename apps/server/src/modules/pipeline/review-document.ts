// A staff member marks one of an application's current documents accepted or to be replaced.
import type { DocumentReviewStatus } from '../../db/schema';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import { findDocument, updateDocumentReview } from '../records';
import { recordAudit } from '../audit';
import type { StaffPrincipal } from '../auth';
import { currentStaff, type PipelineContext } from './deps';
import { PIPELINE_MESSAGES } from './messages';
import { lockReviewed } from './pipeline.repository';
import { CANCEL_ROLES, isOutOfReach } from './stage-model';
import { documentView, type StaffDocumentView } from './views';

export type DocumentReviewInput = {
  status: Extract<DocumentReviewStatus, 'accepted' | 'needs_replacement'>;
  remark: string | undefined;
};

export async function reviewDocument(
  ctx: PipelineContext,
  principal: StaffPrincipal,
  documentId: number,
  { status, remark }: DocumentReviewInput,
): Promise<StaffDocumentView> {
  const staffer = await currentStaff(ctx, principal);
  return ctx.db.transaction(async (tx) => {
    const document = await findDocument(tx, documentId);
    if (!document || document.applicationId === null || document.replacedAt !== null) {
      throw new NotFoundError(PIPELINE_MESSAGES.documentNotFound);
    }
    const reviewed = await lockReviewed(tx, document.applicationId);
    if (!reviewed) throw new NotFoundError(PIPELINE_MESSAGES.documentNotFound);
    const stage = reviewed.history?.reviewStage ?? 'draft';
    const office = staffer.roles.some((role) => CANCEL_ROLES.includes(role));
    if (!office && isOutOfReach(staffer, reviewed.application.zone, stage)) {
      throw new ForbiddenError();
    }
    if (stage === 'draft') throw new ConflictError(PIPELINE_MESSAGES.notSubmitted);
    const updated = await updateDocumentReview(tx, document.id, {
      reviewStatus: status,
      reviewRemark: remark?.trim() || null,
      reviewedAt: ctx.now(),
    });
    await recordAudit(tx, {
      actor: `staff:${staffer.id}`,
      action: 'document.review',
      entity: 'application',
      entityId: String(document.applicationId),
      before: {
        document_id: document.id,
        field: document.field,
        review_status: document.reviewStatus,
        review_remark: document.reviewRemark,
      },
      after: {
        document_id: updated.id,
        field: updated.field,
        review_status: updated.reviewStatus,
        review_remark: updated.reviewRemark,
      },
    });
    return documentView(updated);
  });
}
