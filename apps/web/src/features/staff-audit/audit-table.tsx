import { Link } from 'react-router';
import { formatIndiaDateTime } from '@portico/domain/format';
import { encodeId } from '@portico/domain/route-id';
import { AuditChanges } from '../../app/staff/audit-changes';
import { DataTable } from '../../ui/list/data-table';
import type { AuditItem } from './api/list-audit';
import { entityLabel } from './audit-labels';
import styles from './audit.module.css';

const ACTOR_KIND_LABEL: Record<AuditItem['actor_kind'], string> = {
  staff: 'Staff',
  member: 'Member',
  applicant: 'Applicant',
  proposer: 'Proposer',
  system: 'The portal',
  provider: 'Payment provider',
  other: 'Other',
};

/** A staff member or member by name and email; anyone else as the log names them. */
function Who({ item }: { item: AuditItem }) {
  const kind = ACTOR_KIND_LABEL[item.actor_kind];
  if (item.actor_name || item.actor_email) {
    return (
      <>
        {item.actor_name ?? item.actor_email}
        <span className={styles.note}>
          {[kind, item.actor_name ? item.actor_email : null].filter(Boolean).join(' · ')}
        </span>
      </>
    );
  }
  const detail = item.actor.includes(':') ? item.actor.slice(item.actor.indexOf(':') + 1) : '';
  return (
    <>
      {kind}
      {detail ? <span className={styles.note}>{detail}</span> : null}
    </>
  );
}

/** The record, linked to its member's or its application's page where it has one. */
function Record({ item }: { item: AuditItem }) {
  const name = `${entityLabel(item.entity)}${item.entity_id ? ` ${item.entity_id}` : ''}`;
  if (item.member_id !== null) return <Link to={`/staff/members/${item.member_id}`}>{name}</Link>;
  if (item.application_id === null) return <>{name}</>;
  return <Link to={`/staff/applications/${encodeId(item.application_id)}`}>{name}</Link>;
}

/** One row per change: who, when (in India), the action, the record and what changed. */
export function AuditTable({
  items,
  isFetching,
}: {
  items: readonly AuditItem[];
  isFetching: boolean;
}) {
  return (
    <DataTable
      label="Audit log table"
      caption="Audit log, newest first"
      columns={['When (IST)', 'Who', 'Action', 'Record', 'What changed']}
      busy={isFetching}
    >
      {items.map((item) => (
        <tr key={item.id}>
          <th scope="row" className={styles.when}>
            {formatIndiaDateTime(new Date(item.at))}
          </th>
          <td>
            <Who item={item} />
          </td>
          <td className={styles.action}>{item.action}</td>
          <td>
            <Record item={item} />
          </td>
          <td className={styles.changes}>
            <AuditChanges before={item.before} after={item.after} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
