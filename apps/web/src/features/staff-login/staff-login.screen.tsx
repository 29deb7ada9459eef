import { Navigate, useLocation } from 'react-router';
import { useAssociationBrand } from '../../app/association';
import { usePageTitle } from '../../app/page-title';
import { useStaffUser } from '../../app/staff/staff-session';
import { StaffCodeForm } from './staff-code-form';
import { StaffEmailForm } from './staff-email-form';
import { useStaffLogin } from './use-staff-login';
import frame from '../../app/staff/staff-layout.module.css';
import panel from '../../ui/list/panel.module.css';
import pageStyles from '../../ui/page.module.css';
import styles from './staff-login.module.css';

export const STAFF_HOME = '/staff/applications';

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
  const login = useStaffLogin();
  const brand = useAssociationBrand();
  const target = returnPath(location.state);

  // Signed in (now, or before): on to the back office.
  if (user) return <Navigate to={target} replace />;

  return (
    <div className={frame.frame}>
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <section className={`${panel.panel} ${styles.card}`} aria-labelledby="page-title">
          <p className={styles.brand}>{brand ? `${brand.shortName} · ` : ''}Back office</p>
          <h1 id="page-title" className={pageStyles.title}>
            Staff sign-in
          </h1>
          {(location.state as { from?: unknown } | null)?.from ? (
            <p className={styles.note} role="status">
              Please sign in to continue.
            </p>
          ) : null}
          {login.sentTo === null ? (
            <StaffEmailForm login={login} />
          ) : (
            <StaffCodeForm login={login} sentTo={login.sentTo} />
          )}
        </section>
      </main>
    </div>
  );
}

export { StaffLoginScreen as Component };
