import type { InvoiceSummary } from '@portico/domain/contracts/payments.contract';
import { formatInr } from '@portico/domain/currency';
import { formatIndiaDate } from '@portico/domain/format';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../app/api-client';
import { toast } from '../../app/toast';
import buttons from '../../ui/button.module.css';
import messageStyles from '../../ui/message.module.css';
import { invoicesQueryOptions, useDownloadInvoice } from './api/invoices';
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

/** Every invoice of the member (not only the latest), each with its own download. */
export function Invoices({ userId }: { userId: string }) {
  const query = useQuery(invoicesQueryOptions(userId));
  const download = useDownloadInvoice();

  function save(invoice: InvoiceSummary) {
    download.mutate(invoice, {
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
          {query.data.map((invoice) => (
            <li key={invoice.unique_order_id} className={styles.invoice}>
              <dl className={styles.facts}>
                <div>
                  <dt>Invoice number</dt>
                  <dd>{invoice.invoice_number}</dd>
                </div>
                <div>
                  <dt>Date</dt>
                  <dd>{invoice.paid_at ? formatIndiaDate(new Date(invoice.paid_at)) : ''}</dd>
                </div>
                <div>
                  <dt>For</dt>
                  <dd>{invoicePurpose(invoice)}</dd>
                </div>
                <div>
                  <dt>Amount paid</dt>
                  <dd>₹{formatInr(invoice.total)}</dd>
                </div>
              </dl>
              <button
                type="button"
                className={buttons.secondary}
                onClick={() => save(invoice)}
                disabled={download.isPending && download.variables === invoice}
              >
                Download<span className="visually-hidden"> invoice {invoice.invoice_number}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
