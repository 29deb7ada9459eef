import { formatDisplayDate } from '@portico/domain/format';
import type { PlanStatus } from '@portico/domain/member';
import { MESSAGES } from '@portico/domain/messages';
import { parsePlanExpiry } from '@portico/domain/renewal';
import { CurrentPlanCard } from '../../app/layout/current-plan-card';
import styles from './plan-overview.module.css';

/** Plan_Expiry ('YYYY-MM-DD-HH-mm-ss') as DD-MM-YYYY; '' when unreadable. */
export function expiryText(status: Pick<PlanStatus, 'Plan_Expiry'>): string {
  const expiry = parsePlanExpiry(status.Plan_Expiry);
  return expiry ? formatDisplayDate(expiry) : '';
}

/** The current-plan card, the member number and the expiry date. */
export function PlanOverview({ status }: { status: PlanStatus }) {
  return (
    <div className={styles.grid}>
      <CurrentPlanCard
        planName={status.Plan_Name}
        annualFee={status.Annual_Fees}
        gst={status.gst}
        total={status.total}
      />
      <dl className={styles.facts}>
        <div>
          <dt>{MESSAGES.memberNumber}</dt>
          <dd>{status.Unique_id}</dd>
        </div>
        <div>
          <dt>Expiry date</dt>
          <dd>{expiryText(status)}</dd>
        </div>
      </dl>
    </div>
  );
}
