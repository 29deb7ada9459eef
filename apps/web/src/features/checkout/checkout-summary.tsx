import type { CheckoutData } from '@portico/domain/checkout';
import { formatDisplayDate } from '@portico/domain/format';
import { gstRowLabel, MESSAGES } from '@portico/domain/messages';
import type { ReactNode } from 'react';
import { FeeTooltip } from './fee-tooltip';
import { rupees } from './money';
import styles from './checkout-summary.module.css';

export type SummaryRow = {
  key: string;
  label: string;
  value: ReactNode;
  /** The row the eye looks for: Amount Payable. */
  total?: boolean;
};

/** Member Name (the company), Authorized Person, Email and Category (the plan). */
export function memberRows(checkout: CheckoutData): SummaryRow[] {
  return [
    { key: 'name', label: MESSAGES.memberName, value: checkout.Name },
    { key: 'person', label: MESSAGES.authorizedPerson, value: checkout.Authorized_Person },
    { key: 'email', label: MESSAGES.email, value: checkout.Email },
    { key: 'category', label: MESSAGES.category, value: checkout.Plan_Name },
  ];
}

/** GST (at the rate charged, e.g. 18%) and Amount Payable, as the server computed them. */
export function totalRows(checkout: CheckoutData): SummaryRow[] {
  return [
    { key: 'gst', label: gstRowLabel(checkout.gst_rate), value: rupees(checkout.gst) },
    // Only when the association rounds totals to the rupee (Settings, decision 077).
    ...(checkout.round_off
      ? [
          {
            key: 'round_off',
            label: 'Round off',
            value: `${checkout.round_off < 0 ? '−' : '+'}${rupees(Math.abs(checkout.round_off))}`,
          },
        ]
      : []),
    {
      key: 'total',
      label: MESSAGES.amountPayable,
      value: rupees(checkout.total),
      total: true,
    },
  ];
}

/** The renewal period, 'DD-MM-YYYY to DD-MM-YYYY' (a date never breaks); null when there is none. */
export function periodValue(checkout: CheckoutData): ReactNode {
  if (!checkout.period) return null;
  const from = formatDisplayDate(checkout.period.from);
  const to = formatDisplayDate(checkout.period.to);
  if (!from || !to) return null;
  return (
    <>
      <span className={styles.date}>{from}</span> to <span className={styles.date}>{to}</span>
    </>
  );
}

/** A joining or annual fee; on an upgrade, the difference with the tooltip that explains it. */
export function feeValue(
  amount: number,
  explanation?: { label: string; text: string } | null,
): ReactNode {
  return (
    <span className={styles.fee}>
      <span className={styles.amount}>{rupees(amount)}</span>
      {explanation ? <FeeTooltip label={explanation.label} text={explanation.text} /> : null}
    </span>
  );
}

/** The checkout's lines as a two-column table: the label is each row's header. */
export function CheckoutSummary({ rows }: { rows: SummaryRow[] }) {
  return (
    <div className={styles.summary}>
      <table className={styles.table}>
        <caption className={styles.caption}>Payment details</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.total ? styles.total : undefined}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
