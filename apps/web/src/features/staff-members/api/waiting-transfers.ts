import { useQuery } from '@tanstack/react-query';
import { staffOpenTransfersResponse } from '@portico/domain/contracts/team.contract';
import { apiCall } from '../../../app/api-client';

/** The key a decision on any member's transfer invalidates. */
export const WAITING_TRANSFERS_KEY = ['staff', 'team-transfers'] as const;

/** GET /api/staff/team-transfers (admin, office): every open transfer request, oldest first. */
export function useWaitingTransfers(enabled: boolean) {
  return useQuery({
    queryKey: WAITING_TRANSFERS_KEY,
    queryFn: async ({ signal }) =>
      (await apiCall('/staff/team-transfers', staffOpenTransfersResponse, { signal })).data,
    enabled,
  });
}
