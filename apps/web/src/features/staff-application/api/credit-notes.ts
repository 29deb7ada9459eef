import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  standaloneCreditNoteResponse,
  type rebillBody,
  type standaloneCreditNoteBody,
  type StandaloneCreditNoteResult,
} from '@portico/domain/contracts/credit-notes.contract';
import { apiCall } from '../../../app/api-client';

export type CreditNoteInput = z.input<typeof standaloneCreditNoteBody>;
export type RebillInput = z.input<typeof rebillBody>;

function issuedMessage(result: StandaloneCreditNoteResult): string {
  const note = `Credit note ${result.credit_note.number} issued`;
  return result.invoice
    ? `${note}. Invoice ${result.invoice.number} issued to GSTIN ${result.invoice.billed_gstin}.`
    : `${note}.`;
}

/** After a credit note: the payments and the application (its audit log). */
function useRefresh(applicationId: number) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: ['staff', 'applications', applicationId] });
}

/** POST /api/staff/invoices/:id/credit-notes (id: the invoice's order; accounts, admin). */
export function useIssueCreditNote(applicationId: number) {
  const refresh = useRefresh(applicationId);
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: CreditNoteInput }) =>
      issuedMessage(
        (
          await apiCall(`/staff/invoices/${id ?? 0}/credit-notes`, standaloneCreditNoteResponse, {
            method: 'POST',
            body: input,
          })
        ).data,
      ),
    onSuccess: refresh,
  });
}

/** POST /api/staff/invoices/:id/rebill: credited in full and issued again to a registered buyer. */
export function useRebillInvoice(applicationId: number) {
  const refresh = useRefresh(applicationId);
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: RebillInput }) =>
      issuedMessage(
        (
          await apiCall(`/staff/invoices/${id ?? 0}/rebill`, standaloneCreditNoteResponse, {
            method: 'POST',
            body: input,
          })
        ).data,
      ),
    onSuccess: refresh,
  });
}
