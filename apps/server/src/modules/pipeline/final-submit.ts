// The final submit of a form (called by the applications module inside its save) starts the review,
// or resumes it at the step that asked for changes.
import { type FinalSubmitHook, submittedProposersRule } from '../applications';
import { upgradeReviewRoute } from '@portico/domain/upgrade-review';
import type { Transaction } from '../../db/client';
import type { ApplicationRow, PlanHistoryRow } from '../records';
import type { ReviewRequestReason } from '../notifications';
import { currentUpgradeReview } from '../settings';
import type { PipelineContext } from './deps';
import { enqueueNotices } from './notify';
import { enter, type Notice } from './outcome';
import { stageAfterSubmit } from './stage-model';

/**
 * Where the submit goes: an upgrade's first submission enters the review the association chose for
 * upgrades (decision 114), its approval there ending it when one stage reviews it; anything else
 * follows the pipeline's order.
 */
async function submitRoute(
  tx: Transaction,
  application: ApplicationRow,
  history: PlanHistoryRow,
): Promise<{ stage: PlanHistoryRow['reviewStage']; endsAfter: PlanHistoryRow['reviewEndsAfter'] }> {
  if (application.journey === 'upgrade' && history.reviewStage === 'draft') {
    const route = upgradeReviewRoute(await currentUpgradeReview(tx));
    return { stage: route.enters, endsAfter: route.endsAfter };
  }
  return { stage: stageAfterSubmit(history), endsAfter: history.reviewEndsAfter };
}

export function finalSubmitHook(ctx: PipelineContext): FinalSubmitHook {
  return async (tx, { application, history }) => {
    const { stage: target, endsAfter } = await submitRoute(tx, application, history);
    if (target === history.reviewStage) return undefined;
    const reason: ReviewRequestReason =
      history.reviewStage === 'draft' ? 'submitted' : 'resubmitted';
    const entry = {
      stage: target,
      at: ctx.now(),
      reason,
      referencesRequired: submittedProposersRule(application),
    };
    const outcome = await enter(ctx, tx, history, entry, {
      changesRequestedStage: null,
      reviewEndsAfter: endsAfter,
    });
    // The applicant hears once, on the first submission; a resubmission continues the same review.
    // An upgrade nobody reviews is approved at once: its approval notice is the one to send.
    const received: Notice[] =
      reason === 'submitted' && target !== 'approved'
        ? [{ kind: 'received', referencesRequired: entry.referencesRequired }]
        : [];
    await enqueueNotices(ctx, tx, application, outcome.history, [...received, ...outcome.notices]);
    return async () => ctx.notifier.kick();
  };
}
