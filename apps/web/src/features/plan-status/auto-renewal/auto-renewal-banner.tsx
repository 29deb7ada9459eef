import { formatInrPaise } from '@portico/domain/currency';
import { formatDisplayDate, formatIndiaDate } from '@portico/domain/format';
import { parsePlanExpiry } from '@portico/domain/renewal';
import { PlanBanner } from '../plan-banner';
import { AUTO_RENEWAL_SECTION_ID } from './auto-renewal-section';
import type { PaymentThisPeriod } from './this-period';

/**
 * In the renew banner's place while the active mandate will renew this period (issue #30): what it
 * will take and when, and no Renew now, which would have the member pay twice.
 */
export function AutoRenewalBanner({
  payment,
  planExpiry,
}: {
  payment: PaymentThisPeriod;
  planExpiry: string;
}) {
  const expiry = parsePlanExpiry(planExpiry);
  return (
    <PlanBanner
      titleId="auto-renewal-banner-title"
      tone="info"
      title="Your membership will renew automatically"
    >
      <p>
        Auto-renewal will pay ₹{formatInrPaise(payment.amount)} on{' '}
        {formatIndiaDate(new Date(payment.date))} by {payment.methodLabel}
        {expiry ? `, before your plan expires on ${formatDisplayDate(expiry)}` : ''}. You do not
        need to renew it yourself.
      </p>
      <p>
        <a href={`#${AUTO_RENEWAL_SECTION_ID}`}>See or change your auto-renewal</a>
      </p>
    </PlanBanner>
  );
}
