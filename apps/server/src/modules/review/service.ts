// Read side of the application review: where an application stands in the five approvals.
import type { Database } from '../../db/client';
import { NotFoundError } from '../../errors';
import { findReviewRow } from './repository';
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
      return {
        is_completed: row.history !== null && isReviewComplete(row.history),
        User_name: row.name ?? '',
        Membership_Type: row.categoryName,
        ...reviewStageValues(approvals),
        cancelled: row.history?.cancelled ?? false,
        app_filled: row.history?.appFilled ?? false,
        journey: row.journey,
      };
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
