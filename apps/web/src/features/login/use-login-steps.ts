import { OTP_CODE_LENGTH } from '@portico/domain/constants';
import type {
  loginOtpRequestSchema,
  LoginOtpRequest,
} from '@portico/domain/schemas/verification.schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { lazyZodResolver } from '../../app/lazy-zod-resolver';

export type IdentifierInput = z.input<typeof loginOtpRequestSchema>;
export type CodeValues = { otp: string };

/**
 * The two steps' forms and where /login stands: on the first step (sentTo null) or on the code
 * step, with the code's length and an attempt count that remounts the code boxes empty. The forms
 * live here so that going back keeps the identifier typed.
 */
export function useLoginSteps() {
  // Errors show on submit and clear as soon as the field changes (no re-validation while typing).
  const identifierForm = useForm<IdentifierInput, unknown, LoginOtpRequest>({
    resolver: lazyZodResolver(async () => {
      const { loginOtpRequestSchema } = await import('@portico/domain/schemas/verification.schema');
      return loginOtpRequestSchema;
    }),
    defaultValues: { email_phone: '' },
    reValidateMode: 'onSubmit',
  });
  const codeForm = useForm<CodeValues>({ defaultValues: { otp: '' }, reValidateMode: 'onSubmit' });
  /** The contact the code went to; null on the first step. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [codeLength, setCodeLength] = useState(OTP_CODE_LENGTH);
  /** Bumped to remount the code boxes empty, with focus on the first. */
  const [attempt, setAttempt] = useState(0);

  const clearCode = () => codeForm.reset({ otp: '' });

  return {
    identifierForm,
    codeForm,
    sentTo,
    codeLength,
    attempt,
    clearCode,
    /** A code went to `contact`: the code step, empty, with `length` boxes. */
    codeSent(contact: string, length: number) {
      setCodeLength(length);
      identifierForm.clearErrors();
      clearCode();
      setAttempt((n) => n + 1);
      setSentTo(contact);
    },
    /** A refused code: the boxes again, empty, with the message. */
    codeRefused(message: string) {
      codeForm.reset({ otp: '' });
      codeForm.setError('otp', { message });
      setAttempt((n) => n + 1);
    },
    /** Back to the first step, the identifier kept. */
    toFirstStep() {
      setSentTo(null);
      clearCode();
    },
  };
}

export type LoginSteps = ReturnType<typeof useLoginSteps>;
