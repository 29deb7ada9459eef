import type { CreateOrderRequest, PaymentOrder } from '@portico/domain/checkout';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiData, FALLBACK_ERROR_MESSAGE } from '../../../app/api-client';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The order fields the widget cannot open without; anything missing is an unreadable answer. */
function parsePaymentOrder(data: unknown): PaymentOrder {
  if (
    !isObject(data) ||
    (data.provider !== 'sandbox' && data.provider !== 'razorpay') ||
    typeof data.order_id !== 'string' ||
    typeof data.unique_order_id !== 'string' ||
    typeof data.amount !== 'number' ||
    typeof data.history_id !== 'number'
  ) {
    throw new ApiError(200, FALLBACK_ERROR_MESSAGE, undefined, data);
  }
  return data as PaymentOrder;
}

/**
 * POST /api/create_order {user_id, type, coupon}: the server computes the amount (no total is sent)
 * and answers the order the provider's widget opens. `success: false` rejects with its message.
 */
export async function createOrder(request: CreateOrderRequest): Promise<PaymentOrder> {
  const body: CreateOrderRequest = {
    user_id: request.user_id,
    type: request.type,
    coupon: request.coupon ?? null,
  };
  return parsePaymentOrder(await apiData<unknown>('/create_order', { method: 'POST', body }));
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
