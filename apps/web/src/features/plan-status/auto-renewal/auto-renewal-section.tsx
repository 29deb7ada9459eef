import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../app/api-client';
import buttons from '../../../ui/button.module.css';
import { ConfirmModal } from '../../../ui/confirm-modal';
import messageStyles from '../../../ui/message.module.css';
import { TurnOnForm } from '../../../app/auto-renewal/turn-on-form';
import {
  autoRenewalQuery,
  setUpMandate,
  useMandateAction,
  useRefreshAutoRenewal,
} from '../api/auto-renewal';
import { MandateSummary } from './mandate-summary';

const HEADING_ID = 'auto-renewal-title';
/** The section's anchor, which the banner at the top links to. */
export const AUTO_RENEWAL_SECTION_ID = 'auto-renewal';

/**
 * Auto-renewal on the member's home (decision 099): turn it on with a method that fits the fee, and
 * see, pause, resume, cancel or change the mandate. Nothing shows where it is not offered.
 */
export function AutoRenewalSection() {
  const { data: view } = useQuery(autoRenewalQuery);
  const refresh = useRefreshAutoRenewal();
  const action = useMandateAction();
  const [status, setStatus] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [changing, setChanging] = useState(false);
  if (!view || (!view.offered && !view.mandate)) return null;
  const mandate = view.mandate;

  const done = (message: string) => {
    setStatus(message);
    setChanging(false);
    void refresh();
  };
  const turnOn = (label: string) => (
    <TurnOnForm view={view} submitLabel={label} setUp={setUpMandate} onDone={done} />
  );
  const act = (name: 'pause' | 'resume' | 'cancel') =>
    action.mutate(name, {
      onSuccess: (answer) => done(answer.message),
      onError: (error) => setStatus(errorMessage(error)),
      onSettled: () => setConfirming(false),
    });

  return (
    <section id={AUTO_RENEWAL_SECTION_ID} aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>Auto-renewal</h2>
      {mandate ? (
        <>
          <MandateSummary mandate={mandate} />
          <div>
            {mandate.status === 'active' ? (
              <button type="button" className={buttons.secondary} onClick={() => act('pause')}>
                Pause
              </button>
            ) : null}
            {mandate.status === 'paused' ? (
              <button type="button" className={buttons.secondary} onClick={() => act('resume')}>
                Resume
              </button>
            ) : null}
            <button type="button" className={buttons.secondary} onClick={() => setChanging(true)}>
              Change method
            </button>
            <button type="button" className={buttons.warning} onClick={() => setConfirming(true)}>
              Cancel auto-renewal
            </button>
          </div>
        </>
      ) : view.unavailable_reason ? (
        <p>{view.unavailable_reason}</p>
      ) : (
        turnOn('Turn on auto-renewal')
      )}
      {mandate && changing ? turnOn('Authorise the new method') : null}
      <p role="status" className={messageStyles.status}>
        {status}
      </p>
      {confirming ? (
        <ConfirmModal
          question="Cancel auto-renewal?"
          confirmLabel="Cancel auto-renewal"
          cancelLabel="Keep it"
          busy={action.isPending}
          onConfirm={() => act('cancel')}
          onCancel={() => setConfirming(false)}
        >
          <p>Nothing more will be taken under this mandate. You can renew by hand instead.</p>
        </ConfirmModal>
      ) : null}
    </section>
  );
}
