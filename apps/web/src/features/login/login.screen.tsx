import { MESSAGES } from '@portico/domain/messages';
import { Link, useSearchParams } from 'react-router';
import { loginNoticeOf, type LoginNotice } from '../../app/return-path';
import { usePageTitle } from '../../app/page-title';
import { CodeForm } from './code-form';
import { IdentifierForm } from './identifier-form';
import { useLogin } from './use-login';
import pageStyles from '../../ui/page.module.css';
import { PageHeading } from '../../ui/page';
import styles from './login.module.css';

const NEW_MEMBERSHIP_PATH = '/register/user/select-membership';

/**
 * /login: one field (an email, or a 10-digit mobile with an optional country code) gets a code
 * (POST /api/login_otp, which says how many digits it has: 4 by default); the code signs in
 * (POST /api/login) as soon as its last digit is typed, or with Log In. Where the login leads is
 * startSession's (spec §4.4).
 */
export function LoginScreen() {
  usePageTitle(MESSAGES.logIn);
  const login = useLogin();
  const { sentTo } = login;
  const [search] = useSearchParams();
  const notice = loginNoticeOf(search.get('notice'));

  return (
    <section className={pageStyles.page} aria-labelledby="page-title">
      <div className={styles.card}>
        <PageHeading
          title={MESSAGES.logIn}
          lead={
            sentTo === null
              ? 'Members and applicants: enter your email or mobile number to receive a one-time code.'
              : 'Enter the code to log in.'
          }
        />

        {notice ? <LoginNoticeBox notice={notice} /> : null}

        {sentTo === null ? (
          <IdentifierForm login={login} />
        ) : (
          <CodeForm login={login} sentTo={sentTo} />
        )}

        <p className={styles.apply}>
          New here? <Link to={NEW_MEMBERSHIP_PATH}>{MESSAGES.applyForNewMembership}</Link>
        </p>
      </div>
    </section>
  );
}

/** Why the visitor was sent to log in: what happened and what comes after. */
export const LOGIN_NOTICE_TEXTS: Record<LoginNotice, { title: string; text: string }> = {
  'sign-in': {
    title: 'Please log in to continue',
    text: 'The page you opened belongs to your application or membership, and this browser is not logged in. Log in with the email or mobile number you applied with: you will then return to that page.',
  },
  'application-exists': {
    title: 'You already have an application',
    text: 'An application has already been made with your details, so a new one cannot be started. Log in with the email or mobile number you applied with to see where it stands.',
  },
};

function LoginNoticeBox({ notice }: { notice: LoginNotice }) {
  const { title, text } = LOGIN_NOTICE_TEXTS[notice];
  return (
    <div className={styles.notice} role="region" aria-labelledby="login-notice-title">
      <h2 id="login-notice-title" className={styles.noticeTitle}>
        {title}
      </h2>
      <p>{text}</p>
    </div>
  );
}
