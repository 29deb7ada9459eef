import { formatDocumentDate } from '@portico/domain/format';
import { formatInr } from '@portico/domain/currency';
import { useState } from 'react';
import type { PaymentView } from './api/payments';
import { CreditNoteButton } from './credit-note-button';
import { CreditNoteForm } from './credit-note-form';
import type { CreditMode } from './credit-note-values';
import buttons from '../../ui/button.module.css';
import styles from './payments-panel.module.css';

/**
 * A payment's invoice as credit notes without a refund see it (decision 083): the credit notes
 * issued so far, and "Issue credit note" / "Re-bill with GSTIN" while something is left to credit
 * and the Section 34(2) deadline has not passed (after it, the deadline is said instead).
 */
export function InvoiceCredits({
  applicationId,
  payment,
}: {
  applicationId: number;
  payment: PaymentView;
}) {
  const [open, setOpen] = useState<CreditMode | null>(null);
  // The moment the panel showed: the deadline is a day's end, so a re-render need not re-read it.
  const [shownAt] = useState(() => Date.now());
  const { invoice } = payment;
  if (!invoice) return null;
  const order = payment.unique_order_id;
  const deadline = new Date(invoice.credit_deadline);
  const pastDeadline = shownAt > deadline.getTime();
  const nothingCredited = payment.credit_notes.length === 0 && payment.refunds.length === 0;
  return (
    <>
      {payment.credit_notes.length > 0 ? (
        <ul
          aria-label={`Credit notes without a refund of order ${order}`}
          className={styles.refunds}
        >
          {payment.credit_notes.map((note) => (
            <li key={note.id}>
              ₹{formatInr(note.total)} credited on {formatDocumentDate(new Date(note.issued_at))}{' '}
              against {note.invoice_number}: {note.reason} – <CreditNoteButton note={note} />
            </li>
          ))}
        </ul>
      ) : null}
      {open ? (
        <div className={styles.form}>
          <CreditNoteForm
            applicationId={applicationId}
            invoice={invoice}
            mode={open}
            onDone={() => setOpen(null)}
          />
        </div>
      ) : pastDeadline ? (
        <p>
          No credit note can be issued against {invoice.number}: Section 34(2) of the CGST Act
          allowed one until {formatDocumentDate(deadline)}.
        </p>
      ) : invoice.creditable > 0 ? (
        <p className={styles.actions}>
          <button type="button" className={buttons.secondary} onClick={() => setOpen('credit')}>
            Issue credit note<span className="visually-hidden"> against {invoice.number}</span>
          </button>{' '}
          {nothingCredited ? (
            <button type="button" className={buttons.secondary} onClick={() => setOpen('rebill')}>
              Re-bill with GSTIN<span className="visually-hidden"> invoice {invoice.number}</span>
            </button>
          ) : null}
        </p>
      ) : null}
    </>
  );
}
