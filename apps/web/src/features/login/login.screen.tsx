import { MESSAGES } from '@portico/domain/messages';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { CodeForm } from './code-form';
import { IdentifierForm } from './identifier-form';
import { useLogin } from './use-login';
import pageStyles from '../../ui/page.module.css';
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

  return (
    <section className={pageStyles.page} aria-labelledby="page-title">
      <div className={styles.card}>
        <div className={pageStyles.header}>
          <h1 id="page-title" className={pageStyles.title}>
            {MESSAGES.logIn}
          </h1>
          <p className={pageStyles.lead}>
            {sentTo === null
              ? 'Members and applicants: enter your email or mobile number to receive a one-time code.'
              : 'Enter the code to log in.'}
          </p>
        </div>

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
