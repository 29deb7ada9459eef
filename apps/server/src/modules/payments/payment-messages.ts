// What a payment is refused with: the spec's messages of the checkout, the widget's callback, the
// webhook and the reconciliation, and the error of a provider that fails us.
import { DomainError } from '../../errors';

export const PAYMENT_MESSAGES = {
  signatureInvalid: 'The payment could not be verified.',
  amountMismatch: 'The amount paid does not match the order.',
  notCaptured: 'The payment has not been completed yet.',
  unknownOrder: 'Order not found',
  providerDown: 'Something went wrong',
  partPaidOffline: (balance: string, order: string) =>
    `The association has received part of this payment by hand (order ${order}). ₹${balance} is still due: please pay it to the association directly, quoting the order number.`,
} as const;

/** 502: the card provider failed us; the message is the spec's generic one. */
export class PaymentProviderUnavailableError extends DomainError {
  readonly statusCode = 502;
}
