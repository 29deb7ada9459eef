import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  einvoiceWaitingResponse,
  type WaitingDocument,
} from '@portico/domain/contracts/einvoice.contract';
import { apiCall } from '../../../app/api-client';

export type { WaitingDocument };

/** GET /api/staff/einvoices/waiting: the B2B documents still waiting for their IRN (decision 086). */
export function useIrnWaiting(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['staff', 'einvoices', 'waiting'],
      queryFn: async ({ signal }) =>
        (await apiCall('/staff/einvoices/waiting', einvoiceWaitingResponse, { signal })).data,
      enabled,
    }),
  );
}
