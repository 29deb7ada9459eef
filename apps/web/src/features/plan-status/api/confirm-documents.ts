import type { CleanUpdateResponse } from '@portico/domain/member';
import { ApiError, apiRequest, FALLBACK_ERROR_MESSAGE } from '../../../app/api-client';

/**
 * POST /api/user_clean_update/ignore (no body): the member confirms the documents the association
 * holds are correct; answers the app_id the renewal checkout takes.
 */
export async function confirmDocuments(): Promise<number> {
  const envelope = await apiRequest<unknown>('/user_clean_update/ignore', { method: 'POST' });
  const answer = envelope as Partial<CleanUpdateResponse>;
  const appId = answer.app_id;
  if (!envelope.success || !Number.isSafeInteger(appId) || (appId as number) <= 0) {
    throw new ApiError(
      200,
      envelope.message?.trim() || FALLBACK_ERROR_MESSAGE,
      envelope.errors,
      envelope,
    );
  }
  return appId as number;
}
