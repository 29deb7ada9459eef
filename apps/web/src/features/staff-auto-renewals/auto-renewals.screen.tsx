import { Link } from 'react-router';
import { MANDATE_DEBIT_STATUS_LABELS, MANDATE_METHOD_LABELS } from '@portico/domain/auto-renewal';
import { formatInrPaise } from '@portico/domain/currency';
import { formatDisplayDate } from '@portico/domain/format';
import { QueryResult } from '../../app/staff/query-state';
import { StaffPage } from '../../app/staff/staff-page';
import { hasAnyRole, PAGE_ROLES, useStaffUser } from '../../app/staff/staff-session';
import { EmptyState } from '../../ui/list/empty-state';
import { PanelSection } from '../../ui/list/panel-section';
import { Cell, RowHeaderCell, StackedTable } from '../../ui/list/stacked-table';
import { useAutoRenewalDebits, type StaffDebitRow } from './api/debits';
import styles from './auto-renewals.module.css';

type View = 'upcoming' | 'failures';

const COLUMNS: Record<View, readonly string[]> = {
  upcoming: ['Member', 'Debit date', 'Amount', 'Method', 'State'],
  failures: ['Member', 'Was due', 'Amount', 'Method', 'What happened'],
};

function DebitRow({ row, view }: { row: StaffDebitRow; view: View }) {
  const [member, date, amount, method, state] = COLUMNS[view];
  return (
    <tr>
      <RowHeaderCell label={member!}>
        <Link to={`/staff/members/${row.member_id}`}>{row.member_name || 'Member'}</Link>
        {row.member_number ? ` (${row.member_number})` : ''}
      </RowHeaderCell>
      <Cell label={date!}>{formatDisplayDate(row.debit_at)}</Cell>
      <Cell label={amount!}>₹{formatInrPaise(row.amount)}</Cell>
      <Cell label={method!}>{MANDATE_METHOD_LABELS[row.method]}</Cell>
      <Cell label={state!}>
        {MANDATE_DEBIT_STATUS_LABELS[row.status]}
        {row.attempts > 1 ? ` (attempt ${row.attempts})` : ''}
        {row.failure_reason ? `: ${row.failure_reason}` : ''}
      </Cell>
    </tr>
  );
}

const TITLES: Record<View, { title: string; empty: string }> = {
  upcoming: {
    title: 'Upcoming debits',
    empty: 'No debits are coming up: no pre-debit notice is waiting for its debit.',
  },
  failures: { title: 'Failures', empty: 'No debit has failed.' },
};

function DebitsSection({ view }: { view: View }) {
  const query = useAutoRenewalDebits(view);
  const { title, empty } = TITLES[view];
  return (
    <PanelSection id={`auto-renewals-${view}`} title={title}>
      <QueryResult query={query} loadingText={`Loading ${title.toLowerCase()}…`}>
        {query.data && query.data.length === 0 ? <EmptyState title={empty} /> : null}
        {query.data && query.data.length > 0 ? (
          <StackedTable label={`${title} table`} caption={title} columns={COLUMNS[view]}>
            {query.data.map((row) => (
              <DebitRow key={row.id} row={row} view={view} />
            ))}
          </StackedTable>
        ) : null}
      </QueryResult>
    </PanelSection>
  );
}

/**
 * /staff/auto-renewals (admin, office, accounts; decision 099): the debits coming up (noticed, being
 * taken, held) and the failures (to be retried, or lapsed back to the ordinary reminders), each row
 * opening the member's record, where a mandate can be cancelled at the member's request.
 */
export function AutoRenewalsScreen() {
  const allowed = hasAnyRole(useStaffUser(), ...PAGE_ROLES.autoRenewals);
  return (
    <StaffPage
      title="Auto-renewals"
      lead="Members renewed by mandate: the debits coming up after their pre-debit notice, and those that failed. Open a member to see their mandate or cancel it at their request."
      allowed={allowed}
      what="auto-renewals"
    >
      <div className={styles.sections}>
        <DebitsSection view="upcoming" />
        <DebitsSection view="failures" />
      </div>
    </StaffPage>
  );
}

export { AutoRenewalsScreen as Component };
