import type { z } from 'zod';
import type {
  confirmMandateBody,
  MandateCheckout,
} from '@portico/domain/contracts/auto-renewal.contract';
import { apiCall } from '../api-client';
import { loadRazorpay } from '../payments/razorpay';

export type CheckoutAnswer = z.input<typeof confirmMandateBody>;

/** The sandbox's stand-in for the provider's checkout (development only). */
async function authoriseInSandbox(orderId: string, outcome: 'confirmed' | 'rejected') {
  const { sandboxMandateResponse } =
    await import('@portico/domain/contracts/auto-renewal.contract');
  return (
    await apiCall('/dev/sandbox/mandate', sandboxMandateResponse, {
      body: { order_id: orderId, outcome },
    })
  ).response;
}

/**
 * The member authenticates the mandate once: Razorpay's Checkout with `recurring: 1` on the
 * authorisation order, or, in development, the sandbox standing in for it. Resolves with the
 * checkout's answer, or null when the member closed it or declined.
 */
export async function authenticate(
  checkout: MandateCheckout,
  sandboxOutcome: 'confirmed' | 'rejected' = 'confirmed',
): Promise<CheckoutAnswer | null> {
  if (checkout.provider === 'sandbox') return authoriseInSandbox(checkout.order_id, sandboxOutcome);
  const Razorpay = await loadRazorpay();
  return new Promise((resolve) => {
    const options = {
      key: checkout.key,
      order_id: checkout.order_id,
      customer_id: checkout.customer_id,
      recurring: '1',
      amount: checkout.amount,
      currency: 'INR',
      name: checkout.name,
      description: 'Auto-renewal of your membership',
      prefill: { name: checkout.name, email: checkout.email, contact: checkout.contact },
      notes: {},
      handler: (response: CheckoutAnswer) => resolve(response),
      modal: { ondismiss: () => resolve(null) },
    };
    // Razorpay's Checkout takes the recurring fields beside the usual ones.
    new Razorpay(options as unknown as ConstructorParameters<typeof Razorpay>[0]).open();
  });
}

/**
 * Authenticates, then hands the signed answer to `confirm` (the member's own route, or the payer's of
 * an order); true once the mandate is confirmed.
 */
export async function authenticateAndConfirm(
  checkout: MandateCheckout,
  confirm: (answer: CheckoutAnswer) => Promise<unknown>,
): Promise<boolean> {
  const answer = await authenticate(checkout);
  if (!answer) return false;
  await confirm(answer);
  return true;
}
