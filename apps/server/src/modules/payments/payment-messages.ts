// What a payment is refused with: the spec's messages of the checkout, the widget's callback, the
// webhook and the reconciliation, the payer's of a payment kept for refund, and the error of a
// provider that fails us.
import { PaymentProviderError } from '../../adapters/payments/payment-provider';
import type { RefundReason } from '../../db/schema';
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

/** A call to the provider failed: its own failure is a 502 with `message`, any other error as it is. */
export function rethrowAsUnavailable(error: unknown, message: string): never {
  if (error instanceof PaymentProviderError) throw new PaymentProviderUnavailableError(message);
  throw error;
}

/** What the payer is told (a 409 to the browser's callback: the page must not say it succeeded). */
export const REFUND_MESSAGES: Record<RefundReason, string> = {
  already_paid:
    'This membership was already paid for. Your second payment has been recorded and will be refunded.',
  cancelled:
    'This application was cancelled, so your payment was not applied. It has been recorded and will be refunded.',
  coupon_used_up:
    'The coupon was used up before your payment arrived, so your payment was not applied. It has been recorded and will be refunded; please pay again.',
};
