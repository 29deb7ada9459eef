import type { CheckoutData } from '@portico/domain/checkout';
import { MESSAGES } from '@portico/domain/messages';
import { useQuery } from '@tanstack/react-query';
import { checkoutQueryOptions } from './api/get-checkout';
import { paymentLinkCheckoutQueryOptions } from './api/get-payment-link-checkout';
import { feeValue, memberRows, totalRows, type SummaryRow } from './checkout-summary';
import { CheckoutRouteScreen, ConfirmedCheckout, type CheckoutRoute } from './confirmed-checkout';
import { CouponBox } from './coupon-box';
import { rupees } from './money';
import { useRegistrationCoupon } from './use-registration-coupon';

/**
 * /register/user/checkout/{base64 application id}: the new registration's checkout, with the coupon.
 * From the emailed payment link (`?h={history id}&t={token}`) it loads through the link instead.
 */
export function NewRegistrationCheckoutScreen() {
  return <CheckoutRouteScreen render={(route) => <NewRegistrationCheckout {...route} />} />;
}

/** Member, joining fee, the coupon's discount when one is applied, annual fee, GST and total. */
function registrationRows(checkout: CheckoutData, coupon: string | null): SummaryRow[] {
  const discount: SummaryRow[] =
    coupon && checkout.coupon.status
      ? [
          {
            key: 'discount',
            label: `Discount (${checkout.coupon.code ?? coupon})`,
            value: `−${rupees(checkout.Discount)}`,
          },
        ]
      : [];
  return [
    ...memberRows(checkout),
    { key: 'joining', label: MESSAGES.joiningFeeRow, value: feeValue(checkout.Joining_Fees) },
    ...discount,
    { key: 'annual', label: MESSAGES.annualFee, value: feeValue(checkout.Annual_Fees) },
    ...totalRows(checkout),
  ];
}

function NewRegistrationCheckout({ id, routeId, link }: CheckoutRoute) {
  const queryFor = (withCoupon: string | null) =>
    link
      ? paymentLinkCheckoutQueryOptions(link, 'register', withCoupon)
      : checkoutQueryOptions(id, withCoupon);
  const coupon = useRegistrationCoupon(queryFor);
  // A coupon's checkout is read once, by the coupon's apply (always afresh); showing it reads
  // nothing more.
  const query = useQuery(
    coupon.coupon === null ? queryFor(null) : { ...queryFor(coupon.coupon), staleTime: Infinity },
  );
  return (
    <ConfirmedCheckout
      target={{ userId: id, type: 'register', coupon: coupon.coupon }}
      routeId={routeId}
      query={query}
      backPath={`/register/user/application-review/${routeId}`}
      rows={(checkout) => registrationRows(checkout, coupon.coupon)}
      extra={(paying) => (
        <CouponBox
          code={coupon.code}
          onCodeChange={coupon.changeCode}
          applied={coupon.coupon !== null}
          onToggle={coupon.toggle}
          busy={coupon.checking || paying}
          error={coupon.error}
        />
      )}
    />
  );
}
