import { MESSAGES } from '@portico/domain/messages';
import styles from './expired-notice.module.css';

/** 'Your Membership Plan Expired.' and the invitation to renew. */
export function ExpiredNotice() {
  return (
    <div className={styles.notice}>
      <h2 className={styles.title}>{MESSAGES.planExpiredHeading}</h2>
      <p>{MESSAGES.planExpiredText}</p>
    </div>
  );
}
