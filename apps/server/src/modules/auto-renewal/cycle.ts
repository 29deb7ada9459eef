// The auto-renewal job (decision 099), safe to run in several processes at once and as often as
// wanted: every step moves rows by conditional updates. Each run settles mandates whose checkout
// answer or webhook never came, releases cycles whose member has answered the documents question,
// sends the notices due, makes the debits due, and settles the debits asked of the provider.
import type { AutoRenewalDeps } from './auto-renewal-deps';
import { chargeDue } from './cycle-debit';
import { releaseAnswered } from './cycle-hold';
import { checkoutTotal, sendNotice, sendNotices } from './cycle-notice';
import { settleCharging } from './cycle-settle';
import { findMandate } from './mandates.repository';
import { findMember } from '../records';
import { reconcilePendingMandates } from './sync-mandate';

export const AUTO_RENEWAL_JOB = 'auto-renewal.cycle';

export type CycleRun = {
  mandatesSettled: number;
  noticesSent: number;
  debitsRequested: number;
  debitsPaid: number;
};

export async function runCycle(deps: AutoRenewalDeps): Promise<CycleRun> {
  const { settled } = await reconcilePendingMandates(deps);
  let noticesSent = 0;
  for (const debit of await releaseAnswered(deps, (member) => checkoutTotal(deps, member))) {
    const [mandate, member] = await Promise.all([
      findMandate(deps.db, debit.mandateId),
      findMember(deps.db, debit.memberId),
    ]);
    if (mandate && member) {
      await sendNotice(deps, debit, mandate, member);
      noticesSent += 1;
    }
  }
  noticesSent += await sendNotices(deps);
  // Settled first: a retry is never asked while the previous attempt's outcome is unknown.
  const debitsPaid = await settleCharging(deps);
  const debitsRequested = await chargeDue(deps);
  return { mandatesSettled: settled, noticesSent, debitsRequested, debitsPaid };
}
