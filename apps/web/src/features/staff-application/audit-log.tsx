import type { AuditEntry } from './api/get-staff-application';
import { describeValue, formatDateTime } from '../../app/staff/format';
import { fieldLabel } from '../../app/staff/labels';
import { DataTable } from '../../ui/list/data-table';
import messageStyles from '../../ui/message.module.css';
import styles from './audit-log.module.css';

/** The fields an entry changed: 'Company name: Old Ltd → New Ltd'. */
function Changes({ before, after }: Pick<AuditEntry, 'before' | 'after'>) {
  const from = before ?? {};
  const to = after ?? {};
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  if (keys.length === 0) {
    if (before === null && after === null) return <>—</>;
    return (
      <>
        {describeValue(before)} → {describeValue(after)}
      </>
    );
  }
  return (
    <ul className={styles.changes}>
      {keys.map((key) => (
        <li key={key}>
          <span className={styles.field}>{fieldLabel(key)}:</span>{' '}
          <span className={styles.before}>{describeValue(from[key])}</span>
          <span aria-hidden="true"> → </span>
          <span className="visually-hidden"> changed to </span>
          <span>{describeValue(to[key])}</span>
        </li>
      ))}
    </ul>
  );
}

/** Who changed what and when, with before → after; collapsed until opened. */
export function AuditLog({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <details className={styles.audit}>
      <summary className={styles.summary}>
        Audit log ({entries.length} {entries.length === 1 ? 'entry' : 'entries'})
      </summary>
      {entries.length === 0 ? (
        <p className={messageStyles.status}>Nothing has been changed on this application yet.</p>
      ) : (
        <DataTable
          label="Audit log table"
          caption="Audit log"
          columns={['When', 'Who', 'What', 'Before → after']}
        >
          {entries.map((entry) => (
            <tr key={entry.id}>
              <th scope="row">{formatDateTime(entry.at) || '—'}</th>
              <td>{entry.actor || '—'}</td>
              <td>{entry.action || '—'}</td>
              <td>
                <Changes before={entry.before} after={entry.after} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </details>
  );
}
