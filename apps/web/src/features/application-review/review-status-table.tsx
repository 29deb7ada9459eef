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

/** The reference checks past the application's proposers (decision 070): not made, not shown. */
const UNASKED_CHECKS: Record<0 | 1 | 2, readonly ReviewStageKey[]> = {
  0: ['Reference_Check_1', 'Reference_Check_2'],
  1: ['Reference_Check_2'],
  2: [],
};

/**
 * The approvals in display order, each done (icon, 'Completed' for assistive tech) or 'Pending':
 * the five of the spec, less the reference checks the application's rule does not ask.
 */
export function ReviewStatusTable({
  stages,
  referencesRequired = 2,
}: {
  stages: Record<ReviewStageKey, boolean>;
  referencesRequired?: 0 | 1 | 2;
}) {
  const shown = REVIEW_STAGES.filter(
    ({ key }) => !UNASKED_CHECKS[referencesRequired].includes(key),
  );
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
        {shown.map(({ key, label }) => (
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
