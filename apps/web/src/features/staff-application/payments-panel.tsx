import { formatInr } from '@portico/domain/currency';
import { OFFLINE_METHOD_LABELS } from '@portico/domain/contracts/refunds.contract';
import { formatDisplayDateLong, formatDocumentDate } from '@portico/domain/format';
import { useState } from 'react';
import { QueryResult } from '../../app/staff/query-state';
import { hasAnyRole, type StaffUser } from '../../app/staff/staff-session';
import { usePayments, type PaymentView, type RefundView } from './api/payments';
import { CreditNoteButton } from './credit-note-button';
import { InvoiceCredits } from './invoice-credits';
import { DetailList } from '../../ui/detail-list';
import { OfflinePaymentForm } from './offline-payment-form';
import { PartPaidList } from './part-paid-list';
import { RefundForm } from './refund-form';
import buttons from '../../ui/button.module.css';
import styles from './payments-panel.module.css';

const PURPOSE_LABELS: Record<PaymentView['purpose'], string> = {
  register: 'New membership',
  upgrade: 'Upgrade',
  renew: 'Renewal',
  revive_renew: 'Revival',
};

const STATUS_LABELS: Record<PaymentView['status'], string> = {
  captured: 'Paid',
  refund_due: 'Refund due',
  failed: 'Failed',
};

const REFUND_STATUS_LABELS: Record<RefundView['status'], string> = {
  pending: 'pending at the provider',
  processed: 'refunded',
  failed: 'failed',
};

function howPaid(payment: PaymentView): string {
  if (!payment.offline) return 'Card (payment provider)';
  const { method, reference, bank, received_on: receivedOn } = payment.offline;
  return [
    OFFLINE_METHOD_LABELS[method],
    reference,
    bank,
    receivedOn ? `received ${formatDisplayDateLong(receivedOn)}` : null,
  ]
    .filter(Boolean)
    .join(', ');
}

function RefundLine({ refund }: { refund: RefundView }) {
  return (
    <li>
      ₹{formatInr(refund.amount)} {REFUND_STATUS_LABELS[refund.status]} on{' '}
      {formatDocumentDate(new Date(refund.processed_at ?? refund.created_at))}: {refund.reason}
      {refund.provider_refund_id ? (
        <>
          {' '}
          (provider refund {refund.provider_refund_id}, {refund.status})
        </>
      ) : null}
      {refund.credit_note ? (
        <>
          {' '}
          – <CreditNoteButton note={refund.credit_note} />
        </>
      ) : null}
    </li>
  );
}

/** One payment: what, how, how much, its refunds, and Refund / Reverse (admin, offline). */
function PaymentItem({
  applicationId,
  payment,
  isAdmin,
  payer,
}: {
  applicationId: number;
  payment: PaymentView;
  isAdmin: boolean;
  payer: string;
}) {
  const [open, setOpen] = useState<'refund' | 'reverse' | null>(null);
  const refundable = payment.refundable > 0 && payment.status !== 'failed';
  const title = `${PURPOSE_LABELS[payment.purpose]}, order ${payment.unique_order_id}`;
  return (
    <li>
      <h3 className={styles.title}>{title}</h3>
      <DetailList
        items={[
          ['Amount', `₹${formatInr(payment.amount)}`],
          ['Status', STATUS_LABELS[payment.status]],
          ['Paid by', howPaid(payment)],
          ['Recorded on', formatDocumentDate(new Date(payment.paid_at))],
          ...(payment.invoice_number ? [['Tax invoice', payment.invoice_number] as const] : []),
          ...(payment.invoice && payment.invoice.number !== payment.invoice_number
            ? [['Re-billed as', payment.invoice.number] as const]
            : []),
          ['Left to refund', `₹${formatInr(payment.refundable)}`],
        ]}
      />
      {payment.refunds.length > 0 ? (
        <ul aria-label={`Refunds of order ${payment.unique_order_id}`} className={styles.refunds}>
          {payment.refunds.map((refund) => (
            <RefundLine key={refund.id} refund={refund} />
          ))}
        </ul>
      ) : null}
      <InvoiceCredits applicationId={applicationId} payment={payment} />
      {open ? (
        <div className={styles.form}>
          <RefundForm
            applicationId={applicationId}
            payment={payment}
            mode={open}
            payer={payer}
            onDone={() => setOpen(null)}
          />
        </div>
      ) : refundable ? (
        <p className={styles.actions}>
          <button type="button" className={buttons.secondary} onClick={() => setOpen('refund')}>
            Refund<span className="visually-hidden"> order {payment.unique_order_id}</span>
          </button>{' '}
          {isAdmin && payment.provider === 'offline' && payment.status === 'captured' ? (
            <button type="button" className={buttons.secondary} onClick={() => setOpen('reverse')}>
              Reverse<span className="visually-hidden"> order {payment.unique_order_id}</span>
            </button>
          ) : null}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The application's payments for staff who handle money (accounts, admin): each with its refunds
 * and credit notes, Refund and (admin, offline payments) Reverse; and "Record offline payment".
 */
export function PaymentsPanel({
  applicationId,
  user,
  payer,
}: {
  applicationId: number;
  user: StaffUser;
  /** The applicant's company (else name), as a refund's confirmation names them. */
  payer: string;
}) {
  const query = usePayments(applicationId);
  const [recording, setRecording] = useState(false);
  const isAdmin = hasAnyRole(user, 'admin');
  return (
    <QueryResult query={query} loadingText="Loading the payments…">
      {query.data && query.data.part_paid.length > 0 ? (
        <PartPaidList orders={query.data.part_paid} />
      ) : null}
      {query.data && query.data.items.length > 0 ? (
        <ul aria-label="Payments" className={styles.payments}>
          {query.data.items.map((payment) => (
            <PaymentItem
              key={payment.id}
              applicationId={applicationId}
              payment={payment}
              isAdmin={isAdmin}
              payer={payer}
            />
          ))}
        </ul>
      ) : (
        <p>No payments yet.</p>
      )}
      {recording ? (
        <OfflinePaymentForm applicationId={applicationId} onDone={() => setRecording(false)} />
      ) : (
        <button type="button" className={buttons.primary} onClick={() => setRecording(true)}>
          Record offline payment
        </button>
      )}
    </QueryResult>
  );
}
