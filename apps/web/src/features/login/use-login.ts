import { zodResolver } from '@hookform/resolvers/zod';
import { OTP_CODE_LENGTH } from '@portico/domain/constants';
import { maskContact } from '@portico/domain/masking';
import { MESSAGES } from '@portico/domain/messages';
import {
  loginOtpRequestSchema,
  type LoginOtpRequest,
} from '@portico/domain/schemas/verification.schema';
import { otpError } from '@portico/domain/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { errorMessage } from '../../app/api-client';
import { toast } from '../../app/toast';
import { logIn } from './api/log-in';
import { sendLoginCode } from './api/send-login-code';
import { startSession } from './start-session';

export type IdentifierInput = z.input<typeof loginOtpRequestSchema>;
export type CodeValues = { otp: string };

/** Fixed toast ids, so a repeated message replaces itself. */
const TOAST_IDS = { resent: 'login-code-resent', nothingToDo: 'login-nothing-to-do' } as const;

/** Runs one action at a time: a second click while the first is in flight does nothing. */
function useOneAtATime() {
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  async function run(action: () => Promise<void>) {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      await action();
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }
  return { busy, run };
}

/**
 * The two steps of /login: the identifier form asks for a code, the code form signs in. The forms
 * live here so that going back keeps the identifier typed.
 */
// eslint-disable-next-line max-lines-per-function -- still to be split into sections (issue 13)
export function useLogin() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { busy, run } = useOneAtATime();
  // Errors show on submit and clear as soon as the field changes (no re-validation while typing).
  const identifierForm = useForm<IdentifierInput, unknown, LoginOtpRequest>({
    resolver: zodResolver(loginOtpRequestSchema),
    defaultValues: { email_phone: '' },
    reValidateMode: 'onSubmit',
  });
  const codeForm = useForm<CodeValues>({ defaultValues: { otp: '' }, reValidateMode: 'onSubmit' });
  /** The contact the code went to; null on the first step. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [codeLength, setCodeLength] = useState(OTP_CODE_LENGTH);
  /** Bumped to remount the code boxes empty, with focus on the first. */
  const [attempt, setAttempt] = useState(0);

  function clearCode() {
    codeForm.reset({ otp: '' });
  }

  /** Step 1 (and Resend OTP): asks for a code for a checked contact. */
  async function requestCode(value: string, resend = false) {
    await run(async () => {
      try {
        const { message, codeLength: length } = await sendLoginCode({ email_phone: value });
        setCodeLength(length);
        identifierForm.clearErrors();
        clearCode();
        setAttempt((n) => n + 1);
        setSentTo(value);
        if (resend)
          toast.success(message || `${MESSAGES.otpSentTo} ${maskContact(value)}`, {
            id: TOAST_IDS.resent,
          });
      } catch (error) {
        // The server's message (a 429 says when to try again), else 'Something went wrong'.
        if (resend) codeForm.setError('otp', { message: errorMessage(error) });
        else identifierForm.setError('email_phone', { message: errorMessage(error) });
      }
    });
  }

  /** Step 2: the code signs in. */
  async function submitCode(otp: string) {
    if (sentTo === null) return;
    const invalid = otpError(otp, codeLength);
    if (invalid) {
      codeForm.setError('otp', { message: invalid });
      return;
    }
    const emailPhone = sentTo;
    await run(async () => {
      codeForm.clearErrors('otp');
      try {
        const { token, user } = await logIn({ email_phone: emailPhone, otp });
        // Nothing read for an earlier visitor is shown to this one.
        queryClient.clear();
        const target = startSession(token, user, emailPhone);
        if (target) {
          void navigate(target, { replace: true });
          return;
        }
        toast.info(
          'Your application is complete. Please log in again once your membership is active.',
          { id: TOAST_IDS.nothingToDo },
        );
        setSentTo(null);
        clearCode();
      } catch (error) {
        codeForm.reset({ otp: '' });
        codeForm.setError('otp', { message: errorMessage(error) });
        setAttempt((n) => n + 1);
      }
    });
  }

  return {
    busy,
    sentTo,
    codeLength,
    attempt,
    identifierForm,
    codeForm,
    onIdentifierSubmit: identifierForm.handleSubmit(({ email_phone }) => requestCode(email_phone)),
    onCodeSubmit: codeForm.handleSubmit(({ otp }) => submitCode(otp)),
    submitCode,
    resend: () => (sentTo === null ? undefined : requestCode(sentTo, true)),
    back() {
      setSentTo(null);
      clearCode();
    },
  };
}

export type Login = ReturnType<typeof useLogin>;
