import type { CheckoutData } from '@portico/domain/checkout';
import { decodeId } from '@portico/domain/format';
import { MESSAGES } from '@portico/domain/messages';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { providerOf } from './api/checkout-response';
import { checkoutQueryOptions } from './api/get-checkout';
import {
  paymentLinkCheckoutQueryOptions,
  paymentLinkFrom,
  type PaymentLink,
} from './api/get-payment-link-checkout';
import { AccuracyCheckbox, CheckoutFrame, EscalationNote } from './checkout-frame';
import { cancelledPath, checkoutExit, NOTHING_TO_PAY_PATH, useHere } from './checkout-exit';
import {
  CheckoutSummary,
  feeValue,
  memberRows,
  totalRows,
  type SummaryRow,
} from './checkout-summary';
import { ConfirmPaymentModal } from './confirm-payment-modal';
import { CouponBox } from './coupon-box';
import { rupees } from './money';
import { useConfirmBeforePaying } from './use-confirm-before-paying';
import { usePayment } from './use-payment';
import { useRegistrationCoupon } from './use-registration-coupon';

/** A route without a readable application id: nothing to pay (not /payment-received: nothing was). */
const NOTHING_TO_SHOW = NOTHING_TO_PAY_PATH;

/**
 * /register/user/checkout/{base64 application id}: the new registration's checkout, with the coupon.
 * From the emailed payment link (`?h={history id}&t={token}`) it loads through the link instead.
 */
export function NewRegistrationCheckoutScreen() {
  const { userId = '' } = useParams();
  const [search] = useSearchParams();
  const id = decodeId(userId);
  if (id === null) return <Navigate to={NOTHING_TO_SHOW} replace />;
  return <NewRegistrationCheckout id={id} routeId={userId} link={paymentLinkFrom(search)} />;
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

function NewRegistrationCheckout({
  id,
  routeId,
  link,
}: {
  id: number;
  routeId: string;
  link: PaymentLink | null;
}) {
  const navigate = useNavigate();
  const here = useHere();
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
  const payment = usePayment({
    userId: id,
    type: 'register',
    coupon: coupon.coupon,
    provider: providerOf(query.data),
  });
  const confirmation = useConfirmBeforePaying(payment.pay);

  const exit = checkoutExit(query, { cancelled: cancelledPath(routeId), here });
  if (exit) return <Navigate to={exit} replace />;
  const checkout = query.data?.kind === 'ready' ? query.data.checkout : null;

  return (
    <CheckoutFrame
      loading={checkout === null}
      onBack={() => navigate(`/register/user/application-review/${routeId}`)}
      canPay={!payment.inProgress}
      paying={payment.inProgress}
      onPay={confirmation.start}
    >
      <CheckoutSummary rows={checkout ? registrationRows(checkout, coupon.coupon) : []} />
      <CouponBox
        code={coupon.code}
        onCodeChange={coupon.changeCode}
        applied={coupon.coupon !== null}
        onToggle={coupon.toggle}
        busy={coupon.checking || payment.inProgress}
        error={coupon.error}
      />
      <AccuracyCheckbox
        checked={confirmation.confirmed}
        disabled={payment.inProgress}
        error={confirmation.boxError}
        onChange={confirmation.onConfirmedChange}
      />
      <EscalationNote />
      <ConfirmPaymentModal
        open={confirmation.open}
        error={confirmation.error}
        onReview={confirmation.review}
        onProceed={confirmation.proceed}
      />
      {payment.dialog}
    </CheckoutFrame>
  );
}
