import type { Login } from './use-login';
import fieldParts from '../../ui/field.module.css';
import buttons from '../../ui/button.module.css';
import styles from './login-form.module.css';

const IDENTIFIER_ID = 'login-identifier';
const IDENTIFIER_ERROR_ID = 'login-identifier-error';

/** Step 1: an email, or a 10-digit mobile with an optional country code. */
export function IdentifierForm({ login }: { login: Login }) {
  const { identifierForm, busy, onIdentifierSubmit } = login;
  const error = identifierForm.formState.errors.email_phone?.message;
  return (
    <form className={styles.form} onSubmit={onIdentifierSubmit} noValidate>
      <div className={fieldParts.field}>
        <label htmlFor={IDENTIFIER_ID} className={fieldParts.label}>
          Email or Mobile Number
        </label>
        <input
          {...identifierForm.register('email_phone', {
            onChange: () => identifierForm.clearErrors('email_phone'),
          })}
          id={IDENTIFIER_ID}
          className={styles.input}
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? IDENTIFIER_ERROR_ID : undefined}
          required
        />
        {error ? (
          <p id={IDENTIFIER_ERROR_ID} className={fieldParts.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className={`${buttons.primary} ${styles.submit}`}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? 'Sending OTP…' : 'Send OTP'}
      </button>
    </form>
  );
}
