// The final submit of a form (called by the applications module inside its save) starts the review,
// or resumes it at the step that asked for changes.
import { type FinalSubmitHook, submittedProposersRule } from '../applications';
import type { ReviewRequestReason } from '../notifications';
import type { PipelineContext } from './deps';
import { enqueueNotices } from './notify';
import { enter, type Notice } from './outcome';
import { stageAfterSubmit } from './stage-model';

export function finalSubmitHook(ctx: PipelineContext): FinalSubmitHook {
  return async (tx, { application, history }) => {
    const target = stageAfterSubmit(history);
    if (target === history.reviewStage) return undefined;
    const reason: ReviewRequestReason =
      history.reviewStage === 'draft' ? 'submitted' : 'resubmitted';
    const entry = {
      stage: target,
      at: ctx.now(),
      reason,
      referencesRequired: submittedProposersRule(application),
    };
    const outcome = await enter(ctx, tx, history, entry, { changesRequestedStage: null });
    // The applicant hears once, on the first submission; a resubmission continues the same review.
    const received: Notice[] =
      reason === 'submitted'
        ? [{ kind: 'received', referencesRequired: entry.referencesRequired }]
        : [];
    await enqueueNotices(ctx, tx, application, outcome.history, [...received, ...outcome.notices]);
    return async () => ctx.notifier.kick();
  };
}
