import { maskContact } from '@portico/domain/masking';
import { MESSAGES } from '@portico/domain/messages';
import { otpError } from '@portico/domain/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../app/api-client';
import { safeReturnPath } from '../../app/return-path';
import { toast } from '../../app/toast';
import { useLogIn } from './api/log-in';
import { useSendLoginCode } from './api/send-login-code';
import { startSession } from './start-session';
import type { LoginSteps } from './use-login-steps';

/** Fixed toast ids, so a repeated message replaces itself. */
const TOAST_IDS = { resent: 'login-code-resent', nothingToDo: 'login-nothing-to-do' } as const;

type Run = (action: () => Promise<void>) => Promise<void>;

/** Step 1 (and Resend OTP): asks for a code for a checked contact. */
export function useRequestCode(steps: LoginSteps, run: Run) {
  const send = useSendLoginCode();
  return (value: string, resend = false) =>
    run(async () => {
      try {
        const { message, codeLength } = await send.mutateAsync({ email_phone: value });
        steps.codeSent(value, codeLength);
        if (resend) {
          toast.success(message || `${MESSAGES.otpSentTo} ${maskContact(value)}`, {
            id: TOAST_IDS.resent,
          });
        }
      } catch (error) {
        // The server's message (a 429 says when to try again), else 'Something went wrong'.
        if (resend) steps.codeForm.setError('otp', { message: errorMessage(error) });
        else steps.identifierForm.setError('email_phone', { message: errorMessage(error) });
      }
    });
}

/**
 * Step 2: the code signs in, and the login leads where the journey stands (startSession), or back
 * to the page of this site that sent the visitor here (`next`: an emailed link, a guard).
 */
export function useSubmitCode(steps: LoginSteps, run: Run) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = safeReturnPath(search.get('next'));
  const queryClient = useQueryClient();
  const logIn = useLogIn();
  return async (otp: string) => {
    const emailPhone = steps.sentTo;
    if (emailPhone === null) return;
    const invalid = otpError(otp, steps.codeLength);
    if (invalid) {
      steps.codeForm.setError('otp', { message: invalid });
      return;
    }
    await run(async () => {
      steps.codeForm.clearErrors('otp');
      try {
        const { token, user } = await logIn.mutateAsync({ email_phone: emailPhone, otp });
        // Nothing read for an earlier visitor is shown to this one.
        queryClient.clear();
        const target = startSession(token, user, emailPhone);
        if (target) {
          void navigate(next ?? target, { replace: true });
          return;
        }
        toast.info(
          'Your application is complete. Please log in again once your membership is active.',
          { id: TOAST_IDS.nothingToDo },
        );
        steps.toFirstStep();
      } catch (error) {
        steps.codeRefused(errorMessage(error));
      }
    });
  };
}
