import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../app/api-client';
import {
  MEMBER_REVIVAL_STATE,
  opensDocumentsConfirmation,
  planStatusQueryOptions,
} from '../../app/member/plan-status';
import { clearProcess } from '../../app/process';
import { getSession, setUser, useSession } from '../../app/session';
import { toast } from '../../app/toast';
import { useConfirmDocuments } from './api/confirm-documents';
import {
  needsDocumentsConfirmation,
  renewalCheckoutPath,
  updateDetailsForRenewalPath,
} from './renew-target';

const CONFIRM_TOAST_ID = 'renew-confirmation';

/**
 * The plan status and what Renew Plan does (spec §2.4, §4.5): the checkout, or first the documents
 * confirmation when the manual flag asks for it (Yes confirms them, No or Upload Documents goes to
 * the self-update). Entering clears any in-progress application; a failing plan_status is only logged.
 */
export function usePlanStatus() {
  const navigate = useNavigate();
  const location = useLocation();
  const userId = useSession().user?.id ?? null;
  const query = useQuery({ ...planStatusQueryOptions(userId ?? ''), enabled: userId !== null });
  // A renewal refused for unconfirmed documents sends the member here with the confirmation open.
  const [confirming, setConfirming] = useState(() => opensDocumentsConfirmation(location.state));
  const confirmDocuments = useConfirmDocuments();
  // Still sending once confirmed: the page is moving on to the checkout.
  const sending = confirmDocuments.isPending || confirmDocuments.isSuccess;

  useEffect(() => {
    clearProcess();
  }, []);

  const loadError = query.error;
  useEffect(() => {
    if (loadError) console.error('Plan status failed to load', loadError);
  }, [loadError]);

  const status = query.data ?? null;

  function goToCheckout(appId: number, revive: boolean) {
    void navigate(
      renewalCheckoutPath(appId, revive),
      revive ? { state: MEMBER_REVIVAL_STATE } : {},
    );
  }

  function renew() {
    if (!status) return;
    if (needsDocumentsConfirmation(status.manual)) setConfirming(true);
    else goToCheckout(status.app_id, status.revive);
  }

  async function confirmed() {
    if (!status || sending) return;
    try {
      const appId = await confirmDocuments.mutateAsync();
      const user = getSession().user;
      if (user) setUser({ ...user, manual: 0 });
      setConfirming(false);
      goToCheckout(appId, status.revive);
    } catch (error) {
      toast.error(errorMessage(error), { id: CONFIRM_TOAST_ID });
    }
  }

  function updateDetails() {
    if (userId === null) return;
    setConfirming(false);
    void navigate(updateDetailsForRenewalPath(Number(userId)));
  }

  return {
    userId,
    pending: query.isPending,
    // From the server's HTML on (no session there yet): the spinner holds the plan's place.
    loading: query.isPending,
    status,
    renew,
    confirmation: {
      open: confirming && status !== null && needsDocumentsConfirmation(status.manual),
      documentsUrl: status?.pdf_standalone?.trim() ? status.pdf_standalone : null,
      busy: sending,
      close: () => setConfirming(false),
      yes: () => void confirmed(),
      update: updateDetails,
    },
  };
}
