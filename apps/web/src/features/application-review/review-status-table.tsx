import { REVIEW_STAGES, type ReviewStageKey } from '@portico/domain/constants';
import { MESSAGES } from '@portico/domain/messages';
import styles from './review-status-table.module.css';

export const PENDING = 'Pending';

function DoneIcon() {
  return (
    <span className={styles.done}>
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="10" fill="currentColor" />
        <path
          d="M5.5 10.5l3 3 6-6.5"
          fill="none"
          stroke="#ffffff"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="visually-hidden">{MESSAGES.reviewCompleted}</span>
    </span>
  );
}

/** The five approvals in display order, each done (icon, 'Completed' for assistive tech) or 'Pending'. */
export function ReviewStatusTable({ stages }: { stages: Record<ReviewStageKey, boolean> }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Application status</caption>
      <thead>
        <tr>
          <th scope="col">Stage</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {REVIEW_STAGES.map(({ key, label }) => (
          <tr key={key} data-state={stages[key] ? 'completed' : 'pending'}>
            <th scope="row">{label}</th>
            <td>
              {stages[key] ? <DoneIcon /> : <span className={styles.pending}>{PENDING}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
