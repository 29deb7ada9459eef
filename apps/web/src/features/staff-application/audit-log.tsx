import type { AuditEntry } from './api/get-staff-application';
import { AuditChanges } from '../../app/staff/audit-changes';
import { formatDateTime } from '../../app/staff/format';
import { DataTable } from '../../ui/list/data-table';
import messageStyles from '../../ui/message.module.css';
import styles from './audit-log.module.css';

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
                <AuditChanges before={entry.before} after={entry.after} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </details>
  );
}
