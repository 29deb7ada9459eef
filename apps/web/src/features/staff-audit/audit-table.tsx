import { Link } from 'react-router';
import { auditChanges } from '@portico/domain/audit-changes';
import { formatIndiaDateTime } from '@portico/domain/format';
import { applicationRouteId } from '@portico/domain/route-id';
import { AuditChanges } from '../../app/staff/audit-changes';
import { DataTable } from '../../ui/list/data-table';
import type { AuditItem } from './api/list-audit';
import styles from './audit.module.css';

/** More changed fields than this are folded behind "What changed". */
const OPEN_UP_TO = 3;

/** The member's or application's page, named by its readable id, where the row has one. */
function RecordLink({ item }: { item: AuditItem }) {
  const own = item.entity === 'member' || item.entity === 'application';
  const id = (own ? item.record_label : item.owner_label) ?? '';
  if (item.member_id !== null) {
    return <Link to={`/staff/members/${item.member_id}`}>{`Open member ${id}`.trim()}</Link>;
  }
  if (item.application_id === null) return null;
  return (
    <Link to={`/staff/applications/${applicationRouteId(item.application_id)}`}>
      {`Open application ${id}`.trim()}
    </Link>
  );
}

/** What changed: a few fields open, more folded (details/summary) so the row stays short. */
function Changes({ item }: { item: AuditItem }) {
  const count = auditChanges(item.before, item.after).length;
  if (count === 0) return <>—</>;
  const list = <AuditChanges before={item.before} after={item.after} />;
  if (count <= OPEN_UP_TO) return list;
  return (
    <details>
      <summary className={styles.summary}>{`${count} fields`}</summary>
      {list}
    </details>
  );
}

/** One row per change: when (in India), a sentence saying who did what to which record, the fields. */
export function AuditTable({
  items,
  isFetching,
}: {
  items: readonly AuditItem[];
  isFetching: boolean;
}) {
  return (
    <div className={styles.stack}>
      <DataTable
        label="Audit log table"
        stacks={false}
        caption="Audit log, newest first"
        columns={['When (IST)', 'What happened', 'What changed']}
        busy={isFetching}
      >
        {items.map((item) => (
          <tr key={item.id}>
            <th scope="row" className={styles.when}>
              {formatIndiaDateTime(new Date(item.at))}
            </th>
            <td className={styles.sentence}>
              <span className={styles.cellLabel} aria-hidden="true">
                What happened
              </span>
              {item.sentence}
              <span className={styles.note}>
                <RecordLink item={item} />
                <span className={styles.code}>{item.action}</span>
              </span>
            </td>
            <td className={styles.changes}>
              <span className={styles.cellLabel} aria-hidden="true">
                What changed
              </span>
              <Changes item={item} />
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
