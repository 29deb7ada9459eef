import {
  REVIEW_STAGE_COMPLETED,
  REVIEW_STAGES,
  type ReviewStageKey,
} from '@portico/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiData, FALLBACK_ERROR_MESSAGE } from '../../../app/api-client';

/** GET /api/application_review/{id}, read into what the screen shows. */
export type ApplicationReview = {
  isCompleted: boolean;
  userName: string;
  membershipType: string;
  /** Each stage of REVIEW_STAGES: done ('Completed') or not. */
  stages: Record<ReviewStageKey, boolean>;
  cancelled: boolean;
  appFilled: boolean;
  journey: string;
  /** The pipeline stage, e.g. 'zone_manager', 'changes_requested', 'rejected'. */
  reviewStage: string;
  /** Field and document names staff asked to change (only while changes are requested). */
  changesRequestedFields: string[];
  changesNote: string;
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The API answers booleans; 1 / '1' / 'true' are accepted too. */
const flag = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

export function parseApplicationReview(data: unknown): ApplicationReview {
  if (typeof data !== 'object' || data === null) {
    throw new ApiError(200, FALLBACK_ERROR_MESSAGE, undefined, data);
  }
  const row = data as Record<string, unknown>;
  const stages = Object.fromEntries(
    REVIEW_STAGES.map(({ key }) => [key, text(row[key]) === REVIEW_STAGE_COMPLETED]),
  ) as Record<ReviewStageKey, boolean>;
  return {
    isCompleted: flag(row.is_completed),
    userName: text(row.User_name),
    membershipType: text(row.Membership_Type),
    stages,
    cancelled: flag(row.cancelled),
    appFilled: flag(row.app_filled),
    journey: text(row.journey),
    reviewStage: text(row.review_stage),
    changesRequestedFields: Array.isArray(row.changes_requested_fields)
      ? row.changes_requested_fields.map(text).filter(Boolean)
      : [],
    changesNote: text(row.changes_note),
  };
}

export async function getApplicationReview(
  id: number,
  signal?: AbortSignal,
): Promise<ApplicationReview> {
  return parseApplicationReview(await apiData<unknown>(`/application_review/${id}`, { signal }));
}

export function useApplicationReview(id: number | null) {
  return useQuery({
    queryKey: ['application-review', id],
    queryFn: ({ signal }) => getApplicationReview(id as number, signal),
    enabled: id !== null,
    // The approvals move on while the applicant waits: always read them afresh.
    staleTime: 0,
  });
}
