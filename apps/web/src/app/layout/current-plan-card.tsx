import { formatInr } from '@portico/domain/currency';
import { MESSAGES } from '@portico/domain/messages';
import { useId } from 'react';

export type CurrentPlanCardProps = {
  planName: string;
  /** Rupees: the annual fee. */
  annualFee: number;
  /** Rupees: GST on the annual fee. */
  gst: number;
  /** Rupees: annual fee plus GST, what a renewal costs. */
  total: number;
};

/** The current-plan card (spec §2.2): plan name, 'Current Plan', 'Renewal Fees' and billing cycle. */
export function CurrentPlanCard({ planName, annualFee, gst, total }: CurrentPlanCardProps) {
  const titleId = useId();
  return (
    <section className="plan-card" aria-labelledby={titleId}>
      <div className="plan-card__header">
        <h2 id={titleId} className="plan-card__name">
          {planName}
        </h2>
        <span className="plan-card__badge">{MESSAGES.currentPlan}</span>
      </div>
      <dl className="plan-card__facts">
        <div className="plan-card__fact">
          <dt>{MESSAGES.renewalFees}</dt>
          <dd>
            <span className="plan-card__amount">₹{formatInr(total)}</span>{' '}
            <span className="plan-card__note">
              (₹{formatInr(annualFee)} + GST ₹{formatInr(gst)})
            </span>
          </dd>
        </div>
        <div className="plan-card__fact">
          <dt>{MESSAGES.billingCycle}</dt>
          <dd>{MESSAGES.billingCycleAnnual}</dd>
        </div>
      </dl>
    </section>
  );
}
