// E-invoicing in the back office (decision 086), for the admin and accounts roles:
// GET /api/staff/einvoices/waiting: the invoices and credit notes still waiting for their IRN, with
// why; POST /api/staff/einvoices/cancel: cancel a document's IRN at the IRP within 24 hours.
import { z } from 'zod';
import { MAX_RECORD_ID } from '../record-id';
import { BILLING_DOCUMENT_KIND_VALUES } from './values';
import { registerRequestContracts } from './request-contract';
import { dataResponse, savedResponse } from './common';

/** The IRP cancels an IRN only within this many hours of its acknowledgement. */
export const IRN_CANCEL_WINDOW_HOURS = 24;

/** GST's reasons for cancelling an IRN, by the IRP's codes. */
export const IRN_CANCEL_REASONS = {
  '1': 'Duplicate',
  '2': 'Data entry mistake',
  '3': 'Order cancelled',
  '4': 'Other',
} as const;

export const EINVOICE_MESSAGES = {
  reason: 'Select why the IRN is cancelled',
  remark: 'Enter a remark of 1 to 100 characters',
  noIrn: 'This document has no IRN to cancel',
  cancelled: 'This IRN is already cancelled',
  tooLate: 'An IRN can be cancelled only within 24 hours of its acknowledgement',
} as const;

export const irnCancelBody = z.object({
  document: z.enum(BILLING_DOCUMENT_KIND_VALUES),
  id: z.number().int().positive().max(MAX_RECORD_ID),
  reason: z.enum(['1', '2', '3', '4'], { error: EINVOICE_MESSAGES.reason }),
  remark: z
    .string({ error: EINVOICE_MESSAGES.remark })
    .trim()
    .min(1, EINVOICE_MESSAGES.remark)
    .max(100, EINVOICE_MESSAGES.remark)
    .refine((value) => !/["\\\r\n]/.test(value), EINVOICE_MESSAGES.remark),
});
export type IrnCancelBody = z.infer<typeof irnCancelBody>;

export const irnCancelResponse = savedResponse(
  z.object({ irn: z.string(), cancelled_at: z.string() }),
);

export const waitingDocument = z.object({
  document: z.enum(BILLING_DOCUMENT_KIND_VALUES),
  id: z.number().int(),
  number: z.string(),
  /** When it was issued; the IRP takes it until 30 days after. */
  issued_at: z.string(),
  window_closes_at: z.string(),
  buyer: z.string(),
  attempts: z.number().int(),
  /** Why it waits (the IRP's refusal, a missing city or PIN, the IRP down), null before a try. */
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
});
export type WaitingDocument = z.infer<typeof waitingDocument>;

export const einvoiceWaitingResponse = dataResponse(z.array(waitingDocument));

registerRequestContracts({ irnCancelBody });
