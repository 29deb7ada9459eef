import { useMutation } from '@tanstack/react-query';
import { applicationSavedResponse } from '@portico/domain/contracts/applications.contract';
import type { DirectorRow } from '@portico/domain/schemas/directors.schema';
import { apiCall } from '../../../app/api-client';
import type { SaveMeta } from './save-meta';

export type SaveDirectorsPayload = SaveMeta & {
  id: number;
  /** Only complete rows; null when there are none. */
  director: DirectorRow[] | null;
  steps: 2;
};

/** POST /api/step_2: the extra directors (tab 2); answers the saved application. */
export async function saveDirectors(payload: SaveDirectorsPayload): Promise<void> {
  await apiCall('/step_2', applicationSavedResponse, { method: 'POST', body: payload });
}

export function useSaveDirectorsMutation() {
  return useMutation({ mutationFn: saveDirectors });
}
