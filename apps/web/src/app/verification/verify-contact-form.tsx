import type { FormEvent } from 'react';
import { MESSAGES } from '@portico/domain/messages';
import { OtpInput } from '../../ui/otp-input';
import { sentText, type SendState, type VerifyContactState } from './use-verify-contact';
import { AlertError } from '../../ui/field-parts';
import { SubmitButton } from '../../ui/save-button';
import styles from './verify-contact-form.module.css';

function sendStatus(sendState: SendState, address: string): string {
  if (sendState === 'sending') return 'Sending OTP…';
  return sendState === 'sent' ? sentText(address) : 'The OTP could not be sent.';
}

/** Where the code went, the code's boxes (the last digit submits), their message and Verify. */
export function VerifyContactForm({
  address,
  state,
}: {
  address: string;
  state: VerifyContactState;
}) {
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    state.verify(state.code);
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.status} role="status">
        {sendStatus(state.sendState, address)}
      </p>
      <OtpInput
        key={state.attempt}
        label="Enter the OTP"
        length={state.codeLength}
        value={state.code}
        onChange={state.changeCode}
        onComplete={state.verify}
        disabled={state.verifying}
        invalid={state.error !== null}
        // The Modal focuses the first box on opening (and must record the opener first);
        // after a failed code the boxes are remounted empty and take focus themselves.
        autoFocus={state.attempt > 0}
      />
      <AlertError message={state.error} />
      <SubmitButton busy={state.verifying} className={styles.submit}>
        {state.verifying ? 'Verifying…' : MESSAGES.verify}
      </SubmitButton>
    </form>
  );
}
