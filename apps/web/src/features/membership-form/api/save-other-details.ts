import type { OtherDetails } from '@portico/domain/schemas/other-details.schema';
import { ApiError, apiRequest, FALLBACK_ERROR_MESSAGE } from '../../../app/api-client';
import type { SaveMeta } from './save-meta';

export type SaveOtherDetailsPayload = SaveMeta &
  Omit<OtherDetails, 'membership_checked'> & {
    id: number;
    membership_checked: 0 | 1;
    steps: 4;
  };

/** POST /api/step_4: description and links (tab 4); with is_draft 0 it submits the application. */
export async function saveOtherDetails(payload: SaveOtherDetailsPayload): Promise<void> {
  const envelope = await apiRequest<unknown>('/step_4', { method: 'POST', body: payload });
  if (!envelope.success) {
    const message = envelope.message?.trim() ? envelope.message : FALLBACK_ERROR_MESSAGE;
    throw new ApiError(200, message, envelope.errors, envelope);
  }
}
