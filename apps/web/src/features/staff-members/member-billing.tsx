import { Link } from 'react-router';
import { formatInr } from '@portico/domain/currency';
import { formatDocumentDate } from '@portico/domain/format';
import { applicationRouteId } from '@portico/domain/route-id';
import { MutationOutcome } from '../../app/staff/mutation-outcome';
import { EmptyState } from '../../ui/list/empty-state';
import { useDownloadBilling, type MemberRecord } from './api/member-record';
import { Cell, StackedTable } from '../../ui/list/stacked-table';
import buttons from '../../ui/button.module.css';
import styles from './member-record.module.css';

const KIND_LABEL = { invoice: 'Invoice', credit_note: 'Credit note' } as const;
const HOW_LABEL: Record<string, string> = {
  offline: 'Recorded by staff',
  razorpay: 'Card or UPI',
  sandbox: 'Sandbox payment',
  'credit note': '—',
};

/**
 * The member's tax invoices and credit notes, each a PDF; payments are recorded (and refunded) on
 * the application's Payments section, which issues the invoice.
 */
export function MemberBilling({
  record,
  canDownload,
}: {
  record: MemberRecord;
  canDownload: boolean;
}) {
  const download = useDownloadBilling();
  return (
    <>
      {record.application_id !== null ? (
        <p>
          <Link
            to={`/staff/applications/${applicationRouteId(record.application_id)}#section-payments`}
          >
            Record a payment or a refund on their application
          </Link>
        </p>
      ) : null}
      <MutationOutcome action={{ ...download, data: undefined }} />
      {record.billing.length === 0 ? (
        <EmptyState title="No invoices or credit notes yet." />
      ) : (
        <StackedTable
          label="Invoices and credit notes"
          columns={['Number', 'Document', 'Issued', 'Amount', 'Paid by', 'PDF']}
        >
          {record.billing.map((item) => (
            <tr key={`${item.kind}-${item.id}`}>
              <Cell label="Number">{item.number}</Cell>
              <Cell label="Document">{KIND_LABEL[item.kind]}</Cell>
              <Cell label="Issued">{formatDocumentDate(new Date(item.issued_at))}</Cell>
              <Cell label="Amount">₹{formatInr(item.total)}</Cell>
              <Cell label="Paid by">{HOW_LABEL[item.how] ?? (item.how || '—')}</Cell>
              <Cell label="PDF">
                {canDownload ? (
                  <button
                    type="button"
                    className={buttons.secondary}
                    disabled={download.isPending}
                    onClick={() => download.mutate(item)}
                  >
                    Download
                    <span className="visually-hidden">
                      {' '}
                      {KIND_LABEL[item.kind].toLowerCase()} {item.number}
                    </span>
                  </button>
                ) : (
                  <span className={styles.muted}>Accounts and admins</span>
                )}
              </Cell>
            </tr>
          ))}
        </StackedTable>
      )}
    </>
  );
}
