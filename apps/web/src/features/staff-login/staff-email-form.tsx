import type { StaffLogin } from './use-staff-login';
import pageStyles from '../../ui/page.module.css';
import fieldParts from '../../ui/field.module.css';
import buttons from '../../ui/button.module.css';
import fieldStyles from '../../ui/list/field.module.css';
import formLayout from '../../ui/list/form-layout.module.css';
import styles from './staff-login.module.css';

/** Step 1: the work email. */
export function StaffEmailForm({ login }: { login: StaffLogin }) {
  const { emailForm, busy } = login;
  const error = emailForm.formState.errors.email?.message;
  return (
    <form className={formLayout.form} onSubmit={login.onEmailSubmit} noValidate>
      <p className={pageStyles.lead}>
        Enter your work email. We will email you a one-time code to sign in.
      </p>
      <div className={fieldStyles.field}>
        <label htmlFor="staff-email" className={fieldStyles.label}>
          Work email
        </label>
        <input
          {...emailForm.register('email')}
          id="staff-email"
          className={fieldStyles.input}
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
      <button type="submit" className={`${buttons.primary} ${styles.button}`} disabled={busy}>
        {busy ? 'Sending…' : 'Send code'}
      </button>
    </form>
  );
}
