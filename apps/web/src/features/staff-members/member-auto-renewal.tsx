import type { ReactNode } from 'react';
import {
  MANDATE_DEBIT_STATUS_LABELS,
  MANDATE_STATUS_LABELS,
  type MandateStatus,
} from '@portico/domain/auto-renewal';
import { formatInrPaise } from '@portico/domain/currency';
import { formatDisplayDate, formatIndiaDateTime } from '@portico/domain/format';
import { QueryResult } from '../../app/staff/query-state';
import { Badge, type BadgeTone } from '../../ui/list/badge';
import { EmptyState } from '../../ui/list/empty-state';
import { Notice } from '../../ui/list/notice';
import {
  useCancelMandate,
  useMemberAutoRenewal,
  type StaffMemberAutoRenewal,
} from './api/member-auto-renewal';
import { MandateCancel } from './mandate-cancel';
import { Cell, StackedTable } from '../../ui/list/stacked-table';
import { DetailList } from '../../ui/detail-list';

type Mandate = NonNullable<StaffMemberAutoRenewal['mandate']>;

/** Who may cancel a mandate at the member's request; the server checks the same. */
export const CANCEL_MANDATE_ROLES = ['admin', 'office'] as const;

const TONE: Record<MandateStatus, BadgeTone> = {
  pending: 'warning',
  active: 'success',
  paused: 'warning',
  cancelled: 'neutral',
  rejected: 'error',
};

/** The history's kinds in words; an unknown one reads as itself, without underscores. */
const EVENT_LABELS: Record<string, string> = {
  registered: 'Set up by the member',
  provider_confirmed: 'Authorised at the provider',
  provider_active: 'Authorised at the provider',
  provider_rejected: 'Refused at the provider',
  provider_paused: 'Paused at the bank',
  provider_cancelled: 'Cancelled at the bank',
  notice_sent: 'Pre-debit notice sent',
  debit_requested: 'Debit asked of the provider',
  debit_paid: 'Debit paid: membership renewed',
  debit_failed: 'Debit failed',
  debit_lapsed: 'Debit failed for the last time',
  held_documents: 'Held: documents to confirm',
  held_reauthorise: 'Held: fee above the maximum',
  paused: 'Paused',
  resumed: 'Resumed',
  cancelled: 'Cancelled',
};

const eventLabel = (kind: string) => EVENT_LABELS[kind] ?? kind.replaceAll('_', ' ');
const rupees = (paise: number) => `₹${formatInrPaise(paise)}`;
const when = (iso: string) => formatIndiaDateTime(new Date(iso));

function MandateFacts({ mandate }: { mandate: Mandate }) {
  const items: [string, ReactNode][] = [
    ['Reference', mandate.reference],
    ['Method', mandate.method_label],
    [
      'State',
      <Badge key="state" tone={TONE[mandate.status]}>
        {MANDATE_STATUS_LABELS[mandate.status]}
      </Badge>,
    ],
    ['Maximum per debit', rupees(mandate.max_amount)],
    ['Set up on', formatDisplayDate(mandate.created_at)],
  ];
  return <DetailList items={items} />;
}

function Debits({ debits }: { debits: StaffMemberAutoRenewal['debits'] }) {
  if (debits.length === 0) return <p>No debit has been planned under this mandate yet.</p>;
  return (
    <StackedTable
      label="Auto-renewal debits"
      columns={['Renews the period ending', 'Debit date', 'Amount', 'State', 'Attempts']}
    >
      {debits.map((debit) => (
        <tr key={debit.id}>
          <Cell label="Period ending">{formatDisplayDate(debit.period_ends_at)}</Cell>
          <Cell label="Debit date">{formatDisplayDate(debit.debit_at)}</Cell>
          <Cell label="Amount">{rupees(debit.amount)}</Cell>
          <Cell label="State">
            {MANDATE_DEBIT_STATUS_LABELS[debit.status]}
            {debit.failure_reason ? `: ${debit.failure_reason}` : ''}
          </Cell>
          <Cell label="Attempts">{debit.attempts}</Cell>
        </tr>
      ))}
    </StackedTable>
  );
}

function History({ events }: { events: StaffMemberAutoRenewal['events'] }) {
  if (events.length === 0) return null;
  return (
    <StackedTable label="Auto-renewal history" columns={['When', 'What happened', 'Details']}>
      {events.map((event, index) => (
        <tr key={`${event.at}-${index}`}>
          <Cell label="When">{when(event.at)}</Cell>
          <Cell label="What">{eventLabel(event.kind)}</Cell>
          <Cell label="Details">{event.detail ?? '—'}</Cell>
        </tr>
      ))}
    </StackedTable>
  );
}

/**
 * The record's Auto-renewal section (decision 099): the member's latest mandate, its debits and
 * history and, for admin and office staff while it is live, "Cancel at the member's request".
 */
export function MemberAutoRenewal({
  memberId,
  canCancel,
}: {
  memberId: number;
  canCancel: boolean;
}) {
  const query = useMemberAutoRenewal(memberId);
  // Here, not in the form: the form goes once the mandate is cancelled, the outcome stays.
  const cancel = useCancelMandate(memberId);
  const mandate = query.data?.mandate ?? null;
  return (
    <QueryResult query={query} loadingText="Loading auto-renewal…">
      {cancel.isSuccess ? (
        <Notice tone="success" role="status">
          Auto-renewal {cancel.data.mandate?.reference} was cancelled at the member’s request.
          Nothing more will be taken, and the member has been emailed.
        </Notice>
      ) : null}
      {query.data ? (
        mandate ? (
          <>
            <MandateFacts mandate={mandate} />
            {canCancel && ['pending', 'active', 'paused'].includes(mandate.status) ? (
              <MandateCancel cancel={cancel} reference={mandate.reference} />
            ) : null}
            <h3>Debits</h3>
            <Debits debits={query.data.debits} />
            <h3>History</h3>
            <History events={query.data.events} />
          </>
        ) : (
          <EmptyState title="The member has not turned auto-renewal on." />
        )
      ) : null}
    </QueryResult>
  );
}
