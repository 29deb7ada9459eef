import type { UnsuccessfulRequest } from '@portico/domain/contracts/payments.contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../app/api-client';

/** POST /api/unsuccessful {history_id, error}: records a failed payment with the provider's error fields. */
export async function reportPaymentFailure(request: UnsuccessfulRequest): Promise<void> {
  const body: UnsuccessfulRequest = { history_id: request.history_id, error: request.error };
  // The contract (and zod) load with the call: the page renders and hydrates without them.
  const { unsuccessfulResponse } = await import('@portico/domain/contracts/payments.contract');
  await apiCall('/unsuccessful', unsuccessfulResponse, { method: 'POST', body });
}

export function useReportPaymentFailure() {
  return useMutation({ mutationFn: reportPaymentFailure });
}
