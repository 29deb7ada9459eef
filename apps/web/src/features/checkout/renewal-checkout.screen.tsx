import type { OrderType } from '@portico/domain/checkout';
import { decodeId } from '@portico/domain/format';
import { MESSAGES } from '@portico/domain/messages';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { providerOf } from './api/checkout-response';
import {
  paymentLinkCheckoutQueryOptions,
  paymentLinkFrom,
  type PaymentLink,
} from './api/get-payment-link-checkout';
import { SIGNED_IN_HOME, SIGNED_OUT_HOME } from '../../app/guards';
import {
  DOCUMENTS_CONFIRMATION_STATE,
  isDocumentsConfirmationRefusal,
  isMemberRevival,
} from '../../app/member/plan-status';
import { isMemberSignedIn, isSignedIn, useSession } from '../../app/session';
import { toast } from '../../app/toast';
import { renewCheckoutQueryOptions } from './api/get-renew-checkout';
import { reviveRenewCheckoutQueryOptions } from './api/get-revive-renew-checkout';
import { AccuracyCheckbox, CheckoutFrame, EscalationNote } from './checkout-frame';
import { cancelledPath, checkoutExit, useHere } from './checkout-exit';
import { CheckoutSummary, feeValue, memberRows, periodValue, totalRows } from './checkout-summary';
import { CheckoutNotices } from './checkout-notices';
import { useConfirmBeforePaying } from './use-confirm-before-paying';
import { usePayment } from './use-payment';

/** A route without a readable id: go home, as a failed renew_checkout does (member spec §8). */
const HOME = '/';
const LOG_IN_TO_CONFIRM = 'Please log in to confirm your documents before renewing.';
const LOG_IN_TO_CONFIRM_TOAST_ID = 'renewal-log-in-to-confirm';

type RenewalKind = Extract<OrderType, 'renew' | 'revive_renew'>;

/** The checkout a signed-in member's renewal shows: the server renders a member's page with it. */
export function prefetchRenewalCheckout(queryClient: QueryClient, id: number): Promise<void> {
  return queryClient.prefetchQuery(renewCheckoutQueryOptions(id));
}

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
 *
 * The logged-in route table says this route "renders nothing"; for a signed-in member it does, but
 * for two ways in (decision 015): the plan status's Renew Plan for a revival (MEMBER_REVIVAL_STATE:
 * /app/checkout refuses a membership beyond the window), and a reminder's link for that member's
 * own membership, which goes on to their /app/checkout (their session pays, with Back and the
 * thank-you page).
 */
export function ReviveRenewCheckoutScreen() {
  const { appId = '' } = useParams();
  const [search] = useSearchParams();
  const { state } = useLocation();
  const session = useSession();
  const id = decodeId(appId);
  if (id === null) return <Navigate to={HOME} replace />;
  const link = paymentLinkFrom(search);
  const kind: RenewalKind = link && search.get('type') === 'renew' ? 'renew' : 'revive_renew';
  if (isMemberSignedIn(session)) {
    if (kind === 'renew') {
      return String(session.user?.id) === String(id) ? (
        <Navigate to={`/app/checkout/${appId}`} replace />
      ) : null;
    }
    if (!isMemberRevival(state)) return null;
  }
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
  const here = useHere();
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
  const confirmation = useConfirmBeforePaying(payment.pay);
  const loadError = query.error;
  useEffect(() => {
    if (loadError && !isDocumentsConfirmationRefusal(loadError)) {
      console.error('Renewal checkout failed to load', loadError);
    }
  }, [loadError]);

  if (isDocumentsConfirmationRefusal(loadError)) return <ConfirmDocumentsFirst />;
  const exit = checkoutExit(query, { cancelled: cancelledPath(routeId), here });
  if (exit) return <Navigate to={exit} replace />;
  const checkout = query.data?.kind === 'ready' ? query.data.checkout : null;
  const period = checkout ? periodValue(checkout) : null;

  return (
    <CheckoutFrame
      loading={checkout === null}
      onBack={kind === 'renew' && !link ? () => navigate('/app/plan-status') : undefined}
      canPay={!payment.inProgress}
      paying={payment.inProgress}
      onPay={confirmation.start}
      notices={<CheckoutNotices confirmation={confirmation} payment={payment} />}
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
      <AccuracyCheckbox
        checked={confirmation.confirmed}
        disabled={payment.inProgress}
        error={confirmation.error}
        onChange={confirmation.onConfirmedChange}
      />
      <EscalationNote revive={kind === 'revive_renew'} />
      {payment.dialog}
    </CheckoutFrame>
  );
}

/**
 * The renewal was refused until the documents are confirmed (manual 1 or 4): a signed-in member goes
 * to the plan status with the confirmation open; someone who came signed out by a reminder's link
 * logs in first (the confirmation and the self-update are the member's).
 */
function ConfirmDocumentsFirst() {
  const signedIn = isSignedIn();
  useEffect(() => {
    if (!signedIn) toast.info(LOG_IN_TO_CONFIRM, { id: LOG_IN_TO_CONFIRM_TOAST_ID });
  }, [signedIn]);
  return signedIn ? (
    <Navigate to={SIGNED_IN_HOME} state={DOCUMENTS_CONFIRMATION_STATE} replace />
  ) : (
    <Navigate to={SIGNED_OUT_HOME} replace />
  );
}
