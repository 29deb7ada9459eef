import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffDataRequestListResponse,
  staffDataRequestResponse,
  type StaffDataRequestItem,
} from '@portico/domain/contracts/privacy.contract';
import type { DataRequestStatus } from '@portico/domain/privacy';
import { apiCall } from '../../../app/api-client';
import { queryString } from '../../../app/staff/api/page';

export type { StaffDataRequestItem };

const KEY = ['staff', 'data-requests'] as const;

/** GET /api/staff/data-requests (open first, oldest first among them). */
export function useDataRequests(query: { status: DataRequestStatus | ''; page: number }) {
  return useQuery({
    queryKey: [...KEY, query],
    queryFn: async ({ signal }) =>
      (
        await apiCall(
          `/staff/data-requests${queryString({ status: query.status, page: query.page })}`,
          staffDataRequestListResponse,
          { signal },
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}

type Close = { id: number; action: 'complete' } | { id: number; action: 'refuse'; reason: string };

/** POST /api/staff/data-requests/:id/complete or /refuse. */
export function useCloseDataRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (close: Close) =>
      apiCall(`/staff/data-requests/${close.id}/${close.action}`, staffDataRequestResponse, {
        method: 'POST',
        ...(close.action === 'refuse' ? { body: { reason: close.reason } } : {}),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
