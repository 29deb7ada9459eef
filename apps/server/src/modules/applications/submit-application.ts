// The final submit (the last save of step_4 when not a draft): every tab checked as stored, the plan
// history marked filled, and the review pipeline started or resumed in the same transaction.
import { MESSAGES } from '@portico/domain/messages';
import type { FinalSubmitHook } from './application-deps';
import {
  insertPlanHistory,
  updatePlanHistory,
  type ApplicationUpdate,
  type PlanHistoryRow,
} from '../records';
import { earlierSectionErrors } from './earlier-sections';
import { proposersRuleOf } from './proposer-rule';
import type { SaveContext } from './save-existing';
import { validationError } from './validation';

/** The submit's own changes; `afterCommit` is what the pipeline does once the save has committed. */
export type Submission = {
  changes: ApplicationUpdate;
  afterCommit: (() => Promise<void>) | undefined;
};

async function markFilled(ctx: SaveContext): Promise<PlanHistoryRow> {
  const { tx, bundle, application } = ctx;
  if (bundle.planHistory) {
    await updatePlanHistory(tx, bundle.planHistory.id, { appFilled: true });
    return { ...bundle.planHistory, appFilled: true };
  }
  return insertPlanHistory(tx, {
    applicationId: application.id,
    categoryId: application.categoryId,
    historyType: application.journey,
    companyName: application.companyName,
    appFilled: true,
  });
}

export async function submitApplication(
  ctx: SaveContext,
  onFinalSubmit: FinalSubmitHook | undefined,
): Promise<Submission> {
  const { tx, bundle, isStar, byStaff, application } = ctx;
  const errors = await earlierSectionErrors(tx, bundle, isStar, byStaff);
  if (Object.keys(errors).length > 0) throw validationError(errors, MESSAGES.formIncomplete);
  const history = await markFilled(ctx);
  ctx.auditAction =
    history.reviewStage === 'changes_requested' ? 'application.resubmit' : 'application.submit';
  // The application keeps the proposer rule of its first submission (decision 070).
  const proposersRequired = await proposersRuleOf(tx, application);
  const afterCommit = await onFinalSubmit?.(tx, {
    application: { ...application, proposersRequired },
    history,
  });
  return {
    changes: {
      proposersRequired,
      isDraft: false,
      steps: 4,
      submittedAt: application.submittedAt ?? new Date(),
    },
    afterCommit,
  };
}
