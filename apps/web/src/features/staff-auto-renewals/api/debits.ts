import { useQuery } from '@tanstack/react-query';
import {
  staffDebitsResponse,
  type StaffDebitRow,
} from '@portico/domain/contracts/auto-renewal.contract';
import { apiCall } from '../../../app/api-client';

export type { StaffDebitRow };

/** GET /api/staff/auto_renewal/debits?view=: upcoming debits (soonest first) or failures (latest). */
export function useAutoRenewalDebits(view: 'upcoming' | 'failures') {
  return useQuery({
    queryKey: ['staff', 'auto-renewal-debits', view],
    queryFn: async ({ signal }) =>
      (await apiCall(`/staff/auto_renewal/debits?view=${view}`, staffDebitsResponse, { signal }))
        .data,
  });
}
