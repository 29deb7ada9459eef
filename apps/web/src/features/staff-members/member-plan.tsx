import { Link } from 'react-router';
import { applicationRouteId } from '@portico/domain/route-id';
import { formatIndiaDate } from '@portico/domain/format';
import { stageLabel } from '../../app/staff/labels';
import { EmptyState } from '../../ui/list/empty-state';
import type { MemberRecord } from './api/member-record';
import { Cell, StackedTable } from '../../ui/list/stacked-table';
import styles from './member-record.module.css';

type PlanEvent = MemberRecord['plan'][number];

const TYPE_LABELS: Record<string, string> = {
  new: 'New membership',
  register: 'Paid membership',
  upgrade: 'Upgrade',
  revive: 'Revival',
  renewal: 'Renewal',
  manual: 'Extended by hand',
};
const STATUS_LABELS: Record<string, string> = {
  current: 'Current',
  ended: 'Ended',
  cancelled: 'Cancelled',
};

const dateOf = (value: string | null) => (value ? formatIndiaDate(new Date(value)) : '—');

function EventName({ event }: { event: PlanEvent }) {
  const type = TYPE_LABELS[event.type] ?? event.type;
  if (event.kind === 'period') {
    return (
      <>
        Period: {type}
        <span className={styles.muted}>{event.reference ?? 'No payment'}</span>
      </>
    );
  }
  return (
    <>
      Application: {type}
      <span className={styles.muted}>
        {event.application_id !== null ? (
          <Link to={`/staff/applications/${applicationRouteId(event.application_id)}`}>
            {event.reference}
          </Link>
        ) : (
          event.reference
        )}
      </span>
    </>
  );
}

/** Every application (new, upgrade, revival) and every period, newest first. */
export function MemberPlan({ plan }: { plan: MemberRecord['plan'] }) {
  if (plan.length === 0) return <EmptyState title="No applications or periods on record." />;
  return (
    <StackedTable label="Plan history" columns={['What', 'Category', 'From', 'To', 'Status']}>
      {plan.map((event, index) => (
        <tr key={`${event.kind}-${event.reference ?? ''}-${index}`}>
          <Cell label="What">
            <EventName event={event} />
          </Cell>
          <Cell label="Category">{event.category}</Cell>
          <Cell label="From">{dateOf(event.starts_at)}</Cell>
          <Cell label="To">{dateOf(event.ends_at)}</Cell>
          <Cell label="Status">{STATUS_LABELS[event.status] ?? stageLabel(event.status)}</Cell>
        </tr>
      ))}
    </StackedTable>
  );
}
