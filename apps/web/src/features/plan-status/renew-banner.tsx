import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@portico/domain/messages';
import { formatDisplayDate } from '@portico/domain/format';
import { parsePlanExpiry } from '@portico/domain/renewal';
import type { RenewalState } from '@portico/domain/renewal-note';
import buttons from '../../ui/button.module.css';
import { autoRenewalQuery } from './api/auto-renewal';
import { AutoRenewalBanner } from './auto-renewal/auto-renewal-banner';
import { paymentThisPeriod } from './auto-renewal/this-period';
import { PlanBanner } from './plan-banner';

export const RENEW_NOW = 'Renew now';

type Props = { status: RenewalState; onRenew: () => void };

/**
 * What the top of the home says of renewing (issues #29, #30): while an active mandate will pay for
 * this period, that it will and when; otherwise (none, paused, held, lapsed, or the plan already
 * expired) Renew now. Nothing until the mandate is known, so Renew now never flashes before it.
 */
export function RenewalBanner({ status, onRenew }: Props) {
  const autoRenewal = useQuery(autoRenewalQuery);
  const expired = status.Plan !== 'active';
  if (!expired && autoRenewal.isPending) return null;
  const payment = expired ? null : paymentThisPeriod(autoRenewal.data, status.Plan_Expiry);
  return payment ? (
    <AutoRenewalBanner payment={payment} planExpiry={status.Plan_Expiry} />
  ) : (
    <RenewBanner status={status} onRenew={onRenew} />
  );
}

/**
 * The banner at the top of the plan status when the member can renew: the spec's 'Your Membership
 * Plan Expired.' for a lapsed plan, a due notice inside the window, each with Renew now, so a member
 * on a phone finds it on the first screen rather than below the plan, invoices and data (issue #29).
 */
function RenewBanner({ status, onRenew }: Props) {
  const expired = status.Plan !== 'active';
  const expiry = parsePlanExpiry(status.Plan_Expiry);
  return (
    <PlanBanner
      titleId="renew-banner-title"
      tone={expired ? 'expired' : 'due'}
      title={expired ? MESSAGES.planExpiredHeading : 'Your membership is due for renewal'}
    >
      <p>
        {expired
          ? MESSAGES.planExpiredText
          : `Your plan expires on ${expiry ? formatDisplayDate(expiry) : status.Plan_Expiry}. Renew now to keep it without a break.`}
      </p>
      <p>
        <button type="button" className={buttons.primary} onClick={onRenew}>
          {RENEW_NOW}
        </button>
      </p>
    </PlanBanner>
  );
}
