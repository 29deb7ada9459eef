import { MESSAGES } from '@portico/domain/messages';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { canRenew, renewalNote } from '@portico/domain/renewal-note';
import { canUpgradeFrom } from '@portico/domain/tier';
import { StepFooter } from '../../app/layout/step-footer';
import { usePageTitle } from '../../app/page-title';
import { Spinner } from '../../ui/spinner';
import { autoRenewalQuery } from './api/auto-renewal';
import { AutoRenewalSection } from './auto-renewal/auto-renewal-section';
import { DebitProblem } from './auto-renewal/debit-problem';
import { Invoices } from './invoices';
import { PlanOverview } from './plan-overview';
import { ReminderChannels } from './reminder-channels';
import { RenewalBanner } from './renew-banner';
import { RenewConfirmationModal } from './renew-confirmation-modal';
import { UpgradePayable } from './upgrade-payable';
import { UpgradeTile } from './upgrade-tile';
import { usePlanStatus } from './use-plan-status';
import { planStatusQueryOptions } from '../../app/member/plan-status';
import { memberAreaOf, teamQuery } from '../../app/member/team';
import { invoicesQueryOptions } from './api/invoices';
import { myDataRequestsQuery } from './api/my-data';
import { reminderChannelsQuery } from './api/reminder-channels';
import { YourData } from './your-data';
import { Page } from '../../ui/page';
import noteStyles from './renewal-note.module.css';
import linkStyles from './plan-overview.module.css';

const RENEWAL_NOTE_ID = 'renewal-note';

/** What the screen reads on its first render: the server renders a member's page with it. */
export async function prefetchPlanStatus(queryClient: QueryClient, userId: number | string) {
  await Promise.all([
    queryClient.prefetchQuery(planStatusQueryOptions(userId)),
    queryClient.prefetchQuery(invoicesQueryOptions(String(userId))),
    queryClient.prefetchQuery(reminderChannelsQuery),
    queryClient.prefetchQuery(myDataRequestsQuery),
    queryClient.prefetchQuery(autoRenewalQuery),
    queryClient.prefetchQuery(teamQuery),
  ]);
}

/**
 * /app/plan-status: the member's plan, the expired banner, the upgrade tile and Renew Plan (spec
 * §2.4, §4.5), with the documents confirmation a renewal may ask for first.
 */
export function PlanStatusScreen() {
  usePageTitle('Plan Status');
  const { userId, pending, loading, status, renew, confirmation } = usePlanStatus();
  const upgradable = status !== null && status.can_upgrade && canUpgradeFrom(status.Plan_Name);
  const note = status ? renewalNote(status) : null;
  const may = memberAreaOf(useQuery(teamQuery));

  return (
    <Page title="Plan Status" busy={pending}>
      {loading ? (
        <div>
          <Spinner label="Loading your plan…" />
        </div>
      ) : null}

      {status ? (
        <>
          {may.billing ? <DebitProblem planExpiry={status.Plan_Expiry} /> : null}
          {may.billing && canRenew(status) ? (
            <RenewalBanner status={status} onRenew={renew} />
          ) : null}
          <PlanOverview status={status} />
          <MemberLinks may={may} />
          {status.upgrade_payable && may.billing ? (
            <UpgradePayable
              appId={status.upgrade_payable.app_id}
              planName={status.upgrade_payable.Plan_Name}
            />
          ) : upgradable && may.admin ? (
            <UpgradeTile />
          ) : null}
          {may.billing && userId !== null ? <Invoices userId={String(userId)} /> : null}
          {may.billing ? <AutoRenewalSection /> : null}
          <ReminderChannels />
          {may.admin && userId !== null ? <YourData userId={String(userId)} /> : null}
        </>
      ) : null}

      {note ? (
        <p id={RENEWAL_NOTE_ID} className={noteStyles.note}>
          {note}
        </p>
      ) : null}
      {/* Only once loaded: under the spinner it would be pushed down by the plan (a shift). */}
      {loading ? null : (
        <StepFooter
          continueText={MESSAGES.renewPlan}
          canContinue={may.billing && status !== null && canRenew(status)}
          onContinue={renew}
          continueDescribedBy={note ? RENEWAL_NOTE_ID : undefined}
        />
      )}

      <RenewConfirmationModal {...confirmation} />
    </Page>
  );
}

/** The member's pages their role may use (decision 110). */
function MemberLinks({ may }: { may: ReturnType<typeof memberAreaOf> }) {
  return (
    <ul className={linkStyles.links}>
      {may.admin ? (
        <li>
          <Link to="/app/card">Show my membership card</Link>
        </li>
      ) : null}
      {may.admin ? (
        <li>
          <Link to="/app/my-details">Edit my details</Link>
        </li>
      ) : null}
      {may.directory ? (
        <li>
          <Link to="/app/directory">My listing in the members’ directory</Link>
        </li>
      ) : null}
      <li>
        <Link to="/app/team">{may.admin ? 'Your company’s team' : 'Your role in the team'}</Link>
      </li>
    </ul>
  );
}
