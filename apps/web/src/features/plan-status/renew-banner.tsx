import { MESSAGES } from '@portico/domain/messages';
import { formatDisplayDate } from '@portico/domain/format';
import { parsePlanExpiry } from '@portico/domain/renewal';
import type { RenewalState } from '@portico/domain/renewal-note';
import buttons from '../../ui/button.module.css';
import styles from './renew-banner.module.css';

export const RENEW_NOW = 'Renew now';

/**
 * The banner at the top of the plan status when the member can renew: the spec's 'Your Membership
 * Plan Expired.' for a lapsed plan, a due notice inside the window, each with Renew now, so a member
 * on a phone finds it on the first screen rather than below the plan, invoices and data (issue #29).
 */
export function RenewBanner({ status, onRenew }: { status: RenewalState; onRenew: () => void }) {
  const expired = status.Plan !== 'active';
  const expiry = parsePlanExpiry(status.Plan_Expiry);
  return (
    <div
      className={`${styles.notice} ${expired ? styles.expired : styles.due}`}
      role="region"
      aria-labelledby="renew-banner-title"
    >
      <h2 id="renew-banner-title" className={styles.title}>
        {expired ? MESSAGES.planExpiredHeading : 'Your membership is due for renewal'}
      </h2>
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
    </div>
  );
}
