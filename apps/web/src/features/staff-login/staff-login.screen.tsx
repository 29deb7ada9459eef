import { OTP_CODE_LENGTH } from '@portico/domain/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router';
import { errorMessage } from '../../app/api-client';
import { usePageTitle } from '../../app/page-title';
import { setAuth } from '../../app/session';
import { toast } from '../../app/toast';
import { OtpInput } from '../../ui/otp-input';
import { sendStaffCode } from './api/send-staff-code';
import { staffLogin } from './api/staff-login';
import { useStaffUser } from '../../app/staff/staff-session';

export const STAFF_HOME = '/staff/applications';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Staff pages outside /staff: the staff wizard and its category picker. */
const STAFF_WIZARD_PREFIXES = ['/admin-update/', '/office-update/', '/admin/user/'];

/** Only a staff page (the back office or the staff wizard) may be returned to after signing in. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string') return STAFF_HOME;
  const backOffice = from.startsWith('/staff/') && !from.startsWith('/staff/login');
  return backOffice || STAFF_WIZARD_PREFIXES.some((prefix) => from.startsWith(prefix))
    ? from
    : STAFF_HOME;
}

/**
 * /staff/login: the email gets a one-time code (POST /api/staff/login_otp); the code signs in
 * (POST /api/staff/login) as soon as its last digit is typed.
 */
export function StaffLoginScreen() {
  usePageTitle('Staff sign-in');
  const user = useStaffUser();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState('');
  const [code, setCode] = useState('');
  /** The code's digits, as the send answer says (4 until then). */
  const [codeLength, setCodeLength] = useState(OTP_CODE_LENGTH);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const target = returnPath(location.state);

  // Signed in (now, or before): on to the back office.
  if (user) return <Navigate to={target} replace />;

  async function sendCode(event?: FormEvent) {
    event?.preventDefault();
    const value = email.trim().toLowerCase();
    if (value === '') {
      setEmailError('Please enter your work email.');
      return;
    }
    if (!EMAIL_PATTERN.test(value)) {
      setEmailError('Please enter a valid email');
      return;
    }
    setEmailError(null);
    setBusy(true);
    try {
      const { message, codeLength: length } = await sendStaffCode(value);
      setCodeLength(length);
      setSentTo(value);
      setSentMessage(message);
      setCode('');
      setCodeError(null);
    } catch (error) {
      setEmailError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  async function signIn(otp: string) {
    if (!sentTo || busy) return;
    if (otp.length !== codeLength) {
      setCodeError(`Please enter the ${codeLength}-digit code.`);
      return;
    }
    setBusy(true);
    setCodeError(null);
    try {
      const { token, user: staff } = await staffLogin(sentTo, otp);
      // Nothing read under an earlier session is shown to this one.
      queryClient.removeQueries({ queryKey: ['staff'] });
      toast.success(`Welcome, ${staff.name || staff.email}.`);
      setAuth(token, staff);
    } catch (error) {
      setCodeError(errorMessage(error));
      setCode('');
      setBusy(false);
    }
  }

  return (
    <div className="staff staff--login">
      <main id="main-content" className="staff-main staff-login" tabIndex={-1}>
        <section className="staff-card" aria-labelledby="page-title">
          <p className="staff-login__brand">Portico · Back office</p>
          <h1 id="page-title" className="page__title">
            Staff sign-in
          </h1>
          {(location.state as { from?: unknown } | null)?.from ? (
            <p className="staff-login__note" role="status">
              Please sign in to continue.
            </p>
          ) : null}

          {sentTo === null ? (
            <form className="staff-form" onSubmit={(event) => void sendCode(event)} noValidate>
              <p className="page__lead">
                Enter your work email. We will email you a one-time code to sign in.
              </p>
              <div className="staff-field">
                <label htmlFor="staff-email" className="staff-field__label">
                  Work email
                </label>
                <input
                  id="staff-email"
                  className="staff-input"
                  type="email"
                  autoComplete="username"
                  inputMode="email"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  aria-invalid={emailError ? true : undefined}
                  aria-describedby={emailError ? 'staff-email-error' : undefined}
                  required
                />
                {emailError ? (
                  <p id="staff-email-error" className="field-error" role="alert">
                    {emailError}
                  </p>
                ) : null}
              </div>
              <button type="submit" className="button button--primary" disabled={busy}>
                {busy ? 'Sending…' : 'Send code'}
              </button>
            </form>
          ) : (
            <form
              className="staff-form"
              onSubmit={(event) => {
                event.preventDefault();
                void signIn(code);
              }}
              noValidate
            >
              <p className="page__lead" role="status">
                {sentMessage}
              </p>
              <p>
                Code sent to <strong>{sentTo}</strong>. It may take a minute to arrive; check the
                spam folder too.
              </p>
              <OtpInput
                label={`Enter the ${codeLength}-digit code`}
                length={codeLength}
                value={code}
                onChange={(value) => {
                  setCode(value);
                  setCodeError(null);
                }}
                onComplete={(value) => void signIn(value)}
                invalid={codeError !== null}
                autoFocus
              />
              {codeError ? (
                <p className="field-error" role="alert">
                  {codeError}
                </p>
              ) : null}
              <div className="staff-form__actions">
                <button type="submit" className="button button--primary" disabled={busy}>
                  {busy ? 'Signing in…' : 'Sign in'}
                </button>
                <button
                  type="button"
                  className="link-button"
                  disabled={busy}
                  onClick={() => void sendCode()}
                >
                  Send a new code
                </button>
                <button
                  type="button"
                  className="link-button"
                  disabled={busy}
                  onClick={() => {
                    setSentTo(null);
                    setCode('');
                    setCodeError(null);
                  }}
                >
                  Use a different email
                </button>
              </div>
            </form>
          )}
        </section>
      </main>
    </div>
  );
}

export { StaffLoginScreen as Component };
