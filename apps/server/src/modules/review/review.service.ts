// Read side of the application review: where an application stands in the five approvals.
import type { Database } from '../../db/client';
import { NotFoundError } from '../../errors';
import { isPlanHistoryCancelled } from '../records';
import { findReviewRow } from './review.repository';
import { isReviewComplete, reviewStageValues } from './stages';
import type { ApplicationReview } from '@portico/domain/contracts/review.contract';

export type { ApplicationReview };

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
        is_completed: row.history !== null && isReviewComplete(row.history, row.referencesRequired),
        app_id: row.appId,
        User_name: row.name ?? '',
        Membership_Type: row.categoryName,
        ...reviewStageValues(approvals, row.referencesRequired),
        references_required: row.referencesRequired,
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
