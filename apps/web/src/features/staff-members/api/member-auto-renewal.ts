import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffMemberAutoRenewalResponse,
  type StaffMemberAutoRenewal,
} from '@portico/domain/contracts/auto-renewal.contract';
import { apiCall } from '../../../app/api-client';

export type { StaffMemberAutoRenewal };

const key = (id: number) => ['staff', 'member-auto-renewal', id] as const;

/** GET /api/staff/members/:id/auto_renewal: the member's latest mandate, its debits and history. */
export function useMemberAutoRenewal(id: number) {
  return useQuery({
    queryKey: key(id),
    queryFn: async ({ signal }) =>
      (
        await apiCall(`/staff/members/${id}/auto_renewal`, staffMemberAutoRenewalResponse, {
          signal,
        })
      ).data,
  });
}

/** POST /api/staff/members/:id/auto_renewal/cancel (admin, office): audited with the reason. */
export function useCancelMandate(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string) =>
      (
        await apiCall(`/staff/members/${id}/auto_renewal/cancel`, staffMemberAutoRenewalResponse, {
          body: { reason },
        })
      ).data,
    onSuccess: async (data) => {
      client.setQueryData(key(id), data);
      // The audit trail on the record names the cancellation.
      await client.invalidateQueries({ queryKey: ['staff', 'member-record', id] });
    },
  });
}
