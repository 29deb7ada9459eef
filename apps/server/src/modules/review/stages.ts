// The five stages of the application review (applicant spec §2 "Application review", §3 "Review
// response") read from the approval columns of plan_history, which the review pipeline sets (decision
// 010). The governing body approves twice; its stage is complete when both approvals are in.
import { REVIEW_STAGE_COMPLETED, type ReviewStageKey } from '@portico/domain/constants';
import {
  DEFAULT_PROPOSERS_REQUIRED,
  referenceCheckNumbers,
  type ProposersRequired,
} from '@portico/domain/proposer-rule';
import type { planHistory } from '../../db/schema';

type Approvals = Pick<
  typeof planHistory.$inferSelect,
  | 'approvalZm'
  | 'approvalAccounts'
  | 'referenceCheck1'
  | 'referenceCheck2'
  | 'approvalGoverning1'
  | 'approvalGoverning2'
> &
  Partial<Pick<typeof planHistory.$inferSelect, 'reviewStage' | 'reviewEndsAfter'>>;

/** Pipeline outcomes that undo a completed review (the applicant cannot continue to checkout). */
const CLOSED_STAGES = ['rejected', 'cancelled', 'changes_requested'];

export type StageValue = typeof REVIEW_STAGE_COMPLETED | 'Pending';

/**
 * Each stage: approved or still pending (a rejection is not a completion). A reference check the
 * application does not need (its rule asks fewer proposers, decision 070) counts as done.
 */
export function reviewStageApprovals(
  row: Approvals,
  referencesRequired: ProposersRequired = DEFAULT_PROPOSERS_REQUIRED,
): Record<ReviewStageKey, boolean> {
  // An upgrade reviewed by one stage only (decision 114) needs that stage's approval alone.
  const only = row.reviewEndsAfter ?? null;
  const needed = only === null ? referenceCheckNumbers(referencesRequired) : [];
  const referenceDone = (num: 1 | 2, status: string) =>
    !needed.includes(num) || status === 'approved';
  const skipped = (stage: 'zone_manager' | 'accounts' | 'governing_body') =>
    only !== null && only !== stage;
  return {
    Approved_by_ZM: skipped('zone_manager') || row.approvalZm === 'approved',
    'Approved_By_Accounts_Dept.': skipped('accounts') || row.approvalAccounts === 'approved',
    Reference_Check_1: referenceDone(1, row.referenceCheck1),
    Reference_Check_2: referenceDone(2, row.referenceCheck2),
    Approved_By_Governing_Body:
      skipped('governing_body') ||
      (row.approvalGoverning1 === 'approved' && row.approvalGoverning2 === 'approved'),
  };
}

export function reviewStageValues(
  row: Approvals,
  referencesRequired?: ProposersRequired,
): Record<ReviewStageKey, StageValue> {
  const approvals = reviewStageApprovals(row, referencesRequired);
  return Object.fromEntries(
    Object.entries(approvals).map(([key, done]) => [
      key,
      done ? REVIEW_STAGE_COMPLETED : 'Pending',
    ]),
  ) as Record<ReviewStageKey, StageValue>;
}

/** All five stages approved (the reference checks the application needs) (and not since rejected, cancelled or sent back): on to checkout. */
export function isReviewComplete(row: Approvals, referencesRequired?: ProposersRequired): boolean {
  if (row.reviewStage !== undefined && CLOSED_STAGES.includes(row.reviewStage)) return false;
  // An upgrade the association does not review is approved on submission (decision 114).
  if (row.reviewStage === 'approved' || row.reviewStage === 'paid') return true;
  return Object.values(reviewStageApprovals(row, referencesRequired)).every(Boolean);
}
