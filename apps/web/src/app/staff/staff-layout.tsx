import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { apiRequest } from '../api-client';
import { clearAuth } from '../session';
import { toast } from '../toast';
import {
  hasAnyRole,
  PAGE_ROLES,
  rolesSummary,
  useStaffUser,
  type StaffUser,
} from './staff-session';
import buttons from '../../ui/button.module.css';

export const STAFF_LOGIN_PATH = '/staff/login';

type NavItem = { label: string; to: string; roles?: readonly string[] };

const NAV: readonly NavItem[] = [
  { label: 'Applications', to: '/staff/applications' },
  { label: 'Waiting on me', to: '/staff/applications?mine=1' },
  { label: 'Members', to: '/staff/members' },
  { label: 'Reminders', to: '/staff/reminders' },
  { label: 'Categories', to: '/staff/categories', roles: PAGE_ROLES.categories },
  { label: 'Coupons', to: '/staff/coupons', roles: PAGE_ROLES.coupons },
  { label: 'Staff', to: '/staff/staff', roles: PAGE_ROLES.staff },
  { label: 'Exports', to: '/staff/exports' },
];

/**
 * Is the nav item the current page ('page'), or the section of the current page ('true': an
 * application opened from the queue)? The queue and "Waiting on me" share a path.
 */
function currentOf(item: NavItem, pathname: string, search: string): 'page' | 'true' | undefined {
  const [path = '', query = ''] = item.to.split('?');
  if (path === '/staff/applications') {
    if (pathname.startsWith(`${path}/`)) return query === '' ? 'true' : undefined;
    const mine = new URLSearchParams(search).get('mine') === '1';
    return pathname === path && (query === 'mine=1') === mine ? 'page' : undefined;
  }
  if (pathname === path) return 'page';
  return pathname.startsWith(`${path}/`) ? 'true' : undefined;
}

function StaffHeader({ user, onSignOut }: { user: StaffUser; onSignOut: () => void }) {
  const { pathname, search } = useLocation();

  return (
    <header className="staff-header">
      <div className="staff-header__top">
        <Link to="/staff/applications" className="staff-header__brand">
          Portico <span className="staff-header__brand-sub">Back office</span>
        </Link>
        <div className="staff-header__user">
          <p>
            <span className="visually-hidden">Signed in as </span>
            <strong>{user.name || user.email}</strong>
            {user.roles.length > 0 ? (
              <span className="staff-header__roles"> · {rolesSummary(user)}</span>
            ) : null}
          </p>
          <button type="button" className={buttons.secondary} onClick={onSignOut}>
            Sign out
          </button>
        </div>
      </div>
      <nav className="staff-nav" aria-label="Back office">
        <ul>
          {NAV.filter((item) => !item.roles || hasAnyRole(user, ...item.roles)).map((item) => {
            const current = currentOf(item, pathname, search);
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className={`staff-nav__link${current ? ' staff-nav__link--current' : ''}`}
                  aria-current={current}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </header>
  );
}

/**
 * The back office's frame under /staff: full width, no applicant sidebar. It needs a staff session;
 * without one (or once the API has ended it) the visitor goes to the staff sign-in.
 */
export function StaffLayout() {
  const user = useStaffUser();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [signedOut, setSignedOut] = useState(false);

  function signOut() {
    // Signing out on purpose: the sign-in page must not offer this page back to the next person.
    setSignedOut(true);
    // The server ends the token too (a failure is ignored: it is forgotten here either way). The
    // request takes the token before clearAuth runs.
    void apiRequest<unknown>('/logout', { method: 'POST' }).catch(() => undefined);
    clearAuth();
    // Nothing the back office read stays in memory for the next person at this computer.
    queryClient.removeQueries({ queryKey: ['staff'] });
    toast.info('You have signed out.');
  }

  if (!user) {
    if (signedOut) return <Navigate to={STAFF_LOGIN_PATH} replace />;
    // Not signed in, or the API ended the session: back here after signing in.
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={STAFF_LOGIN_PATH} replace state={{ from }} />;
  }
  return (
    <div className="staff">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <StaffHeader user={user} onSignOut={signOut} />
      <main id="main-content" className="staff-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

export { StaffLayout as Component };
