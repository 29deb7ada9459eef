// The shapes of the checkout and payment calls (member-area spec §3, §4.6, §7; api-contract), shared
// by the server that answers them and the web app that reads them. Field names are the spec's,
// spellings included ('Pervious_…'). Money is in rupees, as the screens show it, computed on the
// server from integer paise; the browser never sends an amount.

/** What an order pays for: `type` of create_order. */
export const ORDER_TYPES = ['register', 'upgrade', 'renew', 'revive_renew'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** The provider widget's note on the order (spec §7). */
export function orderNote(type: OrderType): 'Registration Fee' | 'Renew Fee' {
  return type === 'renew' || type === 'revive_renew' ? 'Renew Fee' : 'Registration Fee';
}

export type CheckoutPlanHistory = {
  id: number;
  history_type: 'new' | 'upgrade' | 'revive_renew' | 'renew';
  /** The application id (the `user_id` the member routes take). */
  app_id: number;
};

/**
 * Why a coupon was or was not applied: 'none' when no code was asked for, 'applied', else the
 * refusal (an unknown code, one switched off, before or after its dates, its uses all taken, or
 * restricted to other categories).
 */
export const COUPON_REASONS = [
  'none',
  'applied',
  'unknown',
  'inactive',
  'not_yet_valid',
  'expired',
  'used_up',
  'not_for_category',
] as const;
export type CouponReason = (typeof COUPON_REASONS)[number];

export type CheckoutCoupon = {
  /** true: applied. */
  status: boolean;
  /** 'Coupon Applied Successfully.', or why the coupon was refused (couponRefusal); '' when none asked. */
  msg: string;
  /** The applied code, upper case; null when none applies. */
  code: string | null;
  reason: CouponReason;
};

export type CouponRefusal = Exclude<CouponReason, 'none' | 'applied'>;

/**
 * The message of a refused coupon, naming the reason. The spec's 'Coupon Expired' is kept for an
 * expired coupon; the other reasons say what they are rather than all reading 'Coupon Expired'.
 */
export function couponRefusal(
  reason: CouponRefusal,
  detail: { from?: string; until?: string; category?: string } = {},
): string {
  switch (reason) {
    case 'unknown':
      return 'This coupon code is not recognised. Check the code and try again.';
    case 'inactive':
      return 'This coupon is no longer available.';
    case 'not_yet_valid':
      return detail.from
        ? `This coupon can be used from ${detail.from}.`
        : 'This coupon is not valid yet.';
    case 'expired':
      return detail.until ? `Coupon Expired on ${detail.until}.` : 'Coupon Expired';
    case 'used_up':
      return 'This coupon has already been used the maximum number of times.';
    case 'not_for_category':
      return detail.category
        ? `This coupon is not valid for ${detail.category} membership.`
        : 'This coupon is not valid for this membership category.';
  }
}

/** GET checkout/{id}, checkout/{id}/{coupon}, checkout_upgrade/{id}, renew_checkout/{user_id}, revive_renew_checkout/{app_id}. */
export type CheckoutData = {
  type: OrderType;
  /** The category paid for. */
  Plan_Name: string;
  /** Member name: the company. */
  Name: string;
  /** The authorised person. */
  Authorized_Person: string;
  Email: string;
  Mobile: string;
  /** Joining fee charged (an upgrade: the difference); 0 for renewals. */
  Joining_Fees: number;
  /** The coupon's discount on the joining fee (0 without one). */
  Discount: number;
  Annual_Fees: number;
  /** GST at `gst_rate` on joining − discount + annual. */
  gst: number;
  /** The GST rate charged, in percent (18 unless the association set another). */
  gst_rate: number;
  /** What rounded the total to the rupee, in rupees, when the association rounds ("Round off"). */
  round_off?: number;
  /** Amount Payable. */
  total: number;
  plan_history: CheckoutPlanHistory;
  coupon: CheckoutCoupon;
  /** Renewals: the period paid for, ISO instants (expiry + 1 minute to expiry + 1 year). */
  period: { from: string; to: string } | null;
  /** Upgrades: the plan left behind and the differences charged. */
  Pervious_Plan_Name?: string;
  Pervious_Joining_Fees?: number;
  diff_Joining_Fees?: number;
  Pervious_Annual_Fees?: number;
  diff_Annual_Fees?: number;
};

/** The card provider a checkout will pay through; PaymentOrder repeats it. */
export type PaymentProviderName = 'sandbox' | 'razorpay';

/**
 * The checkout answer. `success: false` carries the reason the page leaves for: `cancelled` →
 * /application-cancelled, `payment_link_expired` → /payment-expired, `already_paid` →
 * /payment-received, anything else → /nothing-to-pay (`renewal_opens`: the ISO instant a renewal
 * not yet due becomes payable). A payable checkout names the provider and its public
 * key id (never a secret), so the page loads the provider's checkout script as it opens (spec §7).
 */
export type CheckoutResponse =
  | {
      success: true;
      data: CheckoutData;
      payment_link_expired: false;
      provider: PaymentProviderName;
      key: string;
    }
  | {
      success: false;
      message: string;
      cancelled?: boolean;
      payment_link_expired?: boolean;
      already_paid?: boolean;
      renewal_opens?: string;
    };

/** What create_order answers: the order and what the provider's widget needs to open it. */
export type PaymentOrder = {
  /** Rupees. */
  total_amount: number;
  /** The order number on receipts and in the outcome routes, e.g. 'PO-000042'. */
  unique_order_id: string;
  name: string;
  email: string;
  mobile_number: string;
  provider: PaymentProviderName;
  /** The provider's public key id (never a secret). */
  key: string;
  /** The provider's order id the widget opens. */
  order_id: string;
  /** Paise: what the widget charges. */
  amount: number;
  currency: 'INR';
  description: 'Registration Fee' | 'Renew Fee';
  history_id: number;
  history_type: CheckoutPlanHistory['history_type'];
};

/** What the provider's widget hands the page on success, posted to PaymentSuccess. */
export type ProviderSuccess = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

/** The provider's error fields on a failed payment (Razorpay's `payment.failed` response.error). */
export type ProviderFailure = {
  code?: string;
  description?: string;
  source?: string;
  step?: string;
  reason?: string;
  metadata?: { order_id?: string; payment_id?: string };
};

/** PaymentSuccess and get_order_details answer this: what the outcome pages show. */
export type OrderDetails = {
  unique_order_id: string;
  /** The member number. */
  Unique_id: string;
  Plan_Name: string;
  type: OrderType;
  /** The application id the member routes take. */
  user_id: number;
  /** Rupees. */
  total: number;
  paid_at: string;
  invoice_number: string;
  /** ISO instants of the membership period the order paid for; null when it made none. */
  period_from: string | null;
  period_to: string | null;
  /** The member may turn auto-renewal on now: offered to their category and none set up yet. */
  auto_renewal_offered: boolean;
};

/** Development only: POST /api/dev/sandbox/pay. The decline card of the sandbox. */
export const SANDBOX_DECLINE_CARD = '4000000000000002';
export const SANDBOX_SUCCESS_CARD = '4111111111111111';
export type SandboxPayResponse =
  ({ success: true } & ProviderSuccess) | { success: false; error: ProviderFailure };
