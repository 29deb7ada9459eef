// Credit notes staff issue without a refund, and an invoice issued again to a buyer who gives a GSTIN
// after paying (issue #28 item 7, decision 083): POST /api/staff/invoices/:id/credit-notes and
// POST /api/staff/invoices/:id/rebill, where :id is the order that carries the invoice.
import { z } from 'zod';
import { gstinError } from '../gstin';
import { dataResponse, idParam } from './common';
import { creditNoteView } from './refunds.contract';
import { registerRequestContracts } from './request-contract';
import { rupeesField } from './staff-catalog.contract';

export const invoiceIdParams = z.object({ id: idParam('id') });

const IDEMPOTENCY_KEY_MESSAGE = 'idempotency_key must be 16 to 64 letters, digits, - or _';
const idempotencyKey = z
  .string({ error: IDEMPOTENCY_KEY_MESSAGE })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, IDEMPOTENCY_KEY_MESSAGE);

const text = (name: string, max: number) =>
  z
    .string({ error: `Enter the ${name}` })
    .trim()
    .min(1, `Enter the ${name}`)
    .max(max, `The ${name} must be ${max} characters or fewer`);

export const standaloneCreditNoteBody = z.object({
  /** One per form opened: a second submit with it answers the credit note the first issued. */
  idempotency_key: idempotencyKey,
  /** Rupees to credit, taxes included; none: all that is left of the invoice. */
  amount: rupeesField('amount', { positive: true }).nullish(),
  reason: text('reason', 200),
});
export type StandaloneCreditNoteBody = z.infer<typeof standaloneCreditNoteBody>;

export const REBILL_DEFAULT_REASON = 'Re-billed with the buyer’s GSTIN';

export const rebillBody = z.object({
  idempotency_key: idempotencyKey,
  gstin: z
    .string({ error: 'Enter the GSTIN' })
    .trim()
    .toUpperCase()
    .min(1, 'Enter the GSTIN')
    .superRefine((value, context) => {
      const error = gstinError(value);
      if (error) context.addIssue({ code: 'custom', message: error });
    }),
  /** The person billed, and the registered business the GSTIN is of. */
  name: text('name', 200),
  company: text('business name', 200),
  address: z
    .string({ error: 'The address must be text' })
    .trim()
    .max(500, 'The address must be 500 characters or fewer')
    .nullish()
    .transform((value) => (value ? value : null)),
  reason: text('reason', 200).default(REBILL_DEFAULT_REASON),
});
export type RebillBody = z.infer<typeof rebillBody>;

export const rebilledInvoiceView = z.object({
  order_id: z.number().int(),
  number: z.string(),
  issued_at: z.string(),
  total: z.number(),
  billed_gstin: z.string(),
  place_of_supply: z.string(),
});
export type RebilledInvoiceView = z.infer<typeof rebilledInvoiceView>;

export const standaloneCreditNoteResponse = dataResponse(
  z.object({ credit_note: creditNoteView, invoice: rebilledInvoiceView.nullable() }),
);
export type StandaloneCreditNoteResult = z.infer<typeof standaloneCreditNoteResponse>['data'];

registerRequestContracts({ standaloneCreditNoteBody, rebillBody });
