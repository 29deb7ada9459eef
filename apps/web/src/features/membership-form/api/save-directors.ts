import { useMutation } from '@tanstack/react-query';
import {
  applicationSavedResponse,
  step2Body,
  type Step2Body,
} from '@portico/domain/contracts/applications.contract';
import { apiCall } from '../../../app/api-client';

/** Only complete rows (a draft: the rows with anything in them); null when there are none. */
export type SaveDirectorsPayload = Step2Body;

/** POST /api/step_2: the extra directors (tab 2), checked against the contract before it is sent. */
export async function saveDirectors(payload: SaveDirectorsPayload): Promise<void> {
  const body = step2Body.parse(payload);
  await apiCall('/step_2', applicationSavedResponse, { method: 'POST', body });
}

export function useSaveDirectorsMutation() {
  return useMutation({ mutationFn: saveDirectors });
}
