import type { StaffLogin } from './use-staff-login';
import pageStyles from '../../ui/page.module.css';
import fieldParts from '../../ui/field.module.css';
import buttons from '../../ui/button.module.css';

/** Step 1: the work email. */
export function StaffEmailForm({ login }: { login: StaffLogin }) {
  const { emailForm, busy } = login;
  const error = emailForm.formState.errors.email?.message;
  return (
    <form className="staff-form" onSubmit={login.onEmailSubmit} noValidate>
      <p className={pageStyles.lead}>
        Enter your work email. We will email you a one-time code to sign in.
      </p>
      <div className="staff-field">
        <label htmlFor="staff-email" className="staff-field__label">
          Work email
        </label>
        <input
          {...emailForm.register('email')}
          id="staff-email"
          className="staff-input"
          type="email"
          autoComplete="username"
          inputMode="email"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'staff-email-error' : undefined}
          required
        />
        {error ? (
          <p id="staff-email-error" className={fieldParts.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className={buttons.primary} disabled={busy}>
        {busy ? 'Sending…' : 'Send code'}
      </button>
    </form>
  );
}
