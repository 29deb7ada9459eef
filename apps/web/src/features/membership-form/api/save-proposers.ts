import type { ProposerRow } from '@portico/domain/schemas/proposers.schema';
import { ApiError, apiRequest, FALLBACK_ERROR_MESSAGE } from '../../../app/api-client';
import type { SaveMeta } from './save-meta';

export type SaveProposersPayload = SaveMeta & {
  id: number;
  members: ProposerRow[];
  /** Stored file urls ('' for star, which uploads neither). */
  signature: string;
  stamp: string;
  membership_checked: 0 | 1;
  steps: 3;
};

/** POST /api/step_3: the two proposer members with the signature and stamp (tab 3). */
export async function saveProposers(payload: SaveProposersPayload): Promise<void> {
  const envelope = await apiRequest<unknown>('/step_3', { method: 'POST', body: payload });
  if (!envelope.success) {
    const message = envelope.message?.trim() ? envelope.message : FALLBACK_ERROR_MESSAGE;
    throw new ApiError(200, message, envelope.errors, envelope);
  }
}
