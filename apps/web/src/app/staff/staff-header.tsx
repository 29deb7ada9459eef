import { Link } from 'react-router';
import { useAssociationBrand } from '../association';
import { StaffNav } from './staff-nav';
import { rolesSummary, type StaffUser } from './staff-session';
import buttons from '../../ui/button.module.css';
import styles from './staff-header.module.css';

/** The back office's header: the brand, who is signed in with their roles, Sign out and the nav. */
export function StaffHeader({ user, onSignOut }: { user: StaffUser; onSignOut: () => void }) {
  const brand = useAssociationBrand();
  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <Link to="/staff/applications" className={styles.brand}>
          {brand?.shortName ?? ''} <span className={styles.brandSub}>Back office</span>
        </Link>
        <div className={styles.user}>
          <p>
            <span className="visually-hidden">Signed in as </span>
            <strong>{user.name || user.email}</strong>
            {user.roles.length > 0 ? (
              <span className={styles.roles}> · {rolesSummary(user)}</span>
            ) : null}
          </p>
          <button
            type="button"
            className={`${buttons.secondary} ${styles.signOut}`}
            onClick={onSignOut}
          >
            Sign out
          </button>
        </div>
      </div>
      <StaffNav user={user} />
    </header>
  );
}
