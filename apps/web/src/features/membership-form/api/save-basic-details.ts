import type { BasicDetails } from '@portico/domain/schemas/basic-details.schema';
import { ApiError, apiRequest, FALLBACK_ERROR_MESSAGE } from '../../../app/api-client';
import type { SaveMeta } from './save-meta';

export type SaveBasicDetailsPayload = Omit<BasicDetails, 'same_number'> &
  SaveMeta & {
    same_number: 0 | 1;
    membership_id: number;
    steps: 1;
  };

export type SavedBasicDetails = { id: number; app_id: string | number | null; message: string };

/** POST /api/step_1: creates or updates the application's basic details; answers its id and app_id. */
export async function saveBasicDetails(
  payload: SaveBasicDetailsPayload,
): Promise<SavedBasicDetails> {
  const envelope = await apiRequest<unknown>('/step_1', { method: 'POST', body: payload });
  const message = envelope.message?.trim() ? envelope.message : FALLBACK_ERROR_MESSAGE;
  if (!envelope.success) throw new ApiError(200, message, envelope.errors, envelope);
  const id = Number(envelope.data);
  if (!Number.isSafeInteger(id) || id <= 0) throw new ApiError(200, FALLBACK_ERROR_MESSAGE);
  const appId = envelope.app_id;
  return {
    id,
    app_id: typeof appId === 'string' || typeof appId === 'number' ? appId : null,
    message: envelope.message ?? '',
  };
}
