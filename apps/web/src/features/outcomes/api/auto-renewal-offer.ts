import { useQuery } from '@tanstack/react-query';
import type { MandateMethod } from '@portico/domain/auto-renewal';
import { apiCall } from '../../../app/api-client';
import { authenticateAndConfirm } from '../../../app/auto-renewal/mandate-checkout';

const contract = () => import('@portico/domain/contracts/auto-renewal.contract');
const path = (order: string) => `/auto_renewal/after_payment/${encodeURIComponent(order)}`;

/**
 * GET /api/auto_renewal/after_payment/{order} (decision 115): what the payer of a new registration may
 * set up for the member it made, the methods that fit the renewal fee. The applicant's session is
 * enough: the server checks it may see the order.
 */
export function usePayerAutoRenewal(order: string, enabled: boolean) {
  return useQuery({
    queryKey: ['auto-renewal', 'after-payment', order],
    queryFn: async ({ signal }) => {
      const { memberAutoRenewalResponse } = await contract();
      return (await apiCall(path(order), memberAutoRenewalResponse, { signal })).data;
    },
    enabled,
    retry: false,
  });
}

/** The payer sets a mandate of `method` up for the order's member: registered, authenticated, confirmed. */
export async function setUpForOrder(order: string, method: MandateMethod): Promise<boolean> {
  const { registerMandateResponse, mandateResponse } = await contract();
  const checkout = (await apiCall(path(order), registerMandateResponse, { body: { method } })).data;
  return authenticateAndConfirm(checkout, (answer) =>
    apiCall(`${path(order)}/confirm`, mandateResponse, { body: answer }),
  );
}
