import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { Page } from '../../ui/page';
import { FailureAlert } from '../../app/failure-alert';
import buttons from '../../ui/button.module.css';
import messageStyles from '../../ui/message.module.css';

async function cancelByLink(mandateId: number, token: string) {
  const { cancelLinkResponse } = await import('@portico/domain/contracts/auto-renewal.contract');
  const { apiCall } = await import('../../app/api-client');
  return (
    await apiCall('/auto_renewal/cancel_link', cancelLinkResponse, {
      body: { m: mandateId, t: token },
    })
  ).message;
}

/**
 * /auto-renewal/cancel?m=…&t=… (public): the pre-debit notice's one-tap cancel (decision 099). The
 * link only opens this page; the button cancels, so a mail scanner following the link cancels nothing.
 */
export function AutoRenewalCancelScreen() {
  usePageTitle('Cancel auto-renewal');
  const [params] = useSearchParams();
  const mandateId = Number(params.get('m') ?? '0');
  const token = params.get('t') ?? '';
  const cancel = useMutation({ mutationFn: () => cancelByLink(mandateId, token) });

  return (
    <Page title="Cancel auto-renewal">
      {cancel.isSuccess ? (
        <p className={messageStyles.alert} role="status">
          {cancel.data} We have emailed you a confirmation.
        </p>
      ) : (
        <>
          <p>
            Nothing more will be taken under your mandate, and your membership will not renew by
            itself. You can still renew by hand before it ends.
          </p>
          <FailureAlert error={cancel.error} />
          <button
            type="button"
            className={buttons.warning}
            disabled={cancel.isPending || !Number.isSafeInteger(mandateId) || mandateId < 1}
            onClick={() => cancel.mutate()}
          >
            {cancel.isPending ? 'Cancelling…' : 'Cancel auto-renewal'}
          </button>
        </>
      )}
    </Page>
  );
}
