import { Fragment, useState } from 'react';
import { formatInr } from '@portico/domain/currency';
import { formatDocumentDate } from '@portico/domain/format';
import { errorMessage } from '../../app/api-client';
import { toast } from '../../app/toast';
import { Badge } from '../../ui/list/badge';
import { ActionsHeader, DataTable } from '../../ui/list/data-table';
import { useDownloadDocument } from './api/download-document';
import type { StaffInvoiceItem } from './api/search-invoices';
import { IrnCancelForm } from './irn-cancel-form';
import buttons from '../../ui/button.module.css';
import styles from './invoices.module.css';

const KIND_LABEL = { invoice: 'Invoice', credit_note: 'Credit note' } as const;

const rupees = (amount: number) => `₹${formatInr(amount)}`;

/** CGST + SGST inside the association's state, IGST outside: the split the document printed. */
function taxText(item: StaffInvoiceItem): string {
  return item.igst > 0
    ? `IGST ${rupees(item.igst)}`
    : `CGST ${rupees(item.cgst)} + SGST ${rupees(item.sgst)}`;
}

const COLUMN_COUNT = 10;

/** The e-invoice registration under the document's kind: registered, or cancelled. */
function irnText(irn: StaffInvoiceItem['irn']): string | null {
  if (!irn) return null;
  return irn.cancelled_at
    ? `IRN cancelled ${formatDocumentDate(new Date(irn.cancelled_at))}`
    : 'IRN registered';
}

function InvoiceRow({
  item,
  onDownload,
  busy,
  onCancelIrn,
}: {
  item: StaffInvoiceItem;
  onDownload: () => void;
  busy: boolean;
  /** Opens the IRN's cancellation; absent when it can no longer be cancelled. */
  onCancelIrn: (() => void) | undefined;
}) {
  const irn = irnText(item.irn);
  const isCredit = item.kind === 'credit_note';
  return (
    <tr>
      <th scope="row">{item.number}</th>
      <td>
        <Badge tone={isCredit ? 'warning' : 'neutral'}>{KIND_LABEL[item.kind]}</Badge>
        {isCredit ? <span className={styles.note}>of {item.invoice_number}</span> : null}
        {irn ? <span className={styles.note}>{irn}</span> : null}
      </td>
      <td>{formatDocumentDate(new Date(item.issued_at))}</td>
      <td>
        {item.buyer_company || item.buyer_name}
        <span className={styles.note}>
          {[item.buyer_name, item.member_number, item.email].filter(Boolean).join(' · ')}
        </span>
      </td>
      <td>{item.buyer_gstin ?? 'Unregistered (B2C)'}</td>
      <td>{item.place_of_supply}</td>
      <td className={styles.amount}>{rupees(item.taxable)}</td>
      <td className={styles.amount}>{taxText(item)}</td>
      <td className={styles.amount}>{rupees(item.total)}</td>
      <td>
        <button type="button" className={buttons.secondary} onClick={onDownload} disabled={busy}>
          PDF
          <span className="visually-hidden">
            {' '}
            of {KIND_LABEL[item.kind].toLowerCase()} {item.number}
          </span>
        </button>
        {onCancelIrn ? (
          <button type="button" className={buttons.secondary} onClick={onCancelIrn}>
            Cancel IRN
            <span className="visually-hidden"> of {item.number}</span>
          </button>
        ) : null}
      </td>
    </tr>
  );
}

/** The documents found: one row each, its PDF a download. */
export function InvoicesTable({
  items,
  isFetching,
}: {
  items: readonly StaffInvoiceItem[];
  isFetching: boolean;
}) {
  const download = useDownloadDocument();
  const [cancelling, setCancelling] = useState<string | null>(null);
  return (
    <DataTable
      label="Invoices table"
      caption="Invoices and credit notes"
      columns={[
        'Number',
        'Document',
        'Date',
        'Buyer',
        'GSTIN',
        'Place of supply',
        'Taxable value',
        'GST',
        'Total',
        <ActionsHeader key="actions" />,
      ]}
      busy={isFetching}
    >
      {items.map((item) => {
        const key = `${item.kind}-${item.id}`;
        return (
          <Fragment key={key}>
            <InvoiceRow
              item={item}
              busy={download.isPending && download.variables === item}
              onDownload={() =>
                download.mutate(item, {
                  onError: (error) => toast.error(errorMessage(error), { id: 'document-download' }),
                })
              }
              onCancelIrn={item.irn?.cancellable_until ? () => setCancelling(key) : undefined}
            />
            {cancelling === key ? (
              <tr>
                <td colSpan={COLUMN_COUNT}>
                  <IrnCancelForm item={item} onDone={() => setCancelling(null)} />
                </td>
              </tr>
            ) : null}
          </Fragment>
        );
      })}
    </DataTable>
  );
}
