import { MESSAGES } from '@portico/domain/messages';
import { CheckIcon } from '../../ui/check-icon';
import verifyStyles from './verify-control.module.css';
import buttons from '../../ui/button.module.css';

/** 'Verify' (named for its field) or the verified mark. */
export function VerifyControl({
  what,
  statusId,
  verified,
  enabled,
  busy = false,
  onVerify,
}: {
  what: string;
  statusId: string;
  verified: boolean;
  enabled: boolean;
  /** The address is being checked: the button stays focusable (a second press is ignored). */
  busy?: boolean;
  onVerify: () => void;
}) {
  if (verified) {
    return (
      <span id={statusId} className={verifyStyles.status}>
        <CheckIcon />
        Verified
      </span>
    );
  }
  return (
    <button
      type="button"
      className={`${buttons.secondary} ${verifyStyles.button}`}
      disabled={!enabled}
      aria-busy={busy || undefined}
      onClick={onVerify}
    >
      {MESSAGES.verify}
      <span className="visually-hidden"> {what}</span>
    </button>
  );
}
