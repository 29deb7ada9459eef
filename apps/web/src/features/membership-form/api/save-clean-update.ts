import { cleanUpdateResponse } from '@portico/domain/contracts/members.contract';
import {
  cleanUpdateBody,
  type CleanUpdateBody,
} from '@portico/domain/contracts/applications.contract';
import { useMutation } from '@tanstack/react-query';
import type { CleanUpdateResponse } from '@portico/domain/member';
import { apiCall } from '../../../app/api-client';

/**
 * POST /api/user_clean_update: step_1's field names (basic details and document urls), the
 * directors (complete rows, or null), description and links, membership_checked 1, and the token
 * of the mobile verification made in the form (kept apart from the member's session token).
 */
export type CleanUpdatePayload = CleanUpdateBody;

/** Answers the app_id (the renewal checkout's id); a 400 carries `errors` by field. */
export async function saveCleanUpdate(payload: CleanUpdatePayload): Promise<CleanUpdateResponse> {
  const body = cleanUpdateBody.parse(payload);
  return apiCall('/user_clean_update', cleanUpdateResponse, { method: 'POST', body });
}

export function useSaveCleanUpdateMutation() {
  return useMutation({ mutationFn: saveCleanUpdate });
}
