import type { PaymentOrder, ProviderFailure, ProviderSuccess } from '@portico/domain/checkout';
import type { AssociationBrand } from '../association';

/** The card provider's checkout script (member spec §7: loaded on the checkout page). */
export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** The part of Razorpay's Checkout options we use. */
export type RazorpayOptions = {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  /** The merchant the widget names: the association. */
  name: string;
  /** The association's logo, an absolute address. */
  image?: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  notes: Record<string, string>;
  handler: (response: ProviderSuccess) => void;
  modal: { ondismiss: () => void };
};

export type RazorpayInstance = {
  open: () => void;
  on: (event: 'payment.failed', callback: (response: { error: ProviderFailure }) => void) => void;
};

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

/** Adds the provider's script once; a failed load may be retried by the next payment. */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      if (window.Razorpay) resolve(window.Razorpay);
      else reject(new Error('The payment provider did not load'));
    };
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('The payment provider did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/** What the widget opens: a member's order, or an admin's test payment (any description). */
export type WidgetOrder = Pick<
  PaymentOrder,
  | 'key'
  | 'order_id'
  | 'amount'
  | 'currency'
  | 'name'
  | 'email'
  | 'mobile_number'
  | 'unique_order_id'
> & { description: string };

export type WidgetCallbacks = {
  onSuccess: (response: ProviderSuccess) => void;
  onFailure: (error: ProviderFailure) => void;
  onDismiss: () => void;
};

/**
 * Opens the provider's widget on an order; the amount is the server's, in paise. The widget names the
 * association and shows its logo (an absolute address: the widget runs on the provider's page).
 */
export async function openRazorpay(
  order: WidgetOrder,
  callbacks: WidgetCallbacks,
  brand: AssociationBrand | null,
): Promise<void> {
  const Razorpay = await loadRazorpay();
  const widget = new Razorpay({
    key: order.key,
    order_id: order.order_id,
    amount: order.amount,
    currency: order.currency,
    name: brand?.name ?? '',
    ...(brand?.logoUrl ? { image: new URL(brand.logoUrl, window.location.origin).href } : {}),
    description: order.description,
    prefill: { name: order.name, email: order.email, contact: order.mobile_number },
    notes: { purpose: order.description, unique_order_id: order.unique_order_id },
    handler: callbacks.onSuccess,
    modal: { ondismiss: callbacks.onDismiss },
  });
  widget.on('payment.failed', (response) => callbacks.onFailure(response.error ?? {}));
  widget.open();
}
