import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  autoRenewalSettingsResponse,
  type AutoRenewalSettings,
} from '@portico/domain/contracts/auto-renewal.contract';
import { apiCall } from '../../../app/api-client';

export type { AutoRenewalSettings };

const KEY = ['staff', 'auto-renewal-settings'] as const;

/** GET /api/staff/auto_renewal/settings (admin). */
export function useAutoRenewalSettings() {
  return useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }) =>
      (await apiCall('/staff/auto_renewal/settings', autoRenewalSettingsResponse, { signal })).data,
  });
}

/** PUT /api/staff/auto_renewal/settings: answers the settings as saved. */
export function useSaveAutoRenewalSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: AutoRenewalSettings) =>
      (
        await apiCall('/staff/auto_renewal/settings', autoRenewalSettingsResponse, {
          method: 'PUT',
          body,
        })
      ).data,
    onSuccess: (saved) => client.setQueryData(KEY, saved),
  });
}
