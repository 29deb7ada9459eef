import { useMutation } from '@tanstack/react-query';
import {
  applicationSavedResponse,
  step3Body,
  type Step3Body,
} from '@portico/domain/contracts/applications.contract';
import { apiCall } from '../../../app/api-client';

/** The two proposers with the stored signature and stamp urls ('' for star, which uploads neither). */
export type SaveProposersPayload = Step3Body;

/** POST /api/step_3 (tab 3), checked against the contract before it is sent. */
export async function saveProposers(payload: SaveProposersPayload): Promise<void> {
  const body = step3Body.parse(payload);
  await apiCall('/step_3', applicationSavedResponse, { method: 'POST', body });
}

export function useSaveProposersMutation() {
  return useMutation({ mutationFn: saveProposers });
}
