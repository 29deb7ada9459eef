import { useEffect, useRef, useState, type RefObject } from 'react';
import { OTP_CODE_LENGTH } from '@portico/domain/constants';
import { maskContact } from '@portico/domain/format';
import { MESSAGES } from '@portico/domain/messages';
import { isValidOtp } from '@portico/domain/validation';
import { errorMessage, isApiError } from '../api-client';
import { setToken } from '../session';
import { dismissToast, toast } from '../toast';
import { useSendCodeMutation, type ContactChannel } from './api/send-otp';
import { useVerifyCodeMutation } from './api/verify-otp';

/** Fixed toast ids, so that repeated failures replace their toast instead of stacking. */
export const OTP_TOASTS = {
  verifyFailed: 'otp-verification-failed',
  verified: 'otp-verified',
  sendFailed: 'otp-send-failed',
  sent: 'otp-sent',
} as const;

export type SendState = 'sending' | 'sent' | 'failed';

export type VerifyContactOptions = {
  channel: ContactChannel;
  address: string;
  onClose: () => void;
  onVerified: (address: string) => void;
  keepSession?: { bearer: string | null; onToken: (token: string) => void };
};

/** 'OTP has been sent to som****@exampl…': where the code went, masked. */
export function sentText(address: string): string {
  return `${MESSAGES.otpSentTo} ${maskContact(address)}`;
}

function useMounted(): RefObject<boolean> {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}

/** Sends a code once when the dialog opens (StrictMode runs effects twice), and on Resend OTP. */
function useCodeSending(
  { channel, address }: VerifyContactOptions,
  mounted: RefObject<boolean>,
  onFailed: () => void,
) {
  const { mutateAsync: sendCode } = useSendCodeMutation();
  /** As many boxes as the server's codes have digits (its send answer says; 4 until then). */
  const [codeLength, setCodeLength] = useState(OTP_CODE_LENGTH);
  const [sendState, setSendState] = useState<SendState>('sending');
  const requested = useRef(false);

  async function requestCode(isResend: boolean) {
    setSendState('sending');
    try {
      const { message, codeLength: length } = await sendCode({ channel, address });
      if (!mounted.current) return;
      setCodeLength(length);
      setSendState('sent');
      if (isResend) toast.success(message || sentText(address), { id: OTP_TOASTS.sent });
    } catch (cause) {
      if (!mounted.current) return;
      setSendState('failed');
      onFailed();
      // The server's message (a 429 says when to try again), else 'Something went wrong'.
      toast.error(errorMessage(cause), { id: OTP_TOASTS.sendFailed });
    }
  }

  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    void requestCode(false);
    // Once per opening; the dialog is remounted for the next one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { codeLength, sendState, resend: () => void requestCode(true) };
}

/** Checks the code typed: stores the token and closes, or clears the boxes for another try. */
function useCodeCheck(
  options: VerifyContactOptions & { codeLength: number },
  mounted: RefObject<boolean>,
  onFailed: () => void,
) {
  const { channel, address, codeLength, keepSession, onVerified, onClose } = options;
  const { mutateAsync: verifyCode } = useVerifyCodeMutation();
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Bumped to remount the boxes empty, with focus on the first. */
  const [attempt, setAttempt] = useState(0);
  const busy = useRef(false);

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
      const bearer = keepSession?.bearer ?? null;
      const result = await verifyCode({ channel, address, otp, bearer });
      if (keepSession) keepSession.onToken(result.token);
      else setToken(result.token);
      // The failures this dialog reported are over: they must not stand beside 'OTP verified'.
      dismissToast(OTP_TOASTS.verifyFailed);
      dismissToast(OTP_TOASTS.sendFailed);
      toast.success(result.message, { id: OTP_TOASTS.verified });
      onVerified(address);
      onClose();
    } catch (cause) {
      if (!mounted.current) return;
      // A locked code (429) says why; any other failure is the spec's fixed message.
      const locked = isApiError(cause) && cause.status === 429;
      const message = locked ? errorMessage(cause) : MESSAGES.otpFailed;
      toast.error(message, { id: OTP_TOASTS.verifyFailed });
      setCode('');
      onFailed();
      setAttempt((n) => n + 1);
    } finally {
      busy.current = false;
      if (mounted.current) setVerifying(false);
    }
  }

  function changeCode(next: string) {
    setCode(next);
    if (error) setError(null);
  }

  return { code, verifying, error, attempt, verify: (otp: string) => void verify(otp), changeCode };
}

/**
 * The verification dialog's state: the code sent when it opens, the code typed and its check. A
 * failed send or a wrong code reveals 'Resend OTP'.
 */
export function useVerifyContact(options: VerifyContactOptions) {
  const mounted = useMounted();
  const [retryShown, setRetryShown] = useState(false);
  const showRetry = () => setRetryShown(true);
  const sending = useCodeSending(options, mounted, showRetry);
  const check = useCodeCheck({ ...options, codeLength: sending.codeLength }, mounted, showRetry);
  return { ...sending, ...check, retryShown };
}

export type VerifyContactState = ReturnType<typeof useVerifyContact>;
