import { formatInr } from '@portico/domain/currency';
import { formatDocumentDate } from '@portico/domain/format';
import { errorMessage } from '../../app/api-client';
import { toast } from '../../app/toast';
import { Badge } from '../../ui/list/badge';
import { ActionsHeader, DataTable } from '../../ui/list/data-table';
import { useDownloadDocument } from './api/download-document';
import type { StaffInvoiceItem } from './api/search-invoices';
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

function InvoiceRow({
  item,
  onDownload,
  busy,
}: {
  item: StaffInvoiceItem;
  onDownload: () => void;
  busy: boolean;
}) {
  const isCredit = item.kind === 'credit_note';
  return (
    <tr>
      <th scope="row">{item.number}</th>
      <td>
        <Badge tone={isCredit ? 'warning' : 'neutral'}>{KIND_LABEL[item.kind]}</Badge>
        {isCredit ? <span className={styles.note}>of {item.invoice_number}</span> : null}
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
      {items.map((item) => (
        <InvoiceRow
          key={`${item.kind}-${item.id}`}
          item={item}
          busy={download.isPending && download.variables === item}
          onDownload={() =>
            download.mutate(item, {
              onError: (error) => toast.error(errorMessage(error), { id: 'document-download' }),
            })
          }
        />
      ))}
    </DataTable>
  );
}
