import { useRequestCode, useSubmitCode } from './use-login-actions';
import { useLoginSteps } from './use-login-steps';
import { useOneAtATime } from './use-one-at-a-time';

/**
 * The two steps of /login: the identifier form asks for a code, the code form signs in. One action
 * at a time: a second click while a call is in flight does nothing.
 */
export function useLogin() {
  const { busy, run } = useOneAtATime();
  const steps = useLoginSteps();
  const requestCode = useRequestCode(steps, run);
  const submitCode = useSubmitCode(steps, run);
  const { identifierForm, codeForm, sentTo } = steps;

  return {
    busy,
    sentTo,
    codeLength: steps.codeLength,
    attempt: steps.attempt,
    identifierForm,
    codeForm,
    onIdentifierSubmit: identifierForm.handleSubmit(({ email_phone }) => requestCode(email_phone)),
    onCodeSubmit: codeForm.handleSubmit(({ otp }) => submitCode(otp)),
    submitCode,
    resend: () => (sentTo === null ? undefined : requestCode(sentTo, true)),
    back: steps.toFirstStep,
  };
}

export type Login = ReturnType<typeof useLogin>;
