import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  associationSettingsResponse,
  associationSettingsSavedResponse,
  type AssociationSettings,
  type AssociationSettingsBody,
} from '@portico/domain/contracts/settings.contract';
import { apiCall } from '../../../app/api-client';

export type { AssociationSettings, AssociationSettingsBody };

/** GET /api/staff/settings (admin). */
export async function getAssociationSettings(signal?: AbortSignal): Promise<AssociationSettings> {
  return (await apiCall('/staff/settings', associationSettingsResponse, { signal })).data;
}

export function associationSettingsQuery(enabled = true) {
  return queryOptions({
    queryKey: ['staff', 'settings'],
    queryFn: ({ signal }) => getAssociationSettings(signal),
    enabled,
  });
}

export function useAssociationSettings(enabled = true) {
  return useQuery(associationSettingsQuery(enabled));
}

/** PUT /api/staff/settings; resolves with the server's message. */
export async function saveAssociationSettings(input: AssociationSettingsBody): Promise<string> {
  const answer = await apiCall('/staff/settings', associationSettingsSavedResponse, {
    method: 'PUT',
    body: input,
  });
  return answer.message;
}

export function useSaveAssociationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input }: { id: number | null; input: AssociationSettingsBody }) =>
      saveAssociationSettings(input),
    // The public pages' contact (GET /api/association) changes with it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['staff', 'settings'] }),
        queryClient.invalidateQueries({ queryKey: ['association'] }),
      ]),
  });
}
