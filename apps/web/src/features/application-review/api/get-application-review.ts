import {
  REVIEW_STAGE_COMPLETED,
  REVIEW_STAGES,
  type ReviewStageKey,
} from '@portico/domain/constants';
import {
  applicationReviewResponse,
  type ApplicationReview as ApplicationReviewAnswer,
} from '@portico/domain/contracts/review.contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../app/api-client';
import { freshRecordQuery } from '../../../app/record-query';

/** GET /api/application_review/{id}, as the screen shows it. */
export type ApplicationReview = {
  /** The application number the applicant quotes ('PA-000009'); '' from a server of the release before. */
  appId: string;
  isCompleted: boolean;
  userName: string;
  membershipType: string;
  /** Each stage of REVIEW_STAGES: done ('Completed') or not. */
  stages: Record<ReviewStageKey, boolean>;
  /** The reference checks the application needs, one per proposer (decision 070). */
  referencesRequired: 0 | 1 | 2;
  cancelled: boolean;
  appFilled: boolean;
  journey: string;
  /** The pipeline stage, e.g. 'zone_manager', 'changes_requested', 'rejected'. */
  reviewStage: string;
  /** Field and document names staff asked to change (only while changes are requested). */
  changesRequestedFields: string[];
  changesNote: string;
};

/** The answer in the screen's terms: each stage done or not, texts trimmed. */
export function toApplicationReview(answer: ApplicationReviewAnswer): ApplicationReview {
  const stages = Object.fromEntries(
    REVIEW_STAGES.map(({ key }) => [key, answer[key] === REVIEW_STAGE_COMPLETED]),
  ) as Record<ReviewStageKey, boolean>;
  return {
    appId: answer.app_id.trim(),
    isCompleted: answer.is_completed,
    userName: answer.User_name.trim(),
    membershipType: answer.Membership_Type.trim(),
    stages,
    referencesRequired: answer.references_required,
    cancelled: answer.cancelled,
    appFilled: answer.app_filled,
    journey: answer.journey,
    reviewStage: answer.review_stage,
    changesRequestedFields: answer.changes_requested_fields.map((field) => field.trim()),
    changesNote: answer.changes_note?.trim() ?? '',
  };
}

export async function getApplicationReview(
  id: number,
  signal?: AbortSignal,
): Promise<ApplicationReview> {
  const answer = await apiCall(`/application_review/${id}`, applicationReviewResponse, { signal });
  return toApplicationReview(answer.data);
}

export function applicationReviewQuery(id: number | null) {
  // The approvals move on while the applicant waits: always read them afresh.
  return freshRecordQuery(['application-review', id], id, getApplicationReview);
}

export function useApplicationReview(id: number | null) {
  return useQuery(applicationReviewQuery(id));
}
