import { useMutation } from '@tanstack/react-query';
import { applicationSavedResponse } from '@portico/domain/contracts/applications.contract';
import type { ProposerRow } from '@portico/domain/schemas/proposers.schema';
import { apiCall } from '../../../app/api-client';
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
  await apiCall('/step_3', applicationSavedResponse, { method: 'POST', body: payload });
}

export function useSaveProposersMutation() {
  return useMutation({ mutationFn: saveProposers });
}
