import { decodeId } from '@portico/domain/format';
import { MESSAGES } from '@portico/domain/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { FALLBACK_ERROR_MESSAGE, isApiError } from '../../app/api-client';
import { toast } from '../../app/toast';
import { providerOf, type CheckoutLoad } from './api/checkout-response';
import { checkoutQueryOptions } from './api/get-checkout';
import {
  paymentLinkCheckoutQueryOptions,
  paymentLinkFrom,
  type PaymentLink,
} from './api/get-payment-link-checkout';
import { AccuracyCheckbox, CheckoutFrame, EscalationNote } from './checkout-frame';
import { cancelledPath, checkoutExit } from './checkout-exit';
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
import { usePayment } from './use-payment';

/** A route without a readable application id: nothing to show (member spec §2.8). */
const NOTHING_TO_SHOW = '/payment-received';

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

/** The coupon's failure message: the coupon's own, else 'Coupon Expired'. */
function couponFailure(load: CheckoutLoad | null, error?: unknown): string {
  if (load?.kind === 'ready') return load.checkout.coupon.msg || MESSAGES.couponExpired;
  if (load?.kind === 'unavailable' && load.message !== FALLBACK_ERROR_MESSAGE) return load.message;
  if (isApiError(error) && error.status !== 0 && error.message !== FALLBACK_ERROR_MESSAGE) {
    return error.message;
  }
  return MESSAGES.couponExpired;
}

// eslint-disable-next-line max-lines-per-function -- still to be split into sections (issue 13)
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
  const queryClient = useQueryClient();
  // The coupon whose checkout is shown; null: the plain checkout.
  const [coupon, setCoupon] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [couponError, setCouponError] = useState<string | null>(null);
  const [checkingCoupon, setCheckingCoupon] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);

  const queryFor = (withCoupon: string | null) =>
    link
      ? paymentLinkCheckoutQueryOptions(link, 'register', withCoupon)
      : checkoutQueryOptions(id, withCoupon);
  // A coupon's checkout is read once, by applyCoupon (always afresh); showing it reads nothing more.
  const query = useQuery(
    coupon === null ? queryFor(null) : { ...queryFor(coupon), staleTime: Infinity },
  );
  const payment = usePayment({
    userId: id,
    type: 'register',
    coupon,
    provider: providerOf(query.data),
  });

  const exit = checkoutExit(query, { cancelled: cancelledPath(routeId) });
  if (exit) return <Navigate to={exit} replace />;
  const checkout = query.data?.kind === 'ready' ? query.data.checkout : null;

  async function applyCoupon() {
    const wanted = code.trim().toUpperCase();
    if (wanted === '') {
      setCouponError(MESSAGES.couponRequired);
      return;
    }
    setCouponError(null);
    setCheckingCoupon(true);
    let load: CheckoutLoad | null = null;
    let failure: unknown;
    try {
      // Always asked afresh: a coupon may have expired since it was last tried.
      load = await queryClient.fetchQuery({ ...queryFor(wanted), staleTime: 0 });
    } catch (error) {
      failure = error;
    }
    setCheckingCoupon(false);
    if (load?.kind === 'ready' && load.checkout.coupon.status) {
      setCoupon(wanted);
      setCode(load.checkout.coupon.code ?? wanted);
      toast.success(MESSAGES.couponApplied);
      return;
    }
    setCouponError(couponFailure(load, failure));
    setCode('');
  }

  function toggleCoupon(apply: boolean) {
    if (apply) {
      void applyCoupon();
      return;
    }
    // Unticking goes back to the plain checkout, read afresh (staleTime 0).
    setCoupon(null);
    setCouponError(null);
    void queryClient.invalidateQueries({ queryKey: queryFor(null).queryKey });
  }

  function proceed() {
    if (!confirmed) {
      setConfirmError(MESSAGES.confirmDetails);
      return;
    }
    setConfirmOpen(false);
    payment.pay();
  }

  const rows: SummaryRow[] = checkout
    ? [
        ...memberRows(checkout),
        { key: 'joining', label: MESSAGES.joiningFeeRow, value: feeValue(checkout.Joining_Fees) },
        ...(coupon && checkout.coupon.status
          ? [
              {
                key: 'discount',
                label: `Discount (${checkout.coupon.code ?? coupon})`,
                value: `−${rupees(checkout.Discount)}`,
              },
            ]
          : []),
        { key: 'annual', label: MESSAGES.annualFee, value: feeValue(checkout.Annual_Fees) },
        ...totalRows(checkout),
      ]
    : [];

  return (
    <CheckoutFrame
      loading={checkout === null}
      onBack={() => navigate(`/register/user/application-review/${routeId}`)}
      canPay={!payment.inProgress}
      paying={payment.inProgress}
      onPay={() => {
        setConfirmError(null);
        setConfirmOpen(true);
      }}
    >
      <CheckoutSummary rows={rows} />
      <CouponBox
        code={code}
        onCodeChange={(value) => {
          setCode(value);
          if (couponError) setCouponError(null);
        }}
        applied={coupon !== null}
        onToggle={toggleCoupon}
        busy={checkingCoupon || payment.inProgress}
        error={couponError}
      />
      <AccuracyCheckbox
        checked={confirmed}
        disabled={payment.inProgress}
        error={confirmed ? null : confirmError}
        onChange={(checked) => {
          setConfirmed(checked);
          if (checked) setConfirmError(null);
        }}
      />
      <EscalationNote />
      <ConfirmPaymentModal
        open={confirmOpen}
        error={confirmError}
        onReview={() => setConfirmOpen(false)}
        onProceed={proceed}
      />
      {payment.dialog}
    </CheckoutFrame>
  );
}
