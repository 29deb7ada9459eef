import type { OrderDetails } from '@portico/domain/checkout';
import { formatInr } from '@portico/domain/currency';
import { formatIndiaDate } from '@portico/domain/format';
import styles from './payment-success.screen.module.css';

export const MEMBER_NUMBER_LABEL = 'Member Number';
export const MEMBERSHIP_TYPE_LABEL = 'Membership Type';
export const AMOUNT_PAID_LABEL = 'Amount paid';
export const PERIOD_LABEL = 'Membership period';
export const INVOICE_LABEL = 'Invoice number';

/** 'DD-MM-YYYY to DD-MM-YYYY' in India's calendar, as the plan status shows the expiry; or null. */
export function periodText(details: Pick<OrderDetails, 'period_from' | 'period_to'>) {
  if (!details.period_from || !details.period_to) return null;
  const from = new Date(details.period_from);
  const to = new Date(details.period_to);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return null;
  return `${formatIndiaDate(from)} to ${formatIndiaDate(to)}`;
}

/** What the payment bought (issue #29): the amount, the period, the member number and the invoice. */
export function PaymentDetails({ details }: { details: OrderDetails }) {
  const period = periodText(details);
  const rows: [string, string | null][] = [
    [AMOUNT_PAID_LABEL, `₹${formatInr(details.total)}`],
    [PERIOD_LABEL, period],
    [MEMBER_NUMBER_LABEL, details.Unique_id || null],
    [MEMBERSHIP_TYPE_LABEL, details.Plan_Name || null],
    [INVOICE_LABEL, details.invoice_number || null],
  ];
  return (
    <dl className={styles.details}>
      {rows.map(([label, value]) =>
        value === null ? null : (
          <div key={label} className={styles.detail}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ),
      )}
    </dl>
  );
}
