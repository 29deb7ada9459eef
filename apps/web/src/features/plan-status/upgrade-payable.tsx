import { applicationRouteId } from '@portico/domain/format';
import { Link } from 'react-router';
import buttons from '../../ui/button.module.css';
import styles from './upgrade-payable.module.css';

const HEADING_ID = 'upgrade-payable-title';

/** The upgrade checkout of an application: /app/upgrade/checkout/{base64 app_id}. */
export function upgradeCheckoutPath(appId: number): string {
  return `/app/upgrade/checkout/${applicationRouteId(appId)}`;
}

/**
 * An approved upgrade that waits only for its payment, with Pay to its checkout: without it the
 * member would have to find it again through the upgrade picker.
 */
export function UpgradePayable({ appId, planName }: { appId: number; planName: string }) {
  return (
    <section className={styles.panel} aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className={styles.title}>
        Your upgrade to {planName} has been approved
      </h2>
      <p>Pay the difference in fees to move your membership to {planName}.</p>
      <p>
        <Link className={buttons.primary} to={upgradeCheckoutPath(appId)}>
          Pay<span className="visually-hidden"> for the upgrade to {planName}</span>
        </Link>
      </p>
    </section>
  );
}
