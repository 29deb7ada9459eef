import type { OrderDetails } from '@portico/domain/checkout';
import { orderDetailsResponse } from '@portico/domain/contracts/payments.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../app/api-client';

/**
 * GET /api/get_order_details/{order}: the member number (Unique_id) and the membership type
 * (Plan_Name) the outcome pages show. The order number ('PO-…') stands in for the user id the spec
 * names.
 */
export async function getOrderDetails(order: string, signal?: AbortSignal): Promise<OrderDetails> {
  const path = `/get_order_details/${encodeURIComponent(order)}`;
  const answer = await apiCall(path, orderDetailsResponse, { signal });
  return answer.data;
}

export function orderDetailsQuery(order: string) {
  return queryOptions({
    queryKey: ['order-details', order],
    queryFn: ({ signal }) => getOrderDetails(order, signal),
    enabled: order !== '',
  });
}

export function useOrderDetails(order: string) {
  return useQuery(orderDetailsQuery(order));
}
