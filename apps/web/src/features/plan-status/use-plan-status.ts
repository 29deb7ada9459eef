import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../app/api-client';
import { myDetailsQuery } from '../../app/member/my-details';
import {
  MEMBER_REVIVAL_STATE,
  opensDocumentsConfirmation,
  planStatusQueryOptions,
  renewalCheckoutPath,
} from '../../app/member/plan-status';
import { clearProcess } from '../../app/process';
import { getSession, setUser, useSession } from '../../app/session';
import { toast } from '../../app/toast';
import { useConfirmDocuments } from './api/confirm-documents';
import { needsDocumentsConfirmation, updateDetailsForRenewalPath } from './renew-target';

const CONFIRM_TOAST_ID = 'renew-confirmation';
const RENEWAL_DOCUMENTS_PATH = '/app/renewal-documents';

/**
 * Documents on record as files get one question each (issue #29); a record with only the
 * documents link, or nothing, keeps the confirmation of that link or the upload.
 */
async function hasDocumentFiles(queryClient: QueryClient): Promise<boolean> {
  try {
    return (await queryClient.fetchQuery(myDetailsQuery)).documents.length > 0;
  } catch (error) {
    console.error('The documents on record failed to load', error);
    return false;
  }
}

/**
 * The plan status and what Renew Plan does (spec §2.4, §4.5): the checkout, or first the documents
 * confirmation when the manual flag asks for it (Yes confirms them, No or Upload Documents goes to
 * the self-update). Entering clears any in-progress application; a failing plan_status is only logged.
 */
export function usePlanStatus() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
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
    if (!needsDocumentsConfirmation(status.manual)) goToCheckout(status.app_id, status.revive);
    else {
      void hasDocumentFiles(queryClient).then((asksEach) => {
        if (asksEach) void navigate(RENEWAL_DOCUMENTS_PATH);
        else setConfirming(true);
      });
    }
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
    /** The renewal confirmation modal's props. */
    confirmation: {
      open: confirming && status !== null && needsDocumentsConfirmation(status.manual),
      documentsUrl: status?.pdf_standalone?.trim() ? status.pdf_standalone : null,
      busy: sending,
      onClose: () => setConfirming(false),
      onYes: () => void confirmed(),
      onUpdate: updateDetails,
    },
  };
}
