import type { CheckoutData } from '@portico/domain/checkout';
import { decodeId } from '@portico/domain/format';
import type { ReactNode } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { providerOf, type CheckoutLoad } from './api/checkout-response';
import { paymentLinkFrom, type PaymentLink } from './api/get-payment-link-checkout';
import { AccuracyCheckbox, CheckoutFrame, EscalationNote } from './checkout-frame';
import { cancelledPath, checkoutExit, NOTHING_TO_PAY_PATH, useHere } from './checkout-exit';
import { CheckoutSummary, type SummaryRow } from './checkout-summary';
import { CheckoutNotices } from './checkout-notices';
import { useConfirmBeforePaying } from './use-confirm-before-paying';
import { usePayment, type PaymentTarget } from './use-payment';

/** What a checkout route carries: the application id (base64 in the route) and a payment link. */
export type CheckoutRoute = { id: number; routeId: string; link: PaymentLink | null };

/**
 * A checkout route's `:userId` and payment link (`?h=&t=`); a route without a readable id shows
 * nothing to pay, as for an applicant (spec §2.8).
 */
export function CheckoutRouteScreen({ render }: { render: (route: CheckoutRoute) => ReactNode }) {
  const { userId = '' } = useParams();
  const [search] = useSearchParams();
  const id = decodeId(userId);
  if (id === null) return <Navigate to={NOTHING_TO_PAY_PATH} replace />;
  return render({ id, routeId: userId, link: paymentLinkFrom(search) });
}

/**
 * The new registration's and the upgrade's checkout: the summary, anything of its own (`extra`,
 * told whether a payment is in progress), the accuracy box (the one confirmation), where to write
 * and the payment. A load that is not a checkout leaves the page.
 */
export function ConfirmedCheckout({
  target,
  routeId,
  query,
  backPath,
  rows,
  extra,
}: {
  target: Omit<PaymentTarget, 'provider'>;
  routeId: string;
  query: { data?: CheckoutLoad; isError: boolean; error?: unknown };
  backPath: string;
  rows: (checkout: CheckoutData) => SummaryRow[];
  extra?: (paying: boolean) => ReactNode;
}) {
  const navigate = useNavigate();
  const here = useHere();
  const payment = usePayment({ ...target, provider: providerOf(query.data) });
  const confirmation = useConfirmBeforePaying(payment.pay);

  const exit = checkoutExit(query, { cancelled: cancelledPath(routeId), here });
  if (exit) return <Navigate to={exit} replace />;
  const checkout = query.data?.kind === 'ready' ? query.data.checkout : null;

  return (
    <CheckoutFrame
      loading={checkout === null}
      onBack={() => navigate(backPath)}
      canPay={!payment.inProgress}
      paying={payment.inProgress}
      onPay={confirmation.start}
      notices={<CheckoutNotices confirmation={confirmation} payment={payment} />}
    >
      {checkout ? <CheckoutSummary rows={rows(checkout)} /> : null}
      {extra?.(payment.inProgress)}
      <AccuracyCheckbox
        checked={confirmation.confirmed}
        disabled={payment.inProgress}
        error={confirmation.error}
        onChange={confirmation.onConfirmedChange}
      />
      <EscalationNote />
      {payment.dialog}
    </CheckoutFrame>
  );
}
