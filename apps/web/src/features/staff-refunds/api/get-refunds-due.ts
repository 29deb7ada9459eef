import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  refundListResponse,
  type RefundItem,
  type refundListQuery,
} from '@portico/domain/contracts/refunds.contract';
import { apiCall } from '../../../app/api-client';
import { queryString, type Page, type QueryText } from '../../../app/staff/api/page';

export type { RefundItem };

export type RefundsDueQuery = QueryText<typeof refundListQuery>;

/** GET /api/staff/refunds?page=&pageSize= (admin, accounts): payments due for refund, newest first. */
export async function getRefundsDue(
  query: RefundsDueQuery,
  signal?: AbortSignal,
): Promise<Page<RefundItem>> {
  return (await apiCall(`/staff/refunds${queryString(query)}`, refundListResponse, { signal }))
    .data;
}

export function refundsDueQuery(query: RefundsDueQuery) {
  return queryOptions({
    queryKey: ['staff', 'refunds-due', query],
    queryFn: ({ signal }) => getRefundsDue(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useRefundsDue(query: RefundsDueQuery) {
  return useQuery(refundsDueQuery(query));
}
