import { cleanUpdateResponse } from '@portico/domain/contracts/members.contract';
import { useMutation } from '@tanstack/react-query';
import type { CleanUpdateResponse } from '@portico/domain/member';
import type { BasicDetails } from '@portico/domain/schemas/basic-details.schema';
import type { DirectorRow } from '@portico/domain/schemas/directors.schema';
import type { OtherDetails } from '@portico/domain/schemas/other-details.schema';
import { apiCall } from '../../../app/api-client';

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

/** Answers the app_id (the renewal checkout's id); a 400 carries `errors` by field. */
export async function saveCleanUpdate(payload: CleanUpdatePayload): Promise<CleanUpdateResponse> {
  return apiCall('/user_clean_update', cleanUpdateResponse, { method: 'POST', body: payload });
}

export function useSaveCleanUpdateMutation() {
  return useMutation({ mutationFn: saveCleanUpdate });
}
