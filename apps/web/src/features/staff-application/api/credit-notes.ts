import type { z } from 'zod';
import {
  standaloneCreditNoteResponse,
  type rebillBody,
  type standaloneCreditNoteBody,
} from '@portico/domain/contracts/credit-notes.contract';
import { apiCall } from '../../../app/api-client';
import type { RecordSave } from '../../../app/staff/api/save-record';
import { useApplicationChange } from './application-change';

export type CreditNoteInput = z.input<typeof standaloneCreditNoteBody>;
export type RebillInput = z.input<typeof rebillBody>;

/** POSTs the credit note's request; resolves with what was issued. */
async function issue(path: string, body: CreditNoteInput | RebillInput): Promise<string> {
  const { data } = await apiCall(path, standaloneCreditNoteResponse, { method: 'POST', body });
  const note = `Credit note ${data.credit_note.number} issued`;
  return data.invoice
    ? `${note}. Invoice ${data.invoice.number} issued to GSTIN ${data.invoice.billed_gstin}.`
    : `${note}.`;
}

/** POST /api/staff/invoices/:id/credit-notes (id: the invoice's order; accounts, admin). */
export function useIssueCreditNote(applicationId: number) {
  return useApplicationChange(applicationId, ({ id, input }: RecordSave<CreditNoteInput>) =>
    issue(`/staff/invoices/${id ?? 0}/credit-notes`, input),
  );
}

/** POST /api/staff/invoices/:id/rebill: credited in full and issued again to a registered buyer. */
export function useRebillInvoice(applicationId: number) {
  return useApplicationChange(applicationId, ({ id, input }: RecordSave<RebillInput>) =>
    issue(`/staff/invoices/${id ?? 0}/rebill`, input),
  );
}
