// The final submit of a form (called by the applications module inside its save) starts the review,
// or resumes it at the step that asked for changes.
import { type FinalSubmitHook, submittedProposersRule } from '../applications';
import type { ReviewRequestReason } from '../notifications';
import type { PipelineContext } from './deps';
import { enqueueNotices } from './notify';
import { enter } from './outcome';
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
    await enqueueNotices(ctx, tx, application, outcome.history, outcome.notices);
    return async () => ctx.notifier.kick();
  };
}
