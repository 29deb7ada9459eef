import { OTP_CODE_LENGTH } from '@portico/domain/constants';
import { maskContact } from '@portico/domain/masking';
import { MESSAGES } from '@portico/domain/messages';
import { otpError, parseLoginIdentifier } from '@portico/domain/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../app/api-client';
import { usePageTitle } from '../../app/page-title';
import { toast } from '../../app/toast';
import { OtpInput } from '../../ui/otp-input';
import { logIn } from './api/log-in';
import { sendLoginCode } from './api/send-login-code';
import { startSession } from './start-session';

const NEW_MEMBERSHIP_PATH = '/register/user/select-membership';
const IDENTIFIER_ID = 'login-identifier';
const IDENTIFIER_ERROR_ID = 'login-identifier-error';
/** Fixed toast ids, so a repeated message replaces itself. */
const TOAST_IDS = { resent: 'login-code-resent', nothingToDo: 'login-nothing-to-do' } as const;

/**
 * /login: one field (an email, or a 10-digit mobile with an optional country code) gets a code
 * (POST /api/login_otp, which says how many digits it has: 4 by default); the code signs in
 * (POST /api/login) as soon as its last digit is typed, or with Log In. Where the login leads is
 * startSession's (spec §4.4).
 */
export function LoginScreen() {
  usePageTitle(MESSAGES.logIn);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [identifier, setIdentifier] = useState('');
  const [identifierError, setIdentifierError] = useState<string | null>(null);
  /** The contact the code went to; null on the first step. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeLength, setCodeLength] = useState(OTP_CODE_LENGTH);
  const [codeError, setCodeError] = useState<string | null>(null);
  /** Bumped to remount the code boxes empty, with focus on the first. */
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const identifierRef = useRef<HTMLInputElement>(null);

  async function run(action: () => Promise<void>) {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      await action();
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  /** Step 1 (and Resend OTP): validates the field and asks for a code. */
  async function requestCode(resend = false) {
    const value = (resend && sentTo) || identifier.trim();
    const parsed = parseLoginIdentifier(value);
    if (!parsed.ok) {
      setIdentifierError(parsed.message);
      identifierRef.current?.focus();
      return;
    }
    await run(async () => {
      try {
        const { message, codeLength: length } = await sendLoginCode({ email_phone: value });
        setCodeLength(length);
        setIdentifierError(null);
        setCodeError(null);
        setCode('');
        setAttempt((n) => n + 1);
        setSentTo(value);
        if (resend)
          toast.success(message || `${MESSAGES.otpSentTo} ${maskContact(value)}`, {
            id: TOAST_IDS.resent,
          });
      } catch (error) {
        // The server's message (a 429 says when to try again), else 'Something went wrong'.
        if (resend) setCodeError(errorMessage(error));
        else setIdentifierError(errorMessage(error));
      }
    });
  }

  /** Step 2: the code signs in. */
  async function submitCode(otp: string) {
    if (sentTo === null) return;
    const invalid = otpError(otp, codeLength);
    if (invalid) {
      setCodeError(invalid);
      return;
    }
    const emailPhone = sentTo;
    await run(async () => {
      setCodeError(null);
      try {
        const { token, user } = await logIn({ email_phone: emailPhone, otp });
        // Nothing read for an earlier visitor is shown to this one.
        queryClient.clear();
        const target = startSession(token, user, emailPhone);
        if (target) {
          navigate(target, { replace: true });
          return;
        }
        toast.info(
          'Your application is complete. Please log in again once your membership is active.',
          {
            id: TOAST_IDS.nothingToDo,
          },
        );
        setSentTo(null);
        setCode('');
      } catch (error) {
        setCodeError(errorMessage(error));
        setCode('');
        setAttempt((n) => n + 1);
      }
    });
  }

  function onIdentifierSubmit(event: FormEvent) {
    event.preventDefault();
    void requestCode();
  }

  function onCodeSubmit(event: FormEvent) {
    event.preventDefault();
    void submitCode(code);
  }

  function back() {
    setSentTo(null);
    setCode('');
    setCodeError(null);
  }

  return (
    <section className="page login" aria-labelledby="page-title">
      <div className="login__card">
        <div className="page__header">
          <h1 id="page-title" className="page__title">
            {MESSAGES.logIn}
          </h1>
          <p className="page__lead">
            {sentTo === null
              ? 'Members and applicants: enter your email or mobile number to receive a one-time code.'
              : 'Enter the code to log in.'}
          </p>
        </div>

        {sentTo === null ? (
          <form className="login__form" onSubmit={onIdentifierSubmit} noValidate>
            <div className="login__field">
              <label htmlFor={IDENTIFIER_ID} className="login__label">
                Email or Mobile Number
              </label>
              <input
                ref={identifierRef}
                id={IDENTIFIER_ID}
                className="login__input"
                type="text"
                inputMode="email"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                value={identifier}
                onChange={(event) => {
                  setIdentifier(event.target.value);
                  if (identifierError) setIdentifierError(null);
                }}
                aria-invalid={identifierError ? true : undefined}
                aria-describedby={identifierError ? IDENTIFIER_ERROR_ID : undefined}
                required
              />
              {identifierError ? (
                <p id={IDENTIFIER_ERROR_ID} className="field-error" role="alert">
                  {identifierError}
                </p>
              ) : null}
            </div>
            <button
              type="submit"
              className="button button--primary login__submit"
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {busy ? 'Sending OTP…' : 'Send OTP'}
            </button>
          </form>
        ) : (
          <form className="login__form" onSubmit={onCodeSubmit} noValidate>
            <p className="login__sent" role="status">
              {MESSAGES.otpSentTo} <strong>{maskContact(sentTo)}</strong>
            </p>
            <OtpInput
              key={attempt}
              label="Enter the OTP"
              length={codeLength}
              value={code}
              onChange={(value) => {
                setCode(value);
                if (codeError) setCodeError(null);
              }}
              onComplete={(value) => void submitCode(value)}
              disabled={busy}
              invalid={codeError !== null}
              autoFocus
            />
            {codeError ? (
              <p className="field-error" role="alert">
                {codeError}
              </p>
            ) : null}
            <div className="login__actions">
              <button
                type="button"
                className="button button--secondary"
                onClick={back}
                disabled={busy}
              >
                {MESSAGES.back}
              </button>
              <button
                type="submit"
                className="button button--primary"
                disabled={busy}
                aria-busy={busy || undefined}
              >
                {MESSAGES.logIn}
              </button>
            </div>
            <p className="login__resend">
              Didn’t get the code?{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => void requestCode(true)}
                disabled={busy}
              >
                Resend OTP
              </button>
            </p>
          </form>
        )}

        <p className="login__apply">
          New here? <Link to={NEW_MEMBERSHIP_PATH}>{MESSAGES.applyForNewMembership}</Link>
        </p>
      </div>
    </section>
  );
}
