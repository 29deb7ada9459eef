// What the refund operations are given, and the messages they refuse with.
import type { OrdersService, ProviderDeps } from '../payments';

/** The provider's bag (its association is the seller a re-billed invoice is issued by, decision 083). */
export type RefundsDeps = ProviderDeps & {
  orders: OrdersService;
  /** Called after a credit note is committed: wake the mailer that sends it. */
  onCreditNote?: () => void;
  /** Called after a re-billed invoice is committed: wake the mailer that sends invoices. */
  onInvoice?: () => void;
};

export const REFUND_MESSAGES = {
  paymentNotFound: 'Payment not found',
  notRefundable: 'Only a captured payment or a payment due for refund can be refunded.',
  tooMuch: (leftRupees: string) =>
    `The refund must not be more than what is left to refund of this payment (₹${leftRupees}).`,
  nothingLeft: 'This payment has been refunded in full.',
  shortenNeedsDate: 'Enter the new expiry date.',
  shortenBefore: 'The new expiry date must be before the current expiry date.',
  shortenAfterToday:
    'The new expiry date must be in the future. To end the membership now, choose End.',
  noMembership: 'This payment did not buy a membership that can be ended or shortened.',
  providerRefused: (description: string) =>
    `The payment provider refused the refund: ${description}`,
  providerSilent:
    'The payment provider did not answer. The refund stays pending until the provider reports it.',
  byHandCaptured:
    'A card payment is refunded through the payment provider. Only a payment due for refund can be marked refunded by hand.',
  notOffline: 'Only an offline payment can be reversed.',
  invoiceNotFound: 'Invoice not found',
  creditedInFull: 'This invoice has been credited in full.',
  creditTooMuch: (leftRupees: string) =>
    `The credit note must not be more than what is left to credit of this invoice (₹${leftRupees}).`,
  wasRebilled: (number: string) =>
    `This invoice was re-billed as ${number}: issue the credit note against that invoice.`,
  rebillNeedsWhole:
    'Only an invoice with no credit note and no refund can be re-billed: its whole value moves to the new invoice.',
  sameGstin: 'This invoice is already billed to this GSTIN.',
  creditKeyReused:
    'This credit note form was already sent with another amount. Close it and open it again to issue another.',
  keyReused:
    'This refund form was already sent with another amount. Close it and open a new refund to send another.',
} as const;
