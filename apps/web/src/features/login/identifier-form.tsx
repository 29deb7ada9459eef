import type { Login } from './use-login';
import { RequiredInput } from '../../ui/labelled-fields';
import { SubmitButton } from '../../ui/save-button';
import styles from './login-form.module.css';

const IDENTIFIER_ID = 'login-identifier';

/** Step 1: an email, or a 10-digit mobile with an optional country code. */
export function IdentifierForm({ login }: { login: Login }) {
  const { identifierForm, busy, onIdentifierSubmit } = login;
  const error = identifierForm.formState.errors.email_phone?.message;
  return (
    <form className={styles.form} onSubmit={onIdentifierSubmit} noValidate>
      <RequiredInput
        {...identifierForm.register('email_phone', {
          onChange: () => identifierForm.clearErrors('email_phone'),
        })}
        id={IDENTIFIER_ID}
        label="Email or Mobile Number"
        error={error}
        type="text"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <SubmitButton busy={busy} className={styles.submit}>
        {busy ? 'Sending OTP…' : 'Send OTP'}
      </SubmitButton>
    </form>
  );
}
