// The five stages of the application review (applicant spec §2 "Application review", §3 "Review
// response") read from the approval columns of plan_history, which the review pipeline sets (decision
// 010). The governing body approves twice; its stage is complete when both approvals are in.
import { REVIEW_STAGE_COMPLETED, type ReviewStageKey } from '@portico/domain/constants';
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
  Partial<Pick<typeof planHistory.$inferSelect, 'reviewStage'>>;

/** Pipeline outcomes that undo a completed review (the applicant cannot continue to checkout). */
const CLOSED_STAGES = ['rejected', 'cancelled', 'changes_requested'];

export type StageValue = typeof REVIEW_STAGE_COMPLETED | 'Pending';

/** Each stage: approved or still pending (a rejection is not a completion). */
export function reviewStageApprovals(row: Approvals): Record<ReviewStageKey, boolean> {
  return {
    Approved_by_ZM: row.approvalZm === 'approved',
    'Approved_By_Accounts_Dept.': row.approvalAccounts === 'approved',
    Reference_Check_1: row.referenceCheck1 === 'approved',
    Reference_Check_2: row.referenceCheck2 === 'approved',
    Approved_By_Governing_Body:
      row.approvalGoverning1 === 'approved' && row.approvalGoverning2 === 'approved',
  };
}

export function reviewStageValues(row: Approvals): Record<ReviewStageKey, StageValue> {
  const approvals = reviewStageApprovals(row);
  return Object.fromEntries(
    Object.entries(approvals).map(([key, done]) => [
      key,
      done ? REVIEW_STAGE_COMPLETED : 'Pending',
    ]),
  ) as Record<ReviewStageKey, StageValue>;
}

/** All five stages approved (and not since rejected, cancelled or sent back): on to checkout. */
export function isReviewComplete(row: Approvals): boolean {
  if (row.reviewStage !== undefined && CLOSED_STAGES.includes(row.reviewStage)) return false;
  return Object.values(reviewStageApprovals(row)).every(Boolean);
}
