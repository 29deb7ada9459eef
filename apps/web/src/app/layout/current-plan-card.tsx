import { formatInr } from '@portico/domain/currency';
import { MESSAGES } from '@portico/domain/messages';
import { useId } from 'react';
import styles from './current-plan-card.module.css';

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
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.name}>
          {planName}
        </h2>
        <span className={styles.badge}>{MESSAGES.currentPlan}</span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{MESSAGES.renewalFees}</dt>
          <dd>
            <span className={styles.amount}>₹{formatInr(total)}</span>{' '}
            <span className={styles.note}>
              (₹{formatInr(annualFee)} + GST ₹{formatInr(gst)})
            </span>
          </dd>
        </div>
        <div>
          <dt>{MESSAGES.billingCycle}</dt>
          <dd>{MESSAGES.billingCycleAnnual}</dd>
        </div>
      </dl>
    </section>
  );
}
