import type { StaffLogin } from './use-staff-login';
import { RequiredInput } from '../../ui/labelled-fields';
import pageStyles from '../../ui/page.module.css';
import buttons from '../../ui/button.module.css';
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
      <RequiredInput
        {...emailForm.register('email')}
        id="staff-email"
        label="Work email"
        error={error}
        type="email"
        autoComplete="username"
        inputMode="email"
      />
      <button type="submit" className={`${buttons.primary} ${styles.button}`} disabled={busy}>
        {busy ? 'Sending…' : 'Send code'}
      </button>
    </form>
  );
}
