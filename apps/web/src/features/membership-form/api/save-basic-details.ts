import { useMutation } from '@tanstack/react-query';
import { step1Response } from '@portico/domain/contracts/applications.contract';
import type { BasicDetails } from '@portico/domain/schemas/basic-details.schema';
import { apiCall } from '../../../app/api-client';
import type { SaveMeta } from './save-meta';

export type SaveBasicDetailsPayload = Omit<BasicDetails, 'same_number'> &
  SaveMeta & {
    same_number: 0 | 1;
    membership_id: number;
    steps: 1;
  };

export type SavedBasicDetails = { id: number; app_id: string; message: string };

/** POST /api/step_1: creates or updates the application's basic details; answers its id and app_id. */
export async function saveBasicDetails(
  payload: SaveBasicDetailsPayload,
): Promise<SavedBasicDetails> {
  const answer = await apiCall('/step_1', step1Response, { method: 'POST', body: payload });
  return { id: answer.data, app_id: answer.app_id, message: answer.message };
}

export function useSaveBasicDetailsMutation() {
  return useMutation({ mutationFn: saveBasicDetails });
}
