/**
 * The navigation state a checkout hands the payment's outcome page once the server confirmed the
 * payment: the page then says so in a success banner at its top (in the flow, where a floating
 * toast covered the payment's details on a phone).
 */
export const PAYMENT_CONFIRMED_STATE = { paymentConfirmed: true } as const;

export function arrivesFromConfirmedPayment(state: unknown): boolean {
  return (state as { paymentConfirmed?: unknown } | null)?.paymentConfirmed === true;
}
