import { OtpInput } from '../../ui/otp-input';
import type { StaffLogin } from './use-staff-login';
import { AlertError } from '../../ui/field-parts';
import pageStyles from '../../ui/page.module.css';
import buttons from '../../ui/button.module.css';
import formLayout from '../../ui/list/form-layout.module.css';
import styles from './staff-login.module.css';

/** Step 2: the code boxes; the last digit signs in, as does Sign in. */
export function StaffCodeForm({ login, sentTo }: { login: StaffLogin; sentTo: string }) {
  const { busy, code, codeLength, codeError } = login;
  return (
    <form
      className={formLayout.form}
      onSubmit={(event) => {
        event.preventDefault();
        void login.signIn(code);
      }}
      noValidate
    >
      <p className={pageStyles.lead} role="status">
        {login.sentMessage}
      </p>
      <p>
        Code sent to <strong>{sentTo}</strong>. It may take a minute to arrive; check the spam
        folder too.
      </p>
      <OtpInput
        label={`Enter the ${codeLength}-digit code`}
        length={codeLength}
        value={code}
        onChange={login.changeCode}
        onComplete={(value) => void login.signIn(value)}
        invalid={codeError !== null}
        autoFocus
      />
      <AlertError message={codeError} />
      <div className={formLayout.actions}>
        <button type="submit" className={`${buttons.primary} ${styles.button}`} disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
        <button
          type="button"
          className={`${buttons.link} ${styles.button}`}
          disabled={busy}
          onClick={() => void login.onEmailSubmit()}
        >
          Send a new code
        </button>
        <button
          type="button"
          className={`${buttons.link} ${styles.button}`}
          disabled={busy}
          onClick={login.useDifferentEmail}
        >
          Use a different email
        </button>
      </div>
    </form>
  );
}
