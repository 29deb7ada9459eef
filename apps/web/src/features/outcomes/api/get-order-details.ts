import type { OrderDetails } from '@portico/domain/checkout';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiData, FALLBACK_ERROR_MESSAGE } from '../../../app/api-client';

/** What the outcome pages show of an order. */
export type OrderSummary = Pick<OrderDetails, 'Unique_id' | 'Plan_Name'>;

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/**
 * GET /api/get_order_details/{order}: the member number (Unique_id) and the membership type
 * (Plan_Name). The order number ('PO-…') stands in for the user id the spec names.
 */
export async function getOrderDetails(order: string, signal?: AbortSignal): Promise<OrderSummary> {
  const data = await apiData<unknown>(`/get_order_details/${encodeURIComponent(order)}`, {
    signal,
  });
  if (typeof data !== 'object' || data === null) {
    throw new ApiError(200, FALLBACK_ERROR_MESSAGE, undefined, data);
  }
  const row = data as Record<string, unknown>;
  return { Unique_id: text(row.Unique_id), Plan_Name: text(row.Plan_Name) };
}

export function useOrderDetails(order: string) {
  return useQuery({
    queryKey: ['order-details', order],
    queryFn: ({ signal }) => getOrderDetails(order, signal),
    enabled: order !== '',
  });
}
