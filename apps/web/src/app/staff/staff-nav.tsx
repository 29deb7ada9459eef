import { Link, useLocation } from 'react-router';
import { hasAnyRole, PAGE_ROLES, type StaffUser } from './staff-session';
import styles from './staff-header.module.css';

type NavItem = { label: string; to: string; roles?: readonly string[] };

const NAV: readonly NavItem[] = [
  { label: 'Applications', to: '/staff/applications' },
  { label: 'Waiting on me', to: '/staff/applications?mine=1' },
  { label: 'Members', to: '/staff/members' },
  { label: 'Reminders', to: '/staff/reminders' },
  { label: 'Auto-renewals', to: '/staff/auto-renewals', roles: PAGE_ROLES.autoRenewals },
  { label: 'Check cards', to: '/staff/card-check' },
  { label: 'Messages', to: '/staff/messages', roles: PAGE_ROLES.messages },
  { label: 'Categories', to: '/staff/categories', roles: PAGE_ROLES.categories },
  { label: 'Coupons', to: '/staff/coupons', roles: PAGE_ROLES.coupons },
  { label: 'Refunds due', to: '/staff/refunds', roles: PAGE_ROLES.refunds },
  { label: 'Staff', to: '/staff/staff', roles: PAGE_ROLES.staff },
  { label: 'Invoices', to: '/staff/invoices', roles: PAGE_ROLES.invoices },
  { label: 'Reports', to: '/staff/reports', roles: PAGE_ROLES.reports },
  { label: 'Exports', to: '/staff/exports' },
  { label: 'Directory', to: '/staff/directory', roles: PAGE_ROLES.directory },
  { label: 'Settings', to: '/staff/settings', roles: PAGE_ROLES.settings },
  { label: 'Getting started', to: '/staff/getting-started', roles: PAGE_ROLES.settings },
  { label: 'Audit log', to: '/staff/audit', roles: PAGE_ROLES.audit },
  { label: 'Data requests', to: '/staff/data-requests', roles: PAGE_ROLES.dataRequests },
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

/** The back office's pages this staff member's roles may open, the current one marked. */
export function StaffNav({ user }: { user: StaffUser }) {
  const { pathname, search } = useLocation();
  return (
    <nav aria-label="Back office">
      <ul className={styles.navList}>
        {NAV.filter((item) => !item.roles || hasAnyRole(user, ...item.roles)).map((item) => {
          const current = currentOf(item, pathname, search);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                className={current ? `${styles.navLink} ${styles.current}` : styles.navLink}
                aria-current={current}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
