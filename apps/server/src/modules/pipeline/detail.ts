// The staff view of an application's review: where it stands, its documents, its audit entries, and
// whether the caller may act on it now.
import { NotFoundError } from '../../errors';
import { findCurrentDocuments } from '../records';
import type { StaffPrincipal } from '../auth';
import { currentStaff, type PipelineContext } from './deps';
import { PIPELINE_MESSAGES } from './messages';
import { findApplicationAudit, findReviewed, governingApprovers } from './pipeline.repository';
import { isOutOfReach, mayActAt } from './stage-model';
import { documentView, reviewView, type StaffReviewDetail } from './views';

export async function reviewDetail(
  ctx: PipelineContext,
  principal: StaffPrincipal,
  applicationId: number,
): Promise<StaffReviewDetail> {
  const { db } = ctx;
  const staffer = await currentStaff(ctx, principal);
  const reviewed = await findReviewed(db, applicationId);
  if (!reviewed) throw new NotFoundError(PIPELINE_MESSAGES.notFound);
  const { application, history } = reviewed;
  const stage = history?.reviewStage ?? 'draft';
  const [review, documents, audit, approvers] = await Promise.all([
    reviewView(db, ctx.config.governingBodyQuorum, history),
    findCurrentDocuments(db, applicationId),
    findApplicationAudit(db, applicationId),
    history && stage === 'governing_body' ? governingApprovers(db, history.id) : ([] as number[]),
  ]);
  return {
    review,
    documents: documents.map(documentView),
    audit: audit.map((row) => ({
      id: row.id,
      actor: row.actor,
      actor_name: row.actorName,
      action: row.action,
      at: row.at.toISOString(),
      before: row.before ?? null,
      after: row.after ?? null,
    })),
    // A governing-body member who approved in this round has had their say (approving again is
    // refused, and the queue no longer counts it as waiting on them).
    can_act:
      !isOutOfReach(staffer, application.zone, stage) &&
      mayActAt(staffer, stage, application.zone) &&
      !approvers.includes(staffer.id),
  };
}
