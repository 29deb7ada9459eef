import { formatDisplayDate } from '@portico/domain/format';
import type { PlanStatus } from '@portico/domain/member';
import { MESSAGES } from '@portico/domain/messages';
import { parsePlanExpiry } from '@portico/domain/renewal';
import { canUpgradeFrom } from '@portico/domain/tier';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../app/api-client';
import { CurrentPlanCard } from '../../app/layout/current-plan-card';
import { StepFooter } from '../../app/layout/step-footer';
import {
  MEMBER_REVIVAL_STATE,
  opensDocumentsConfirmation,
  planStatusQueryOptions,
} from '../../app/member/plan-status';
import { usePageTitle } from '../../app/page-title';
import { clearProcess } from '../../app/process';
import { getSession, setUser, useSession } from '../../app/session';
import { toast } from '../../app/toast';
import { Spinner } from '../../ui/spinner';
import { confirmDocuments } from './api/confirm-documents';
import {
  canRenew,
  needsDocumentsConfirmation,
  renewalCheckoutPath,
  updateDetailsForRenewalPath,
} from './renew-target';
import { RenewConfirmationModal } from './renew-confirmation-modal';
import pageStyles from '../../ui/page.module.css';

const UPGRADE_PATH = '/app/upgrade/select-membership';
const CONFIRM_TOAST_ID = 'renew-confirmation';

/** Plan_Expiry ('YYYY-MM-DD-HH-mm-ss') as DD-MM-YYYY; '' when unreadable. */
function expiryText(status: PlanStatus): string {
  const expiry = parsePlanExpiry(status.Plan_Expiry);
  return expiry ? formatDisplayDate(expiry) : '';
}

/**
 * /app/plan-status: the member's plan, the expired banner, the upgrade tile and Renew Plan (spec
 * §2.4, §4.5). Entering clears any in-progress application. A failing plan_status is only logged.
 */
// eslint-disable-next-line max-lines-per-function -- still to be split into sections (issue 13)
export function PlanStatusScreen() {
  usePageTitle('Plan Status');
  const navigate = useNavigate();
  const location = useLocation();
  const userId = useSession().user?.id ?? null;
  const query = useQuery({
    ...planStatusQueryOptions(userId ?? ''),
    enabled: userId !== null,
  });
  // A renewal refused for unconfirmed documents sends the member here with the confirmation open.
  const [confirming, setConfirming] = useState(() => opensDocumentsConfirmation(location.state));
  const [sending, setSending] = useState(false);

  useEffect(() => {
    clearProcess();
  }, []);

  const loadError = query.error;
  useEffect(() => {
    if (loadError) console.error('Plan status failed to load', loadError);
  }, [loadError]);

  const status = query.data ?? null;
  const expired = status !== null && status.Plan !== 'active';
  const upgradable = status !== null && status.can_upgrade && canUpgradeFrom(status.Plan_Name);

  function renew() {
    if (!status) return;
    if (needsDocumentsConfirmation(status.manual)) {
      setConfirming(true);
      return;
    }
    goToCheckout(status.app_id, status.revive);
  }

  function goToCheckout(appId: number, revive: boolean) {
    void navigate(
      renewalCheckoutPath(appId, revive),
      revive ? { state: MEMBER_REVIVAL_STATE } : {},
    );
  }

  async function confirmed() {
    if (!status || sending) return;
    setSending(true);
    try {
      const appId = await confirmDocuments();
      const user = getSession().user;
      if (user) setUser({ ...user, manual: 0 });
      setConfirming(false);
      goToCheckout(appId, status.revive);
    } catch (error) {
      toast.error(errorMessage(error), { id: CONFIRM_TOAST_ID });
      setSending(false);
    }
  }

  function updateDetails() {
    if (userId === null) return;
    setConfirming(false);
    void navigate(updateDetailsForRenewalPath(Number(userId)));
  }

  return (
    <section
      className={`${pageStyles.page} plan-status`}
      aria-labelledby="page-title"
      aria-busy={query.isPending || undefined}
    >
      <div className={pageStyles.header}>
        <h1 id="page-title" className={pageStyles.title}>
          Plan Status
        </h1>
      </div>

      {query.isPending && userId !== null ? (
        <div className="plan-status__placeholder">
          <Spinner label="Loading your plan…" />
        </div>
      ) : null}

      {status ? (
        <>
          {expired ? (
            <div className="plan-status__expired">
              <h2 className="plan-status__expired-title">{MESSAGES.planExpiredHeading}</h2>
              <p>{MESSAGES.planExpiredText}</p>
            </div>
          ) : null}

          <div className="plan-status__grid">
            <CurrentPlanCard
              planName={status.Plan_Name}
              annualFee={status.Annual_Fees}
              gst={status.gst}
              total={status.total}
            />
            <dl className="plan-status__facts">
              <div className="plan-status__fact">
                <dt>{MESSAGES.memberNumber}</dt>
                <dd>{status.Unique_id}</dd>
              </div>
              <div className="plan-status__fact">
                <dt>Expiry date</dt>
                <dd>{expiryText(status)}</dd>
              </div>
            </dl>
          </div>

          {upgradable ? (
            <Link className="plan-tile" to={UPGRADE_PATH}>
              <span className="plan-tile__title">{MESSAGES.upgradeMembership}</span>
              <span className="plan-tile__text">
                Move up to a higher membership category; you pay the difference in fees.
              </span>
            </Link>
          ) : null}
        </>
      ) : null}

      <StepFooter
        continueText={MESSAGES.renewPlan}
        canContinue={status !== null && canRenew(status)}
        onContinue={renew}
      />

      <RenewConfirmationModal
        open={confirming && status !== null && needsDocumentsConfirmation(status.manual)}
        documentsUrl={status?.pdf_standalone?.trim() ? status.pdf_standalone : null}
        busy={sending}
        onClose={() => setConfirming(false)}
        onYes={() => void confirmed()}
        onUpdate={updateDetails}
      />
    </section>
  );
}
