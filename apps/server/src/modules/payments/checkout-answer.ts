// The checkout as answered to the browser: the data with the provider to pay through (its public
// key id only), or why there is nothing to pay (spec §4.6).
import type { CheckoutData, CheckoutResponse } from '@portico/domain/checkout';
import { paiseToRupees } from '@portico/domain/money';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Payable, Resolution } from './checkout-resolution';

export function checkoutAnswer(
  resolution: Resolution,
  provider: PaymentProvider,
): CheckoutResponse {
  if (resolution.ok) {
    return {
      success: true,
      data: toCheckoutData(resolution),
      payment_link_expired: false,
      provider: provider.name,
      key: provider.publicKey,
    };
  }
  return {
    success: false,
    message: resolution.message,
    ...(resolution.reason === 'cancelled' ? { cancelled: true } : {}),
    ...(resolution.reason === 'payment_link_expired' ? { payment_link_expired: true } : {}),
    ...(resolution.reason === 'already_paid' ? { already_paid: true } : {}),
    ...(resolution.renewalOpens ? { renewal_opens: resolution.renewalOpens.toISOString() } : {}),
  };
}

const rupees = paiseToRupees;

/** The checkout as the page shows it (spec §3 'Checkout data'), in rupees. */
export function toCheckoutData(payable: Payable): CheckoutData {
  const { fees, application, member, history } = payable;
  const data: CheckoutData = {
    type: payable.type,
    Plan_Name: payable.category.name,
    Name: member?.companyName ?? application.companyName ?? '',
    Authorized_Person: member?.name ?? application.name ?? '',
    Email: member?.email ?? application.email ?? '',
    Mobile: member?.mobileNumber ?? application.mobileNumber ?? '',
    Joining_Fees: rupees(fees.joiningFee),
    Discount: rupees(fees.discount),
    Annual_Fees: rupees(fees.annualFee),
    gst: rupees(fees.gst),
    gst_rate: fees.gstRateBasisPoints / 100,
    ...(fees.roundOff !== 0 ? { round_off: fees.roundOff / 100 } : {}),
    total: rupees(fees.total),
    plan_history: {
      id: history?.id ?? 0,
      history_type: payable.type === 'renew' ? 'renew' : (history?.historyType ?? 'revive_renew'),
      app_id: application.id,
    },
    coupon: payable.couponVerdict,
    period: payable.period
      ? { from: payable.period.start.toISOString(), to: payable.period.end.toISOString() }
      : null,
  };
  if (payable.previous) {
    data.Pervious_Plan_Name = payable.previous.name;
    data.Pervious_Joining_Fees = rupees(payable.previous.joiningFeePaise);
    data.diff_Joining_Fees = rupees(fees.joiningFee);
    data.Pervious_Annual_Fees = rupees(payable.previous.annualFeePaise);
    data.diff_Annual_Fees = rupees(fees.annualFee);
  }
  return data;
}
