import type { DirectorRow } from '@portico/domain/schemas/directors.schema';
import { ApiError, apiRequest, FALLBACK_ERROR_MESSAGE } from '../../../app/api-client';
import type { SaveMeta } from './save-meta';

export type SaveDirectorsPayload = SaveMeta & {
  id: number;
  /** Only complete rows; null when there are none. */
  director: DirectorRow[] | null;
  steps: 2;
};

/** POST /api/step_2: the extra directors (tab 2). */
export async function saveDirectors(payload: SaveDirectorsPayload): Promise<void> {
  const envelope = await apiRequest<unknown>('/step_2', { method: 'POST', body: payload });
  if (!envelope.success) {
    const message = envelope.message?.trim() ? envelope.message : FALLBACK_ERROR_MESSAGE;
    throw new ApiError(200, message, envelope.errors, envelope);
  }
}
