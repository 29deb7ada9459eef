import type { OrderDetails } from '@portico/domain/checkout';
import type { PaymentSuccessRequest } from '@portico/domain/contracts/payments.contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../app/api-client';

/**
 * POST /api/PaymentSuccess with the provider's fields (razorpay_payment_id, razorpay_order_id,
 * razorpay_signature) plus history_id and history_type: the server checks the signature and records
 * the payment. Answers the order's details; `success: false` rejects with the server's message.
 */
export async function confirmPayment(request: PaymentSuccessRequest): Promise<OrderDetails> {
  const body: PaymentSuccessRequest = {
    razorpay_payment_id: request.razorpay_payment_id,
    razorpay_order_id: request.razorpay_order_id,
    razorpay_signature: request.razorpay_signature,
    history_id: request.history_id,
    history_type: request.history_type,
  };
  // The contract (and zod) load with the call: the page renders and hydrates without them.
  const { paymentSuccessResponse } = await import('@portico/domain/contracts/payments.contract');
  const answer = await apiCall('/PaymentSuccess', paymentSuccessResponse, {
    method: 'POST',
    body,
  });
  return answer.data;
}

export function useConfirmPayment() {
  return useMutation({ mutationFn: confirmPayment });
}
