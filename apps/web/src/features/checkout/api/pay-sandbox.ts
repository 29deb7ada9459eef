import type { ProviderFailure, ProviderSuccess, SandboxPayRequest } from '@portico/domain/checkout';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest, FALLBACK_ERROR_MESSAGE } from '../../../app/api-client';

/** What the sandbox "widget" hands the page: the provider's success fields or its error fields. */
export type SandboxOutcome =
  { paid: true; response: ProviderSuccess } | { paid: false; error: ProviderFailure };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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
  const envelope = await apiRequest<unknown>('/dev/sandbox/pay', { method: 'POST', body });
  const answer: Record<string, unknown> = isObject(envelope.data)
    ? { ...envelope, ...envelope.data }
    : envelope;
  if (envelope.success) {
    const { razorpay_payment_id, razorpay_order_id, razorpay_signature } = answer;
    if (
      typeof razorpay_payment_id === 'string' &&
      typeof razorpay_order_id === 'string' &&
      typeof razorpay_signature === 'string'
    ) {
      return {
        paid: true,
        response: { razorpay_payment_id, razorpay_order_id, razorpay_signature },
      };
    }
    throw new ApiError(200, FALLBACK_ERROR_MESSAGE, undefined, envelope);
  }
  if (isObject(answer.error)) return { paid: false, error: answer.error as ProviderFailure };
  throw new ApiError(
    200,
    envelope.message?.trim() || FALLBACK_ERROR_MESSAGE,
    envelope.errors,
    envelope,
  );
}

export function usePaySandbox() {
  return useMutation({ mutationFn: paySandbox });
}
