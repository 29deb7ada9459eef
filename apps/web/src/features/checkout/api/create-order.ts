import type { PaymentOrder } from '@portico/domain/checkout';
import type { CreateOrderRequest } from '@portico/domain/contracts/payments.contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../app/api-client';

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
  // The contract (and zod) load with the call: the page renders and hydrates without them.
  const { createOrderResponse } = await import('@portico/domain/contracts/payments.contract');
  const answer = await apiCall('/create_order', createOrderResponse, { method: 'POST', body });
  return answer.data;
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
