import type { InvoiceSummary } from '@portico/domain/contracts/payments.contract';
import { formatInr } from '@portico/domain/currency';
import { formatDocumentDate } from '@portico/domain/format';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../app/api-client';
import { toast } from '../../app/toast';
import buttons from '../../ui/button.module.css';
import messageStyles from '../../ui/message.module.css';
import { invoicesQueryOptions, useDownloadInvoice } from './api/invoices';
import { Facts } from '../../ui/detail-list';
import styles from './invoices.module.css';

const HEADING_ID = 'invoices-title';
const DOWNLOAD_TOAST_ID = 'invoice-download';

const PURPOSE: Record<InvoiceSummary['type'], string> = {
  register: 'Membership',
  upgrade: 'Upgrade',
  renew: 'Renewal',
  revive_renew: 'Renewal (revival)',
};

/** What an invoice was for: 'Renewal, Gold'. */
export function invoicePurpose(invoice: Pick<InvoiceSummary, 'type' | 'Plan_Name'>): string {
  return invoice.Plan_Name
    ? `${PURPOSE[invoice.type]}, ${invoice.Plan_Name}`
    : PURPOSE[invoice.type];
}

/** The facts of one document: a credit note names the invoice it corrects and what it returned. */
function DocumentFacts({ document }: { document: InvoiceSummary }) {
  const isCredit = document.kind === 'credit_note';
  return (
    <Facts
      className={styles.facts}
      items={[
        [isCredit ? 'Credit note number' : 'Invoice number', document.number],
        ['Date', document.issued_at ? formatDocumentDate(new Date(document.issued_at)) : ''],
        [
          isCredit ? 'Corrects invoice' : 'For',
          isCredit ? document.invoice_number : invoicePurpose(document),
        ],
        [isCredit ? 'Amount refunded' : 'Amount paid', `₹${formatInr(document.total)}`],
      ]}
    />
  );
}

const DOCUMENT_NAME = { invoice: 'invoice', credit_note: 'credit note' } as const;

/**
 * Every invoice and credit note of the member (not only the latest), each with its own download.
 * (The credit note's PDF is drawn by GET /api/credit_note/{id}.)
 */
export function Invoices({ userId }: { userId: string }) {
  const query = useQuery(invoicesQueryOptions(userId));
  const download = useDownloadInvoice();

  function save(document: InvoiceSummary) {
    download.mutate(document, {
      onError: (error) => toast.error(errorMessage(error), { id: DOWNLOAD_TOAST_ID }),
    });
  }

  return (
    <section className={styles.section} aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className={styles.title}>
        Invoices
      </h2>
      {query.isPending ? (
        <p className={messageStyles.status}>Loading your invoices…</p>
      ) : query.isError ? (
        <p className={messageStyles.status}>
          Your invoices could not be loaded. Please try again later.
        </p>
      ) : query.data.length === 0 ? (
        <p className={messageStyles.status}>You have no invoices yet.</p>
      ) : (
        <ul className={styles.list}>
          {query.data.map((document) => (
            <li key={`${document.kind}-${document.number}`} className={styles.invoice}>
              <DocumentFacts document={document} />
              <button
                type="button"
                className={buttons.secondary}
                onClick={() => save(document)}
                disabled={download.isPending && download.variables === document}
              >
                Download
                <span className="visually-hidden">
                  {' '}
                  {DOCUMENT_NAME[document.kind]} {document.number}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
