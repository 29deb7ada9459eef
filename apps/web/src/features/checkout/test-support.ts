// Fixtures and helpers for the checkout screens' tests.
import type { CheckoutData, PaymentOrder } from '@portico/domain/checkout';
import { configure, screen, within } from '@testing-library/react';

// The first screen of a file waits for its lazy route modules to be transformed and loaded.
configure({ asyncUtilTimeout: 10_000 });

/** A new registration: Gold, joining ₹1,00,000, annual ₹1,50,000, GST 18%. */
export function checkoutData(overrides: Partial<CheckoutData> = {}): CheckoutData {
  return {
    type: 'register',
    Plan_Name: 'Gold',
    Name: 'Rao Events Pvt Ltd',
    Authorized_Person: 'Asha Rao',
    Email: 'asha@example.com',
    Mobile: '9876543210',
    Joining_Fees: 100000,
    Discount: 0,
    Annual_Fees: 150000,
    gst: 45000,
    gst_rate: 18,
    total: 295000,
    plan_history: { id: 31, history_type: 'new', app_id: 1 },
    coupon: { status: false, msg: '', code: null, reason: 'none' },
    period: null,
    ...overrides,
  };
}

/** The same checkout with WELCOME10 (10% off the joining fee) applied. */
export function withWelcome10(overrides: Partial<CheckoutData> = {}): CheckoutData {
  return checkoutData({
    Discount: 10000,
    gst: 43200,
    gst_rate: 18,
    total: 283200,
    coupon: {
      status: true,
      msg: 'Coupon Applied Successfully.',
      code: 'WELCOME10',
      reason: 'applied',
    },
    ...overrides,
  });
}

/** A payable checkout as the server answers it: the sandbox provider unless `extra` names another. */
export function ready(data: CheckoutData, extra: Record<string, unknown> = {}) {
  return {
    body: {
      success: true,
      data,
      payment_link_expired: false,
      provider: 'sandbox',
      key: 'rzp_test_sandbox',
      ...extra,
    },
  };
}

/** A sandbox order as create_order answers it. */
export function sandboxOrder(overrides: Partial<PaymentOrder> = {}): PaymentOrder {
  return {
    total_amount: 295000,
    unique_order_id: 'PO-000042',
    name: 'Asha Rao',
    email: 'asha@example.com',
    mobile_number: '9876543210',
    provider: 'sandbox',
    key: 'rzp_test_sandbox',
    order_id: 'order_SBXabc123',
    amount: 29500000,
    currency: 'INR',
    description: 'Registration Fee',
    history_id: 31,
    history_type: 'new',
    ...overrides,
  };
}

export const PROVIDER_SUCCESS = {
  razorpay_payment_id: 'pay_SBX1',
  razorpay_order_id: 'order_SBXabc123',
  razorpay_signature: 'f00dbabe',
};

export const PROVIDER_DECLINE = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Your payment has been declined. Please try again.',
  source: 'customer',
  step: 'payment_authorization',
  reason: 'payment_failed',
  metadata: { order_id: 'order_SBXabc123', payment_id: 'pay_SBX2' },
};

/** GET get_order_details's answer. */
export const ORDER_DETAILS = {
  success: true,
  data: {
    unique_order_id: 'PO-000042',
    Unique_id: 'PRT-0042',
    Plan_Name: 'Gold',
    type: 'register',
    user_id: 1,
    total: 295000,
    paid_at: '2025-04-01T10:00:00.000Z',
    invoice_number: 'INV/2025-26/000001',
  },
};

/** POST PaymentSuccess's answer: the order's details with the server's message. */
export const PAYMENT_CONFIRMED = { ...ORDER_DETAILS, message: 'Payment successful!' };

/** POST unsuccessful's answer. */
export const FAILURE_RECORDED = { success: true, message: 'Payment failed. Please try again.' };

/** The rows of the payment details table as [label, value]. */
export function summaryRows(): [string, string][] {
  const table = screen.getByRole('table', { name: 'Payment details' });
  return within(table)
    .getAllByRole('row')
    .map((row) => {
      const header = within(row).getByRole('rowheader');
      // The value as shown: without a fee's tooltip text, which is in the cell too.
      const shown = within(row).getByRole('cell').cloneNode(true) as HTMLElement;
      shown.querySelectorAll('[role="tooltip"]').forEach((tooltip) => tooltip.remove());
      return [header.textContent ?? '', shown.textContent ?? ''];
    });
}

/** A promise and its resolver: holds a mocked call open. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** GET /api/association: the association as the admin saved it (its name and contact on the page). */
export const ASSOCIATION = {
  name: 'Event Makers Association of Karnataka',
  short_name: 'EMAK',
  email: 'help@emak.example.org',
  phone: null,
  logo_url: '/api/association/logo?v=logo-1',
  gst_rate: 18,
};
export const ASSOCIATION_REPLY = { body: { success: true, data: ASSOCIATION } };
