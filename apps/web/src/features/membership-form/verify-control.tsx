import { MESSAGES } from '@portico/domain/messages';
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
        <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
          <path
            d="M3 8.5l3 3 7-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
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
