// What the plan status says beside Renew Plan: why it is closed and the day it opens, or what renewing
// now does. Dates are read from Plan_Expiry (the association's wall clock), so the server's render and
// the browser's agree whatever the browser's time zone.
import { formatDisplayDate } from './format';
import { parsePlanExpiry, renewalWindow } from './renewal';

export type RenewalState = {
  Plan: 'active' | 'expired';
  /** Inside the renewal window. */
  renew: boolean;
  /** Lapsed beyond the renewal window: a revival. */
  revive: boolean;
  Plan_Expiry: string;
};

/** Whether Renew Plan can be pressed: the plan is not active, or the renewal window is open. */
export function canRenew(status: Pick<RenewalState, 'Plan' | 'renew'>): boolean {
  return status.Plan !== 'active' || status.renew;
}

/** The note beside Renew Plan; null when there is no expiry to speak of. */
export function renewalNote(status: RenewalState): string | null {
  const expiry = parsePlanExpiry(status.Plan_Expiry);
  if (!expiry) return null;
  const { opens, closes } = renewalWindow(expiry);
  const [expires, opensOn, closesOn] = [expiry, opens, closes].map(formatDisplayDate);
  if (status.Plan === 'active' && !status.renew) {
    return `Renewal opens on ${opensOn}, 60 days before your plan expires on ${expires}.`;
  }
  if (status.Plan === 'active') {
    return `Renewal is open. Your plan expires on ${expires}; the renewed year starts from that date.`;
  }
  if (status.revive) {
    return `Your plan expired on ${expires}, more than 90 days ago. Renewing now starts a new year from the day you pay.`;
  }
  // Not active for another reason than its date (e.g. a membership staff suspended): no dates to give.
  if (!status.renew) return null;
  return `Your plan expired on ${expires}. You can renew it until ${closesOn}; the renewed year starts from the expiry date.`;
}
