import { useMutation, useQueryClient } from '@tanstack/react-query';
import { irnCancelResponse, type IrnCancelBody } from '@portico/domain/contracts/einvoice.contract';
import { apiCall } from '../../../app/api-client';

/**
 * POST /api/staff/einvoices/cancel: cancels a document's IRN at the IRP (decision 086); resolves
 * with what the toast says. The invoices list is read again to show it cancelled.
 */
export function useCancelIrn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input }: { id: number | null; input: IrnCancelBody }) => {
      const { data } = await apiCall('/staff/einvoices/cancel', irnCancelResponse, {
        method: 'POST',
        body: input,
      });
      return `IRN ${data.irn} cancelled at the IRP.`;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'invoices'] }),
  });
}
