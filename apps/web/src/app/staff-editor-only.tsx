import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { usePageTitle } from './page-title';
import { useSession } from './session';
import { isStaffEditor, STAFF_LOGIN_PATH, STAFF_QUEUE_PATH, staffRolesOf } from './staff-editor';
import pageStyles from '../ui/page.module.css';
import buttons from '../ui/button.module.css';

function NotAnEditor() {
  usePageTitle('Not available');
  return (
    <section className={pageStyles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={pageStyles.title}>
        Not available
      </h1>
      <p className={pageStyles.lead}>
        Only admin and office staff edit applications. You can still review them in the back office.
      </p>
      <p>
        <Link className={buttons.primary} to={STAFF_QUEUE_PATH}>
          Go to the applications
        </Link>
      </p>
    </section>
  );
}

/**
 * The staff wizard's guard (a lazily loaded route module): without a staff session (or once the API
 * has ended it) the visitor goes to the staff sign-in and comes back here afterwards; a staff member
 * who may not edit (a zone manager, accounts, governing body) is told so. Saves would all fail.
 */
export function StaffEditorOnly() {
  const session = useSession();
  const location = useLocation();
  const roles = staffRolesOf(session);
  if (roles === null) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={STAFF_LOGIN_PATH} replace state={{ from }} />;
  }
  return isStaffEditor(roles) ? <Outlet /> : <NotAnEditor />;
}

export { StaffEditorOnly as Component };
