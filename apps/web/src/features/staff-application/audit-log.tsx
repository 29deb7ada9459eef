import type { AuditEntry } from './api/get-staff-application';
import { describeValue, formatDateTime } from '../../app/staff/format';
import { fieldLabel } from '../../app/staff/labels';
import { TableRegion } from '../../ui/list/table-region';
import messageStyles from '../../ui/message.module.css';

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
    <ul className="staff-changes">
      {keys.map((key) => (
        <li key={key}>
          <span className="staff-changes__field">{fieldLabel(key)}:</span>{' '}
          <span className="staff-changes__before">{describeValue(from[key])}</span>
          <span aria-hidden="true"> → </span>
          <span className="visually-hidden"> changed to </span>
          <span className="staff-changes__after">{describeValue(to[key])}</span>
        </li>
      ))}
    </ul>
  );
}

/** Who changed what and when, with before → after; collapsed until opened. */
export function AuditLog({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <details className="staff-audit">
      <summary className="staff-audit__summary">
        Audit log ({entries.length} {entries.length === 1 ? 'entry' : 'entries'})
      </summary>
      {entries.length === 0 ? (
        <p className={messageStyles.status}>Nothing has been changed on this application yet.</p>
      ) : (
        <TableRegion label="Audit log table">
          <table className="staff-table">
            <caption className="visually-hidden">Audit log</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Before → after</th>
              </tr>
            </thead>
            <tbody>
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
            </tbody>
          </table>
        </TableRegion>
      )}
    </details>
  );
}
