import { formatDisplayDate } from '@portico/domain/format';
import { MESSAGES } from '@portico/domain/messages';
import type { MembershipRecord } from './api/validate-membership';
import styles from './membership-result.module.css';

/** Whether the number's holder is a current member, with name, category and valid-until date. */
export function MembershipResult({ record }: { record: MembershipRecord }) {
  return (
    <section
      className={`${styles.result} ${record.current ? styles.current : styles.lapsed}`}
      aria-label="Result"
    >
      <p className={styles.status}>
        {record.current ? MESSAGES.currentMember : MESSAGES.notCurrentMember}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{MESSAGES.memberNumber}</dt>
          <dd>{record.member_number}</dd>
        </div>
        <div>
          <dt>Name</dt>
          <dd>{record.name}</dd>
        </div>
        <div>
          <dt>{MESSAGES.category}</dt>
          <dd>{record.category}</dd>
        </div>
        <div>
          <dt>Valid until</dt>
          <dd>{formatDisplayDate(record.valid_until)}</dd>
        </div>
      </dl>
    </section>
  );
}
