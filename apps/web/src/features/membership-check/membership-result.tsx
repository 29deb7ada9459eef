import { formatDisplayDate } from '@portico/domain/format';
import { MESSAGES } from '@portico/domain/messages';
import type { MembershipRecord } from './api/validate-membership';
import { Facts } from '../../ui/detail-list';
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
      <Facts
        className={styles.facts}
        items={[
          [MESSAGES.memberNumber, record.member_number],
          ['Name', record.name],
          [MESSAGES.category, record.category],
          ['Valid until', formatDisplayDate(record.valid_until)],
        ]}
      />
    </section>
  );
}
