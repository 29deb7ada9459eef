import { queryOptions, useQuery } from '@tanstack/react-query';
import { offlineDueResponse, type OfflineDue } from '@portico/domain/contracts/refunds.contract';
import type { OrderType } from '@portico/domain/checkout';
import { apiCall } from '../../../app/api-client';

export type { OfflineDue };

/** GET /api/staff/applications/:id/offline-payments/due: what is due before anything is typed. */
export function offlineDueQuery(applicationId: number, purpose: OrderType) {
  return queryOptions({
    queryKey: ['staff', 'applications', applicationId, 'offline-due', purpose],
    queryFn: async ({ signal }) =>
      (
        await apiCall(
          `/staff/applications/${applicationId}/offline-payments/due?purpose=${purpose}`,
          offlineDueResponse,
          { signal },
        )
      ).data,
    retry: false,
  });
}

export function useOfflineDue(applicationId: number, purpose: OrderType) {
  return useQuery(offlineDueQuery(applicationId, purpose));
}
