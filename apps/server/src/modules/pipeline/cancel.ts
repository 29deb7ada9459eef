// Admin and office may cancel an application at most stages; its open orders are voided with it.
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import type { StaffPrincipal } from '../auth';
import { voidOpenOrders } from '../payments';
import { updatePlanHistory } from '../records';
import { currentStaff, type PipelineContext } from './deps';
import { PIPELINE_MESSAGES, wrongStageMessage } from './messages';
import { enqueueNotices } from './notify';
import { auditDecision, type Outcome } from './outcome';
import { lockReviewed } from './pipeline.repository';
import { CANCEL_ROLES, mayCancel } from './stage-model';
import { decisionResult, type DecisionResult } from './staff-decision';

export async function cancel(
  ctx: PipelineContext,
  principal: StaffPrincipal,
  applicationId: number,
  remark: string,
): Promise<DecisionResult> {
  const staffer = await currentStaff(ctx, principal);
  if (!staffer.roles.some((role) => CANCEL_ROLES.includes(role))) throw new ForbiddenError();
  const actor = `staff:${staffer.id}`;
  const { outcome } = await ctx.db.transaction(async (tx) => {
    const reviewed = await lockReviewed(tx, applicationId);
    if (!reviewed) throw new NotFoundError(PIPELINE_MESSAGES.notFound);
    const { application, history } = reviewed;
    if (!history || !mayCancel(staffer, history.reviewStage)) {
      throw new ConflictError(wrongStageMessage(history?.reviewStage ?? 'draft'));
    }
    const updated = await updatePlanHistory(tx, history.id, {
      cancelled: true,
      reviewStage: 'cancelled',
    });
    // Its open orders can no longer pay for it (a late payment is refunded, never activated).
    const voided = await voidOpenOrders(tx, {
      planHistoryId: history.id,
      actor,
      reason: 'application cancelled',
    });
    await auditDecision(tx, {
      actor,
      action: 'review.cancel',
      applicationId: application.id,
      before: history,
      after: updated,
      extra: {
        remark: remark.trim(),
        ...(voided.length > 0 ? { voided_orders: voided } : {}),
      },
    });
    const outcome: Outcome = {
      history: updated,
      notices: [{ kind: 'cancelled', remark: remark.trim() }],
      message: PIPELINE_MESSAGES.cancelled,
    };
    await enqueueNotices(ctx, tx, application, outcome.history, outcome.notices);
    return { application, outcome };
  });
  return decisionResult(ctx, outcome);
}
