// Read side of the application review: where an application stands in the five approvals.
import type { Database } from '../../db/client';
import { NotFoundError } from '../../errors';
import { isPlanHistoryCancelled } from '../applications/applications.repository';
import { findReviewRow } from './review.repository';
import { isReviewComplete, reviewStageValues, type StageValue } from './stages';

export type ApplicationReview = {
  is_completed: boolean;
  User_name: string;
  Membership_Type: string;
  Approved_by_ZM: StageValue;
  'Approved_By_Accounts_Dept.': StageValue;
  Reference_Check_1: StageValue;
  Reference_Check_2: StageValue;
  Approved_By_Governing_Body: StageValue;
  cancelled: boolean;
  app_filled: boolean;
  journey: string;
  /** The pipeline stage (decision 010), e.g. 'zone_manager', 'changes_requested', 'approved'. */
  review_stage: string;
  /** While changes are requested: what to change and the reviewer's note; otherwise [] and null. */
  changes_requested_fields: string[];
  changes_note: string | null;
};

const PENDING_APPROVALS = {
  approvalZm: 'pending',
  approvalAccounts: 'pending',
  referenceCheck1: 'pending',
  referenceCheck2: 'pending',
  approvalGoverning1: 'pending',
  approvalGoverning2: 'pending',
} as const;

export function createReviewService(db: Database) {
  return {
    /** The caller's access to the application is checked by the route first. */
    async getReview(applicationId: number): Promise<ApplicationReview> {
      const row = await findReviewRow(db, applicationId);
      if (!row) throw new NotFoundError('Application not found');
      const approvals = row.history ?? PENDING_APPROVALS;
      const stage = row.history?.reviewStage ?? 'draft';
      const changesRequested = stage === 'changes_requested';
      return {
        is_completed: row.history !== null && isReviewComplete(row.history),
        User_name: row.name ?? '',
        Membership_Type: row.categoryName,
        ...reviewStageValues(approvals),
        cancelled: isPlanHistoryCancelled(row.history),
        app_filled: row.history?.appFilled ?? false,
        journey: row.journey,
        review_stage: stage,
        changes_requested_fields: changesRequested
          ? (row.history?.changesRequestedFields ?? [])
          : [],
        changes_note: changesRequested ? (row.history?.changesNote ?? null) : null,
      };
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
