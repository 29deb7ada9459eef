import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { teamSettingsResponse, type TeamSettings } from '@portico/domain/contracts/team.contract';
import { apiCall } from '../../../app/api-client';

export type { TeamSettings };

const KEY = ['staff', 'team-settings'] as const;

/** GET /api/staff/team/settings (admin, decision 118). */
export function useTeamSettings() {
  return useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }) =>
      (await apiCall('/staff/team/settings', teamSettingsResponse, { signal })).data,
  });
}

/** PUT /api/staff/team/settings: answers the settings as saved. */
export function useSaveTeamSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TeamSettings) =>
      (await apiCall('/staff/team/settings', teamSettingsResponse, { method: 'PUT', body })).data,
    onSuccess: (saved) => client.setQueryData(KEY, saved),
  });
}
