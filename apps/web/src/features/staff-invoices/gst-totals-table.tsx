import { formatInr } from '@portico/domain/currency';
import type { GstAmounts } from '@portico/domain/contracts/staff-invoices.contract';
import { DataTable } from '../../ui/list/data-table';
import type { GstTotals } from './api/gst-export';
import styles from './invoices.module.css';

const GROUPS = [
  ['b2b', 'B2B (buyer has a GSTIN)'],
  ['b2c', 'B2C (no GSTIN)'],
  ['all', 'All buyers'],
] as const;

const LINES = [
  ['invoices', 'Invoices'],
  ['credit_notes', 'Credit notes (less)'],
  ['net', 'Net'],
] as const;

const rupees = (amount: number) =>
  amount < 0 ? `−₹${formatInr(-amount)}` : `₹${formatInr(amount)}`;

function AmountCells({ amounts }: { amounts: GstAmounts }) {
  return (
    <>
      <td className={styles.amount}>{amounts.count}</td>
      <td className={styles.amount}>{rupees(amounts.taxable)}</td>
      <td className={styles.amount}>{rupees(amounts.cgst)}</td>
      <td className={styles.amount}>{rupees(amounts.sgst)}</td>
      <td className={styles.amount}>{rupees(amounts.igst)}</td>
      <td className={styles.amount}>{rupees(amounts.total)}</td>
    </>
  );
}

/** The period's totals: invoices, credit notes and net, for B2B, B2C and all buyers. */
export function GstTotalsTable({ totals, caption }: { totals: GstTotals; caption: string }) {
  return (
    <DataTable
      label="GST totals table"
      caption={caption}
      columns={['Buyers', 'Documents', 'Count', 'Taxable value', 'CGST', 'SGST', 'IGST', 'Total']}
    >
      {GROUPS.flatMap(([group, groupLabel]) =>
        LINES.map(([line, lineLabel]) => (
          <tr key={`${group}-${line}`} className={line === 'net' ? styles.net : undefined}>
            <th scope="row">{groupLabel}</th>
            <td>{lineLabel}</td>
            <AmountCells amounts={totals[group][line]} />
          </tr>
        )),
      )}
    </DataTable>
  );
}
