import { useMutation } from '@tanstack/react-query';
import {
  type Step1Body,
  step1Body,
  step1Response,
} from '@portico/domain/contracts/applications.contract';
import { apiCall } from '../../../app/api-client';

export type SaveBasicDetailsPayload = Step1Body;

export type SavedBasicDetails = { id: number; app_id: string; message: string };

/**
 * POST /api/step_1: creates or updates the application's basic details; answers its id and app_id.
 * The payload is checked against the contract before it is sent (the tab's rules ran in the form).
 */
export async function saveBasicDetails(
  payload: SaveBasicDetailsPayload,
): Promise<SavedBasicDetails> {
  const body = step1Body.parse(payload);
  const answer = await apiCall('/step_1', step1Response, { method: 'POST', body });
  return { id: answer.data, app_id: answer.app_id, message: answer.message };
}

export function useSaveBasicDetailsMutation() {
  return useMutation({ mutationFn: saveBasicDetails });
}
