import type { MandateView } from '@portico/domain/contracts/auto-renewal.contract';
import { formatInrPaise } from '@portico/domain/currency';
import { formatIndiaDate } from '@portico/domain/format';
import { DetailList } from '../../../ui/detail-list';

const STATES: Record<MandateView['status'], string> = {
  pending: 'Waiting for your authorisation',
  active: 'On',
  paused: 'Paused',
  cancelled: 'Cancelled',
  rejected: 'Not authorised',
};

/** The mandate as the member's home shows it: method, maximum, next debit date and amount. */
export function MandateSummary({ mandate }: { mandate: MandateView }) {
  const next = mandate.next_debit;
  const rows: [string, string][] = [
    ['Status', STATES[mandate.status]],
    ['Method', mandate.method_label],
    ['Maximum per renewal', `₹${formatInrPaise(mandate.max_amount)}`],
    ['Mandate reference', mandate.reference],
    [
      'Next renewal payment',
      next
        ? `₹${formatInrPaise(next.amount)} on ${formatIndiaDate(new Date(next.date))}`
        : 'None planned',
    ],
  ];
  return <DetailList items={rows} />;
}
