// The back office's GST documents (issue #15): GET /api/staff/invoices searches every tax invoice and
// credit note; GET /api/staff/invoices/totals answers a period's totals (B2B and B2C, credit notes
// subtracting); GET /api/staff/export/gst.csv and gst.xlsx export a period for the GST returns.
import { z } from 'zod';
import {
  DATE_RANGE_MESSAGE,
  checkDateRange,
  dataResponse,
  dateParam,
  optionalParam,
  pageQuery,
  pageResponse,
  searchParam,
} from './common';
import { GSTR1_FREQUENCY_VALUES } from '../gstr1';
import { BILLING_DOCUMENT_KIND_VALUES, BUYER_TYPE_VALUES } from './values';
import { registerRequestContracts } from './request-contract';

const kindParam = optionalParam(
  z.enum(BILLING_DOCUMENT_KIND_VALUES, { error: 'kind must be invoice or credit_note' }),
);

/** Search: number, buyer name or company, GSTIN, member number or email (q), and issue dates. */
export const invoiceSearchQuery = z
  .object({
    q: searchParam,
    from: optionalParam(dateParam('from')),
    to: optionalParam(dateParam('to')),
    kind: kindParam,
    ...pageQuery,
  })
  .refine(checkDateRange, DATE_RANGE_MESSAGE);
export type InvoiceSearchQuery = z.infer<typeof invoiceSearchQuery>;

/** One tax invoice or credit note; amounts in rupees, positive for both kinds. */
export const staffInvoiceItem = z.object({
  kind: z.enum(BILLING_DOCUMENT_KIND_VALUES),
  /** The order's id for an invoice, the credit note's id for a credit note. */
  id: z.number().int(),
  number: z.string(),
  /** ISO instant the document was issued (an invoice: when its order was paid). */
  issued_at: z.string(),
  /** The invoice; for a credit note, the invoice it corrects. */
  invoice_number: z.string(),
  unique_order_id: z.string(),
  buyer_name: z.string(),
  buyer_company: z.string(),
  buyer_gstin: z.string().nullable(),
  buyer_type: z.enum(BUYER_TYPE_VALUES),
  member_number: z.string().nullable(),
  email: z.string().nullable(),
  place_of_supply: z.string(),
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
  /** Its e-invoice registration, null while it has none (B2C, or still waiting for the IRP). */
  irn: z
    .object({
      number: z.string(),
      acknowledged_at: z.string(),
      cancelled_at: z.string().nullable(),
      /** Until when staff may still cancel it at the IRP; null once that has passed or it is cancelled. */
      cancellable_until: z.string().nullable(),
    })
    .nullable(),
});
export type StaffInvoiceItem = z.infer<typeof staffInvoiceItem>;
export const invoiceSearchResponse = pageResponse(staffInvoiceItem);

export const MAX_PERIOD_DAYS = 366;

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/** A period for the GST returns: both dates required, Indian calendar dates, at most ~a year apart. */
export const gstPeriodQuery = z
  .object({ from: dateParam('from'), to: dateParam('to') })
  .refine(checkDateRange, DATE_RANGE_MESSAGE)
  .refine((value) => daysBetween(value.from, value.to) <= MAX_PERIOD_DAYS, {
    message: 'The period must not be longer than 366 days',
    path: ['to'],
  });
export type GstPeriod = z.infer<typeof gstPeriodQuery>;

/** Sums of one group of documents, in rupees. */
export const gstAmounts = z.object({
  count: z.number().int(),
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
});
export type GstAmounts = z.infer<typeof gstAmounts>;

/** Invoices, credit notes and the net (invoices less credit notes), for B2B, B2C and both. */
export const gstTotals = z.object({
  from: z.string(),
  to: z.string(),
  b2b: z.object({ invoices: gstAmounts, credit_notes: gstAmounts, net: gstAmounts }),
  b2c: z.object({ invoices: gstAmounts, credit_notes: gstAmounts, net: gstAmounts }),
  all: z.object({ invoices: gstAmounts, credit_notes: gstAmounts, net: gstAmounts }),
});
export type GstTotals = z.infer<typeof gstTotals>;
export const gstTotalsResponse = dataResponse(gstTotals);

const MONTH_MESSAGE = 'month must be a month (YYYY-MM) from 2017-07 to 2100-12';

/**
 * A GSTR-1 return's period (decision 082): a month, or with `frequency=quarterly` the quarter of the
 * financial year that holds it. GST began in July 2017.
 */
export const gstr1Query = z.object({
  month: z
    .string({ error: MONTH_MESSAGE })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH_MESSAGE)
    .refine((value) => value >= '2017-07' && value <= '2100-12', MONTH_MESSAGE),
  frequency: optionalParam(
    z.enum(GSTR1_FREQUENCY_VALUES, { error: 'frequency must be monthly or quarterly' }),
  ),
});
export type Gstr1Query = z.infer<typeof gstr1Query>;

registerRequestContracts({ gstPeriodQuery, gstr1Query, invoiceSearchQuery });
