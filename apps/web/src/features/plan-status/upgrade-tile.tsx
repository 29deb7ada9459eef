import { MESSAGES } from '@portico/domain/messages';
import { Link } from 'react-router';
import styles from './upgrade-tile.module.css';

const UPGRADE_PATH = '/app/upgrade/select-membership';

/** 'Upgrade Membership': to the upgrade picker. */
export function UpgradeTile() {
  return (
    <Link className={styles.tile} to={UPGRADE_PATH}>
      <span className={styles.title}>{MESSAGES.upgradeMembership}</span>
      <span className={styles.text}>
        Move up to a higher membership category; you pay the difference in fees.
      </span>
    </Link>
  );
}
