import { OTP_CODE_LENGTH } from '@portico/domain/constants';
import { maskContact } from '@portico/domain/format';
import { MESSAGES } from '@portico/domain/messages';
import { isValidOtp } from '@portico/domain/validation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Modal } from '../../ui/modal';
import { OtpInput } from '../../ui/otp-input';
import { errorMessage, isApiError } from '../api-client';
import { setToken } from '../session';
import { toast } from '../toast';
import { sendOtp, type ContactChannel } from './api/send-otp';
import { verifyOtp } from './api/verify-otp';
import fieldParts from '../../ui/field.module.css';
import buttons from '../../ui/button.module.css';

export type VerifyContactModalProps = {
  channel: ContactChannel;
  /** The email address or WhatsApp number to verify. */
  address: string;
  open: boolean;
  onClose: () => void;
  /** Called with the verified address after the token is stored, just before the modal closes. */
  onVerified: (address: string) => void;
  /**
   * A signed-in member's form: the returned token goes to `onToken` instead of replacing the
   * session's token, and `bearer` (the form's earlier verification token, if any) is sent in place
   * of the session's, so that a second verification extends the first.
   */
  keepSession?: { bearer: string | null; onToken: (token: string) => void };
};

/** Fixed toast ids, so that repeated failures replace their toast instead of stacking. */
export const OTP_TOASTS = {
  verifyFailed: 'otp-verification-failed',
  verified: 'otp-verified',
  sendFailed: 'otp-send-failed',
  sent: 'otp-sent',
} as const;

export const RESEND_OTP = 'Resend OTP';

/**
 * 'Verify Email' / 'Verify Number': requests a code when opened, auto-verifies once the code's last
 * digit is typed (4 digits unless the server's send answer names another length), stores
 * the returned applicant token (or hands it to `keepSession`) and reports the verified address. A
 * wrong code clears the boxes and reveals 'Resend OTP' in the footer.
 */
export function VerifyContactModal(props: VerifyContactModalProps) {
  // Mounted only while open, so every opening starts afresh (and requests a new code).
  return props.open ? <VerifyContactDialog {...props} /> : null;
}

type SendState = 'sending' | 'sent' | 'failed';

// eslint-disable-next-line max-lines-per-function -- still to be split into sections (issue 13)
function VerifyContactDialog({
  channel,
  address,
  onClose,
  onVerified,
  keepSession,
}: VerifyContactModalProps) {
  const [code, setCode] = useState('');
  /** As many boxes as the server's codes have digits (its send answer says; 4 until then). */
  const [codeLength, setCodeLength] = useState(OTP_CODE_LENGTH);
  const [sendState, setSendState] = useState<SendState>('sending');
  const [verifying, setVerifying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [retryShown, setRetryShown] = useState(false);
  /** Bumped to remount the boxes empty, with focus on the first. */
  const [attempt, setAttempt] = useState(0);
  const mounted = useRef(false);
  const requested = useRef(false);
  const busy = useRef(false);

  async function requestCode(isResend: boolean) {
    setSendState('sending');
    try {
      const { message, codeLength: length } = await sendOtp(channel, address);
      if (!mounted.current) return;
      setCodeLength(length);
      setSendState('sent');
      if (isResend) toast.success(message || sentText(address), { id: OTP_TOASTS.sent });
    } catch (cause) {
      if (!mounted.current) return;
      setSendState('failed');
      setRetryShown(true);
      // The server's message (a 429 says when to try again), else 'Something went wrong'.
      toast.error(errorMessage(cause), { id: OTP_TOASTS.sendFailed });
    }
  }

  useEffect(() => {
    mounted.current = true;
    // A ref, not the effect's run count: StrictMode runs effects twice, one code is enough.
    if (!requested.current) {
      requested.current = true;
      void requestCode(false);
    }
    return () => {
      mounted.current = false;
    };
    // Once per opening; the dialog is remounted for the next one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function verify(otp: string) {
    if (busy.current) return;
    if (!isValidOtp(otp, codeLength)) {
      setError(MESSAGES.otpInvalid);
      return;
    }
    busy.current = true;
    setError(null);
    setVerifying(true);
    try {
      const result = await verifyOtp(channel, address, otp, keepSession?.bearer ?? null);
      if (keepSession) keepSession.onToken(result.token);
      else setToken(result.token);
      toast.success(result.message, { id: OTP_TOASTS.verified });
      onVerified(address);
      onClose();
    } catch (cause) {
      if (!mounted.current) return;
      // A locked code (429) says why; any other failure is the spec's fixed message.
      const locked = isApiError(cause) && cause.status === 429;
      toast.error(locked ? errorMessage(cause) : MESSAGES.otpFailed, {
        id: OTP_TOASTS.verifyFailed,
      });
      setCode('');
      setRetryShown(true);
      setAttempt((n) => n + 1);
    } finally {
      busy.current = false;
      if (mounted.current) setVerifying(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void verify(code);
  }

  const title = channel === 'email' ? MESSAGES.verifyEmailTitle : MESSAGES.verifyNumberTitle;
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      footerAction={
        retryShown
          ? {
              label: RESEND_OTP,
              enabled: sendState !== 'sending' && !verifying,
              onClick: () => void requestCode(true),
            }
          : undefined
      }
    >
      <form className="verify-contact" onSubmit={onSubmit} noValidate>
        <p className="verify-contact__status" role="status">
          {sendState === 'sending'
            ? 'Sending OTP…'
            : sendState === 'sent'
              ? sentText(address)
              : 'The OTP could not be sent.'}
        </p>
        <OtpInput
          key={attempt}
          label="Enter the OTP"
          length={codeLength}
          value={code}
          onChange={(next) => {
            setCode(next);
            if (error) setError(null);
          }}
          onComplete={(otp) => void verify(otp)}
          disabled={verifying}
          invalid={error !== null}
          // The Modal focuses the first box on opening (and must record the opener first);
          // after a failed code the boxes are remounted empty and take focus themselves.
          autoFocus={attempt > 0}
        />
        {error ? (
          <p className={fieldParts.error} role="alert">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          className={`${buttons.primary} verify-contact__submit`}
          disabled={verifying}
          aria-busy={verifying || undefined}
        >
          {verifying ? 'Verifying…' : MESSAGES.verify}
        </button>
      </form>
    </Modal>
  );
}

function sentText(address: string): string {
  return `${MESSAGES.otpSentTo} ${maskContact(address)}`;
}
