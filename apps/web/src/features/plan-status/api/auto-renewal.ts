import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MandateCheckout } from '@portico/domain/contracts/auto-renewal.contract';
import type { MandateMethod } from '@portico/domain/auto-renewal';
import { apiCall } from '../../../app/api-client';
import {
  authenticateAndConfirm,
  type CheckoutAnswer,
} from '../../../app/auto-renewal/mandate-checkout';
import { memberQuery } from '../../../app/member/member-query';

const KEY = ['auto-renewal'] as const;
const contract = () => import('@portico/domain/contracts/auto-renewal.contract');

/** GET /api/auto_renewal: what is offered to the member, their mandate and its debits. */
export const autoRenewalQuery = memberQuery(
  KEY,
  '/auto_renewal',
  async () => (await contract()).memberAutoRenewalResponse,
);

/** POST /api/auto_renewal: the provider's authorisation order for the chosen method. */
export async function registerMandate(method: MandateMethod): Promise<MandateCheckout> {
  const { registerMandateResponse } = await contract();
  return (await apiCall('/auto_renewal', registerMandateResponse, { body: { method } })).data;
}

/** POST /api/auto_renewal/confirm: the checkout's signed answer. */
export async function confirmMandate(answer: CheckoutAnswer) {
  const { mandateResponse } = await contract();
  return (await apiCall('/auto_renewal/confirm', mandateResponse, { body: answer })).data;
}

/** The member sets a mandate of `method` up: registered, authenticated, confirmed. */
export async function setUpMandate(method: MandateMethod): Promise<boolean> {
  return authenticateAndConfirm(await registerMandate(method), confirmMandate);
}

/** POST /api/auto_renewal/action: pause, resume or cancel. */
export function useMandateAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: 'pause' | 'resume' | 'cancel') => {
      const { mandateActionResponse } = await contract();
      return apiCall('/auto_renewal/action', mandateActionResponse, { body: { action } });
    },
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useRefreshAutoRenewal() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: KEY });
}
