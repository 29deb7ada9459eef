import type { CheckoutData } from '@portico/domain/checkout';
import { decodeId } from '@portico/domain/format';
import { MESSAGES } from '@portico/domain/messages';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { providerOf } from './api/checkout-response';
import {
  paymentLinkCheckoutQueryOptions,
  paymentLinkFrom,
  type PaymentLink,
} from './api/get-payment-link-checkout';
import { upgradeCheckoutQueryOptions } from './api/get-upgrade-checkout';
import { AccuracyCheckbox, CheckoutFrame, EscalationNote } from './checkout-frame';
import { cancelledPath, checkoutExit, NOTHING_TO_PAY_PATH, useHere } from './checkout-exit';
import { CheckoutSummary, feeValue, memberRows, totalRows } from './checkout-summary';
import { ConfirmPaymentModal } from './confirm-payment-modal';
import { rupees } from './money';
import { useConfirmBeforePaying } from './use-confirm-before-paying';
import { usePayment } from './use-payment';

/** The upgrade's checkout: the server renders a signed-in member's page with it (decision 047). */
export function prefetchUpgradeCheckout(queryClient: QueryClient, id: number): Promise<void> {
  return queryClient.prefetchQuery(upgradeCheckoutQueryOptions(id));
}

/** A route without a readable application id: nothing to show, as for an applicant (spec §2.8). */
const NOTHING_TO_SHOW = NOTHING_TO_PAY_PATH;

/** '{new plan} fee ₹X − {previous plan} fee ₹Y', the tooltip of a difference. */
export function differenceText(
  planName: string,
  previousPlanName: string,
  previousFee: number,
  difference: number,
): string {
  return `${planName} fee ${rupees(previousFee + difference)} − ${previousPlanName} fee ${rupees(previousFee)}`;
}

/** The joining and annual fee rows of an upgrade: each difference with its explanation. */
function upgradeFeeRows(checkout: CheckoutData) {
  const previous = checkout.Pervious_Plan_Name ?? '';
  const joining = checkout.diff_Joining_Fees ?? checkout.Joining_Fees;
  const joiningTip =
    checkout.diff_Joining_Fees !== undefined && checkout.Pervious_Joining_Fees !== undefined
      ? {
          label: 'How the joining fee is worked out',
          text: differenceText(
            checkout.Plan_Name,
            previous,
            checkout.Pervious_Joining_Fees,
            checkout.diff_Joining_Fees,
          ),
        }
      : null;
  const annualTip =
    checkout.diff_Annual_Fees !== undefined && checkout.Pervious_Annual_Fees !== undefined
      ? {
          label: 'How the annual fee is worked out',
          text: differenceText(
            checkout.Plan_Name,
            previous,
            checkout.Pervious_Annual_Fees,
            checkout.diff_Annual_Fees,
          ),
        }
      : null;
  const annual = checkout.diff_Annual_Fees ?? checkout.Annual_Fees;
  return [
    { key: 'joining', label: MESSAGES.joiningFeeRow, value: feeValue(joining, joiningTip) },
    { key: 'annual', label: MESSAGES.annualFee, value: feeValue(annual, annualTip) },
  ];
}

/**
 * /app/upgrade/checkout/{base64 id}: the upgrade's checkout (no coupon). The joining fee is the
 * difference to the previous plan, with a tooltip; so is the annual fee when the server sends one.
 */
export function UpgradeCheckoutScreen() {
  const { userId = '' } = useParams();
  const [search] = useSearchParams();
  const id = decodeId(userId);
  if (id === null) return <Navigate to={NOTHING_TO_SHOW} replace />;
  return <UpgradeCheckout id={id} routeId={userId} link={paymentLinkFrom(search)} />;
}

function UpgradeCheckout({
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
  const query = useQuery(
    link ? paymentLinkCheckoutQueryOptions(link, 'upgrade', null) : upgradeCheckoutQueryOptions(id),
  );
  const payment = usePayment({
    userId: id,
    type: 'upgrade',
    provider: providerOf(query.data),
  });
  const confirmation = useConfirmBeforePaying(payment.pay);

  const exit = checkoutExit(query, { cancelled: cancelledPath(routeId), here });
  if (exit) return <Navigate to={exit} replace />;
  const checkout = query.data?.kind === 'ready' ? query.data.checkout : null;

  return (
    <CheckoutFrame
      loading={checkout === null}
      onBack={() => navigate(`/app/upgrade/application-review/${routeId}`)}
      canPay={!payment.inProgress}
      paying={payment.inProgress}
      onPay={confirmation.start}
    >
      {checkout ? (
        <CheckoutSummary
          rows={[...memberRows(checkout), ...upgradeFeeRows(checkout), ...totalRows(checkout)]}
        />
      ) : null}
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
