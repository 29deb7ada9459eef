// What a GST credit note prints (issue #15): the seller, the buyer of the invoice it corrects, the
// invoice it refers to, the value credited with its tax split like the invoice's, and the reason.
import type { IndianState, InvoiceTax, TaxInvoice } from './invoice-types';

export type CreditNote = {
  seller: TaxInvoice['seller'];
  number: string;
  issuedAt: Date;
  invoiceNumber: string;
  invoiceDate: Date;
  member: TaxInvoice['member'] & { placeOfSupply: IndianState };
  memberNumber: string;
  /** What the invoice was for, e.g. 'Gold – Membership renewal'. */
  description: string;
  orderId: string;
  sacCode: string;
  taxablePaise: number;
  tax: InvoiceTax;
  /** The GST rate of the order it is issued against, basis points; 1800 (18%) when absent. */
  gstRateBasisPoints?: number;
  /** The invoice's round off given back (its last credit note), printed when not 0. */
  roundOffPaise?: number;
  totalPaise: number;
  reason: string;
};
