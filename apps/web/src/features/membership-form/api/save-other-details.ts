import { useMutation } from '@tanstack/react-query';
import { step4Response } from '@portico/domain/contracts/applications.contract';
import type { OtherDetails } from '@portico/domain/schemas/other-details.schema';
import { apiCall } from '../../../app/api-client';
import type { SaveMeta } from './save-meta';

export type SaveOtherDetailsPayload = SaveMeta &
  Omit<OtherDetails, 'membership_checked'> & {
    id: number;
    membership_checked: 0 | 1;
    steps: 4;
  };

/** POST /api/step_4: description and links (tab 4); with is_draft 0 it submits the application. */
export async function saveOtherDetails(payload: SaveOtherDetailsPayload): Promise<void> {
  await apiCall('/step_4', step4Response, { method: 'POST', body: payload });
}

export function useSaveOtherDetailsMutation() {
  return useMutation({ mutationFn: saveOtherDetails });
}
