import type { ProviderFailure, ProviderSuccess } from '@portico/domain/checkout';
import type { SandboxPayRequest } from '@portico/domain/contracts/dev.contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../app/api-client';

/** What the sandbox "widget" hands the page: the provider's success fields or its error fields. */
export type SandboxOutcome =
  { paid: true; response: ProviderSuccess } | { paid: false; error: ProviderFailure };

/**
 * Development only: POST /api/dev/sandbox/pay {order_id, card, name, email, contact}: the widget's
 * prefill is recorded with the payment, as the provider records it. A paid order answers the
 * provider's fields; a declined card (4000 0000 0000 0002) answers `success: false` with the error
 * fields. An invalid card is a 400 with `errors.card`, thrown as an ApiError.
 */
export async function paySandbox(request: SandboxPayRequest): Promise<SandboxOutcome> {
  const body: SandboxPayRequest = {
    order_id: request.order_id,
    card: request.card,
    ...(request.name ? { name: request.name.trim() } : {}),
    ...(request.email ? { email: request.email.trim() } : {}),
    ...(request.contact ? { contact: request.contact.trim() } : {}),
  };
  // The contract (and zod) load with the call: the page renders and hydrates without them.
  const { sandboxPayResponse } = await import('@portico/domain/contracts/dev.contract');
  const answer = await apiCall('/dev/sandbox/pay', sandboxPayResponse, { method: 'POST', body });
  if (!answer.success) return { paid: false, error: answer.error };
  const { razorpay_payment_id, razorpay_order_id, razorpay_signature } = answer;
  return { paid: true, response: { razorpay_payment_id, razorpay_order_id, razorpay_signature } };
}

export function usePaySandbox() {
  return useMutation({ mutationFn: paySandbox });
}
