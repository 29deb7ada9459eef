import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../app/api-client';

/**
 * GET /api/auto_renewal, for a signed-in member only (a refusal would end the session): whether
 * auto-renewal is offered to their category and they have no mandate yet.
 */
export function useAutoRenewalOffer(enabled: boolean) {
  return useQuery({
    queryKey: ['auto-renewal'],
    queryFn: async ({ signal }) => {
      const { memberAutoRenewalResponse } =
        await import('@portico/domain/contracts/auto-renewal.contract');
      return (await apiCall('/auto_renewal', memberAutoRenewalResponse, { signal })).data;
    },
    enabled,
    retry: false,
  });
}
