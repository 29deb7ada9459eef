import type { CheckoutData } from '@portico/domain/checkout';
import { MESSAGES } from '@portico/domain/messages';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { paymentLinkCheckoutQueryOptions } from './api/get-payment-link-checkout';
import { upgradeCheckoutQueryOptions } from './api/get-upgrade-checkout';
import { feeValue, memberRows, totalRows } from './checkout-summary';
import { CheckoutRouteScreen, ConfirmedCheckout, type CheckoutRoute } from './confirmed-checkout';
import { rupees } from './money';

/** The upgrade's checkout: the server renders a signed-in member's page with it (decision 047). */
export function prefetchUpgradeCheckout(queryClient: QueryClient, id: number): Promise<void> {
  return queryClient.prefetchQuery(upgradeCheckoutQueryOptions(id));
}

/** '{new plan} fee ₹X − {previous plan} fee ₹Y', the tooltip of a difference. */
export function differenceText(
  planName: string,
  previousPlanName: string,
  previousFee: number,
  difference: number,
): string {
  return `${planName} fee ${rupees(previousFee + difference)} − ${previousPlanName} fee ${rupees(previousFee)}`;
}

/** How the joining or annual fee's difference is worked out, when the checkout gives both figures. */
function differenceTip(checkout: CheckoutData, fee: 'Joining' | 'Annual') {
  const previousFee = checkout[`Pervious_${fee}_Fees`];
  const difference = checkout[`diff_${fee}_Fees`];
  if (difference === undefined || previousFee === undefined) return null;
  return {
    label: `How the ${fee.toLowerCase()} fee is worked out`,
    text: differenceText(
      checkout.Plan_Name,
      checkout.Pervious_Plan_Name ?? '',
      previousFee,
      difference,
    ),
  };
}

/** The joining and annual fee rows of an upgrade: each difference with its explanation. */
function upgradeFeeRows(checkout: CheckoutData) {
  const joining = checkout.diff_Joining_Fees ?? checkout.Joining_Fees;
  const joiningTip = differenceTip(checkout, 'Joining');
  const annualTip = differenceTip(checkout, 'Annual');
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
  return <CheckoutRouteScreen render={(route) => <UpgradeCheckout {...route} />} />;
}

function UpgradeCheckout({ id, routeId, link }: CheckoutRoute) {
  const query = useQuery(
    link ? paymentLinkCheckoutQueryOptions(link, 'upgrade', null) : upgradeCheckoutQueryOptions(id),
  );
  return (
    <ConfirmedCheckout
      target={{ userId: id, type: 'upgrade' }}
      routeId={routeId}
      query={query}
      backPath={`/app/upgrade/application-review/${routeId}`}
      rows={(checkout) => [
        ...memberRows(checkout),
        ...upgradeFeeRows(checkout),
        ...totalRows(checkout),
      ]}
    />
  );
}
