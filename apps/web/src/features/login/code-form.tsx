import { maskContact } from '@portico/domain/masking';
import { MESSAGES } from '@portico/domain/messages';
import { Controller } from 'react-hook-form';
import { OtpInput } from '../../ui/otp-input';
import type { Login } from './use-login';
import { AlertError } from '../../ui/field-parts';
import { SubmitButton } from '../../ui/save-button';
import buttons from '../../ui/button.module.css';
import styles from './login-form.module.css';

/** Step 2: the code boxes; the last digit signs in, as does Log In. */
export function CodeForm({ login, sentTo }: { login: Login; sentTo: string }) {
  const { codeForm, busy, attempt, codeLength } = login;
  const error = codeForm.formState.errors.otp?.message;
  return (
    <form className={styles.form} onSubmit={login.onCodeSubmit} noValidate>
      <p className={styles.sent} role="status">
        {MESSAGES.otpSentTo} <strong>{maskContact(sentTo)}</strong>
      </p>
      <Controller
        control={codeForm.control}
        name="otp"
        render={({ field }) => (
          <OtpInput
            key={attempt}
            label="Enter the OTP"
            length={codeLength}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              if (error) codeForm.clearErrors('otp');
            }}
            onComplete={(value) => void login.submitCode(value)}
            disabled={busy}
            invalid={error !== undefined}
            autoFocus
          />
        )}
      />
      <AlertError message={error} />
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} onClick={login.back} disabled={busy}>
          {MESSAGES.back}
        </button>
        <SubmitButton busy={busy}>{MESSAGES.logIn}</SubmitButton>
      </div>
      <p className={styles.resend}>
        Didn’t get the code?{' '}
        <button
          type="button"
          className={buttons.link}
          onClick={() => void login.resend()}
          disabled={busy}
        >
          Resend OTP
        </button>
      </p>
    </form>
  );
}
