// The final submit (the last save of step_4 when not a draft): every tab checked as stored, the plan
// history marked filled, and the review pipeline started or resumed in the same transaction.
import { MESSAGES } from '@portico/domain/messages';
import type { Transaction } from '../../db/client';
import {
  insertPlanHistory,
  updatePlanHistory,
  type ApplicationRow,
  type ApplicationUpdate,
  type PlanHistoryRow,
} from '../records';
import { earlierSectionErrors } from './earlier-sections';
import { proposersRuleOf } from './proposer-rule';
import type { OpenedSave } from './save-types';
import { validationError } from './validation';

/**
 * The review pipeline's part of the final submit (decision 010): runs inside the save's transaction
 * (it moves the review stage) and returns what to do once the save has committed (notify reviewers).
 */
export type FinalSubmitHook = (
  tx: Transaction,
  submission: { application: ApplicationRow; history: PlanHistoryRow },
) => Promise<(() => Promise<void>) | undefined>;

/** The submit's own changes and audit action; `afterCommit` is what the pipeline does once committed. */
export type Submission = {
  changes: ApplicationUpdate;
  auditAction: 'application.submit' | 'application.resubmit';
  afterCommit: (() => Promise<void>) | undefined;
};

async function markFilled(save: OpenedSave): Promise<PlanHistoryRow> {
  const { tx, bundle, application } = save;
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
  save: OpenedSave,
  onFinalSubmit: FinalSubmitHook | undefined,
): Promise<Submission> {
  const { tx, bundle, isStar, byStaff, application } = save;
  const errors = await earlierSectionErrors(tx, bundle, isStar, byStaff);
  if (Object.keys(errors).length > 0) throw validationError(errors, MESSAGES.formIncomplete);
  const history = await markFilled(save);
  const auditAction =
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
    auditAction,
    afterCommit,
  };
}
