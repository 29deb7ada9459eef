import { useMutation } from '@tanstack/react-query';
import type { CleanUpdateResponse } from '@portico/domain/member';
import type { BasicDetails } from '@portico/domain/schemas/basic-details.schema';
import type { DirectorRow } from '@portico/domain/schemas/directors.schema';
import type { OtherDetails } from '@portico/domain/schemas/other-details.schema';
import { ApiError, apiRequest, FALLBACK_ERROR_MESSAGE } from '../../../app/api-client';

/**
 * POST /api/user_clean_update: step_1's field names (basic details and document urls), the
 * directors (complete rows, or null), description and links, membership_checked 1, and the token
 * of the mobile verification made in the form (kept apart from the member's session token).
 */
export type CleanUpdatePayload = Omit<BasicDetails, 'same_number'> &
  Omit<OtherDetails, 'membership_checked'> & {
    id: number;
    same_number: 0 | 1;
    director: DirectorRow[] | null;
    membership_checked: 1;
    verification_token: string;
  };

/**
 * Answers the app_id (the renewal checkout's id); a 400 carries `errors` by field. Read by hand
 * until the members contract declares this answer.
 */
export async function saveCleanUpdate(payload: CleanUpdatePayload): Promise<CleanUpdateResponse> {
  const envelope = await apiRequest<unknown>('/user_clean_update', {
    method: 'POST',
    body: payload,
  });
  const message = envelope.message?.trim() || FALLBACK_ERROR_MESSAGE;
  if (!envelope.success) throw new ApiError(200, message, envelope.errors, envelope);
  const appId = Number(envelope.app_id);
  if (!Number.isSafeInteger(appId) || appId <= 0) {
    throw new ApiError(200, FALLBACK_ERROR_MESSAGE, undefined, envelope);
  }
  return { success: true, message: envelope.message ?? '', app_id: appId };
}

export function useSaveCleanUpdateMutation() {
  return useMutation({ mutationFn: saveCleanUpdate });
}
