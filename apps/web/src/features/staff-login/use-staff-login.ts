import { zodResolver } from '@hookform/resolvers/zod';
import { OTP_CODE_LENGTH } from '@portico/domain/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../app/api-client';
import { setAuth } from '../../app/session';
import { toast } from '../../app/toast';
import { useSendStaffCode } from './api/send-staff-code';
import { useStaffSignIn } from './api/staff-login';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The work email, trimmed and lower-cased as the server stores it. */
export const staffEmailSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Please enter your work email.')
    .regex(EMAIL_PATTERN, 'Please enter a valid email'),
});
export type StaffEmailInput = z.input<typeof staffEmailSchema>;
type StaffEmail = z.output<typeof staffEmailSchema>;

/** The two steps of /staff/login: the email gets a code, the code signs in. */
export function useStaffLogin() {
  const queryClient = useQueryClient();
  // The error stays until the next try, and focus stays where it is (as before the form library).
  const emailForm = useForm<StaffEmailInput, unknown, StaffEmail>({
    resolver: zodResolver(staffEmailSchema),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState('');
  const [code, setCode] = useState('');
  /** The code's digits, as the send answer says (4 until then). */
  const [codeLength, setCodeLength] = useState(OTP_CODE_LENGTH);
  const [codeError, setCodeError] = useState<string | null>(null);
  const sending = useSendStaffCode();
  const signingIn = useStaffSignIn();
  // Stays set once signed in: the page is on its way to the back office.
  const busy = sending.isPending || signingIn.isPending || signingIn.isSuccess;

  async function sendCode({ email }: StaffEmail) {
    try {
      const { message, codeLength: length } = await sending.mutateAsync(email);
      setCodeLength(length);
      setSentTo(email);
      setSentMessage(message);
      setCode('');
      setCodeError(null);
    } catch (error) {
      emailForm.setError('email', { message: errorMessage(error) });
    }
  }

  async function signIn(otp: string) {
    if (!sentTo || busy) return;
    if (otp.length !== codeLength) {
      setCodeError(`Please enter the ${codeLength}-digit code.`);
      return;
    }
    setCodeError(null);
    try {
      const { token, user: staff } = await signingIn.mutateAsync({ email: sentTo, otp });
      // Nothing read under an earlier session is shown to this one.
      queryClient.removeQueries({ queryKey: ['staff'] });
      toast.success(`Welcome, ${staff.name || staff.email}.`);
      setAuth(token, staff);
    } catch (error) {
      setCodeError(errorMessage(error));
      setCode('');
    }
  }

  return {
    emailForm,
    busy,
    sentTo,
    sentMessage,
    code,
    codeLength,
    codeError,
    onEmailSubmit: emailForm.handleSubmit(sendCode),
    signIn,
    changeCode(value: string) {
      setCode(value);
      setCodeError(null);
    },
    useDifferentEmail() {
      setSentTo(null);
      setCode('');
      setCodeError(null);
    },
  };
}

export type StaffLogin = ReturnType<typeof useStaffLogin>;
