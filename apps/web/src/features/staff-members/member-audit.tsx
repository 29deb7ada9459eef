import { AuditChanges } from '../../app/staff/audit-changes';
import { formatDateTime } from '../../app/staff/format';
import { EmptyState } from '../../ui/list/empty-state';
import type { MemberRecord } from './api/member-record';
import { Cell, StackedTable } from '../../ui/list/stacked-table';

const ACTION_LABELS: Record<string, string> = {
  'member.details_update': 'Details changed',
  'member.note_added': 'Note added',
  'member.extended': 'Membership extended by hand',
  'member.update': 'Documents flag changed',
  'data_request.filed': 'Data request made',
  'data_request.completed': 'Data request completed',
  'data_request.refused': 'Data request refused',
  'document.review': 'Document checked',
};

const actorOf = (entry: MemberRecord['audit'][number]) =>
  entry.actor_name ??
  (entry.actor.startsWith('member:') ? 'The member' : entry.actor.split(':')[0] || entry.actor);

/** What was done about the member, their applications and requests, newest first. */
export function MemberAudit({ audit }: { audit: MemberRecord['audit'] }) {
  if (audit.length === 0) return <EmptyState title="Nothing recorded yet." />;
  return (
    <StackedTable label="Audit trail" columns={['When', 'Who', 'What', 'Changes']}>
      {audit.map((entry) => (
        <tr key={entry.id}>
          <Cell label="When">{formatDateTime(entry.at)}</Cell>
          <Cell label="Who">{actorOf(entry)}</Cell>
          <Cell label="What">
            {ACTION_LABELS[entry.action] ?? entry.action.replace(/[._]/g, ' ')}
          </Cell>
          <Cell label="Changes">
            <AuditChanges before={entry.before} after={entry.after} />
          </Cell>
        </tr>
      ))}
    </StackedTable>
  );
}
