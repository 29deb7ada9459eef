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
