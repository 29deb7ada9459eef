import { Navigate, Outlet, useLocation } from 'react-router';
import { STAFF_LOGIN_PATH } from '../staff-editor';
import { StaffHeader } from './staff-header';
import { useStaffUser } from './staff-session';
import { useStaffSignOut } from './use-staff-sign-out';
import styles from './staff-layout.module.css';

/**
 * The back office's frame under /staff: full width, no applicant sidebar. It needs a staff session;
 * without one (or once the API has ended it) the visitor goes to the staff sign-in.
 */
export function StaffLayout() {
  const user = useStaffUser();
  const location = useLocation();
  const { signedOut, signOut } = useStaffSignOut();

  if (!user) {
    if (signedOut) return <Navigate to={STAFF_LOGIN_PATH} replace />;
    // Not signed in, or the API ended the session: back here after signing in.
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={STAFF_LOGIN_PATH} replace state={{ from }} />;
  }
  return (
    <div className={styles.frame}>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <StaffHeader user={user} onSignOut={signOut} />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

export { StaffLayout as Component };
