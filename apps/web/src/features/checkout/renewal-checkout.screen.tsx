import type { OrderType } from '@portico/domain/checkout';
import { decodeId } from '@portico/domain/format';
import { MESSAGES } from '@portico/domain/messages';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { providerOf } from './api/checkout-response';
import {
  paymentLinkCheckoutQueryOptions,
  paymentLinkFrom,
  type PaymentLink,
} from './api/get-payment-link-checkout';
import { renewCheckoutQueryOptions } from './api/get-renew-checkout';
import { reviveRenewCheckoutQueryOptions } from './api/get-revive-renew-checkout';
import { AccuracyCheckbox, CheckoutFrame, EscalationNote } from './checkout-frame';
import { cancelledPath, checkoutExit } from './checkout-exit';
import { CheckoutSummary, feeValue, memberRows, periodValue, totalRows } from './checkout-summary';
import { usePayment } from './use-payment';

/** A route without a readable id: go home, as a failed renew_checkout does (member spec §8). */
const HOME = '/';

type RenewalKind = Extract<OrderType, 'renew' | 'revive_renew'>;

/** /app/checkout/{base64 app id}: a signed-in member's renewal. */
export function RenewalCheckoutScreen() {
  const { userId = '' } = useParams();
  const id = decodeId(userId);
  if (id === null) return <Navigate to={HOME} replace />;
  return <RenewalCheckout kind="renew" id={id} routeId={userId} link={null} />;
}

/**
 * /renew-checkout-revive/{base64 app id}: renewing a membership lapsed beyond the renewal window,
 * signed out; from the emailed payment link (`?h=&t=`) it loads through the link. A renewal
 * reminder's link (`&type=renew`, a membership still inside the window) renews the same way.
 */
export function ReviveRenewCheckoutScreen() {
  const { appId = '' } = useParams();
  const [search] = useSearchParams();
  const id = decodeId(appId);
  if (id === null) return <Navigate to={HOME} replace />;
  const link = paymentLinkFrom(search);
  const kind: RenewalKind = link && search.get('type') === 'renew' ? 'renew' : 'revive_renew';
  return <RenewalCheckout kind={kind} id={id} routeId={appId} link={link} />;
}

function RenewalCheckout({
  kind,
  id,
  routeId,
  link,
}: {
  kind: RenewalKind;
  id: number;
  routeId: string;
  link: PaymentLink | null;
}) {
  const navigate = useNavigate();
  const [confirmed, setConfirmed] = useState(false);
  const query = useQuery(
    link
      ? paymentLinkCheckoutQueryOptions(link, kind, null)
      : kind === 'renew'
        ? renewCheckoutQueryOptions(id)
        : reviveRenewCheckoutQueryOptions(id),
  );
  const payment = usePayment({
    userId: id,
    type: kind,
    provider: providerOf(query.data),
  });
  const loadError = query.error;
  useEffect(() => {
    if (loadError) console.error('Renewal checkout failed to load', loadError);
  }, [loadError]);

  const exit = checkoutExit(query, { cancelled: cancelledPath(routeId) });
  if (exit) return <Navigate to={exit} replace />;
  const checkout = query.data?.kind === 'ready' ? query.data.checkout : null;
  const period = checkout ? periodValue(checkout) : null;

  return (
    <CheckoutFrame
      loading={checkout === null}
      onBack={kind === 'renew' && !link ? () => navigate('/app/plan-status') : undefined}
      canPay={confirmed && !payment.inProgress}
      paying={payment.inProgress}
      onPay={payment.pay}
    >
      {checkout ? (
        <CheckoutSummary
          rows={[
            ...memberRows(checkout),
            ...(period ? [{ key: 'period', label: MESSAGES.period, value: period }] : []),
            { key: 'annual', label: MESSAGES.annualFee, value: feeValue(checkout.Annual_Fees) },
            ...totalRows(checkout),
          ]}
        />
      ) : null}
      <AccuracyCheckbox checked={confirmed} disabled={payment.inProgress} onChange={setConfirmed} />
      <EscalationNote revive={kind === 'revive_renew'} />
      {payment.dialog}
    </CheckoutFrame>
  );
}
