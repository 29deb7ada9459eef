import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sandboxPayResponse } from '@portico/domain/contracts/dev.contract';
import {
  testPaymentOrderResponse,
  testPaymentStateResponse,
  type TestPaymentState,
} from '@portico/domain/contracts/test-payment.contract';
import type { ProviderSuccess } from '@portico/domain/checkout';
import { apiCall } from '../../../app/api-client';

const PATH = '/staff/getting-started/test-payment';
const KEY = ['staff', 'getting-started', 'test-payment'] as const;

/** GET …/test-payment (admin): what a test costs (the server's amount) and how the last one went. */
export function useTestPayment() {
  return useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }) => (await apiCall(PATH, testPaymentStateResponse, { signal })).data,
  });
}

/** POST …/test-payment {confirm: true}: the provider's order the widget opens. */
export async function openTestPaymentOrder() {
  return (
    await apiCall(PATH, testPaymentOrderResponse, { method: 'POST', body: { confirm: true } })
  ).data;
}

/** Development only: the sandbox's stand-in for the widget, paying with its success card. */
export async function paySandbox(orderId: string): Promise<ProviderSuccess> {
  const answer = await apiCall('/dev/sandbox/pay', sandboxPayResponse, {
    method: 'POST',
    body: { order_id: orderId, card: '4111111111111111' },
  });
  if (!answer.success) throw new Error(answer.error.description);
  const { success: _success, ...response } = answer;
  return response;
}

function useSettled() {
  const queryClient = useQueryClient();
  return async (state: TestPaymentState) => {
    queryClient.setQueryData(KEY, state);
    await queryClient.invalidateQueries({ queryKey: ['staff', 'getting-started'], exact: true });
  };
}

/** POST …/test-payment/verify: the widget's signed answer, checked by the server. */
export function useVerifyTestPayment() {
  const settled = useSettled();
  return useMutation({
    mutationFn: async (response: ProviderSuccess) =>
      (
        await apiCall(`${PATH}/verify`, testPaymentStateResponse, {
          method: 'POST',
          body: response,
        })
      ).data,
    onSuccess: settled,
  });
}

/** POST …/test-payment/refund {confirm: true}. */
export function useRefundTestPayment() {
  const settled = useSettled();
  return useMutation({
    mutationFn: async () =>
      (
        await apiCall(`${PATH}/refund`, testPaymentStateResponse, {
          method: 'POST',
          body: { confirm: true },
        })
      ).data,
    onSuccess: settled,
  });
}
