import { useQuery } from '@tanstack/react-query';
import { formatInrPaise } from '@portico/domain/currency';
import { formatDisplayDate, formatIndiaDate } from '@portico/domain/format';
import { parsePlanExpiry } from '@portico/domain/renewal';
import { autoRenewalQuery } from '../api/auto-renewal';
import { PlanBanner } from '../plan-banner';
import { endsAtPlanExpiry } from './this-period';

/**
 * At the top of the member's home when this period's automatic payment failed (issue #30): the reason
 * and the next attempt while it is retried, or, once the attempts are spent, that the member must
 * renew by hand (Renew now follows, in the banner below; during the retries that banner says
 * auto-renewal will pay). Nothing once the period is renewed.
 */
export function DebitProblem({ planExpiry }: { planExpiry: string }) {
  const { data: view } = useQuery(autoRenewalQuery);
  const latest = view?.debits[0];
  if (!view?.mandate || !latest || !endsAtPlanExpiry(latest.period_ends_at, planExpiry)) {
    return null;
  }
  if (latest.status !== 'failed' && latest.status !== 'lapsed') return null;
  const amount = `₹${formatInrPaise(latest.amount)}`;
  const reason = latest.failure_reason ?? 'the bank declined it';
  const lapsed = latest.status === 'lapsed';
  const expiry = parsePlanExpiry(planExpiry);
  return (
    <PlanBanner
      titleId="debit-problem-title"
      tone={lapsed ? 'expired' : 'due'}
      title={
        lapsed
          ? 'Your membership was not renewed automatically'
          : 'Your automatic renewal payment failed'
      }
    >
      <p>
        We could not take {amount} by {view.mandate.method_label}: {reason}
      </p>
      <p>
        {lapsed
          ? `We tried ${latest.attempts} times. Please renew by hand${expiry ? ` before ${formatDisplayDate(expiry)}` : ''} so your membership continues without a break.`
          : `We will try again on ${formatIndiaDate(new Date(latest.debit_at))}: you need do nothing.`}
      </p>
    </PlanBanner>
  );
}
