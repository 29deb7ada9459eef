import { useMutation } from '@tanstack/react-query';
import {
  type Step4Body,
  step4Body,
  step4Response,
} from '@portico/domain/contracts/applications.contract';
import { apiCall } from '../../../app/api-client';

export type SaveOtherDetailsPayload = Step4Body;

/**
 * POST /api/step_4: description and links (tab 4); with is_draft 0 it submits the application.
 * Checked against the contract before it is sent.
 */
export async function saveOtherDetails(payload: SaveOtherDetailsPayload): Promise<void> {
  const body = step4Body.parse(payload);
  await apiCall('/step_4', step4Response, { method: 'POST', body });
}

export function useSaveOtherDetailsMutation() {
  return useMutation({ mutationFn: saveOtherDetails });
}
