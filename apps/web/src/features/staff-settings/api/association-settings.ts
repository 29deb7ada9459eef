import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  associationSettingsResponse,
  associationSettingsSavedResponse,
  type AssociationSettings,
  type AssociationSettingsBody,
} from '@portico/domain/contracts/settings.contract';
import { apiCall } from '../../../app/api-client';
import { staffRecordQuery } from '../../../app/staff/api/staff-record';

export type { AssociationSettings, AssociationSettingsBody };

/** GET /api/staff/settings (admin). */
export const associationSettingsQuery = staffRecordQuery(
  ['staff', 'settings'],
  '/staff/settings',
  associationSettingsResponse,
);

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
