import { formatInr } from '@portico/domain/currency';
import { OFFLINE_METHOD_LABELS } from '@portico/domain/contracts/refunds.contract';
import { formatDisplayDateLong } from '@portico/domain/format';
import type { PartPaidView } from './api/payments';
import { DetailList } from '../../ui/detail-list';
import styles from './payments-panel.module.css';

const PURPOSE_LABELS: Record<PartPaidView['purpose'], string> = {
  register: 'New membership',
  upgrade: 'Upgrade',
  renew: 'Renewal',
  revive_renew: 'Revival',
};

/**
 * Orders part payments left open (decision 081): each instalment received and the balance due, so
 * staff see what the member still owes before the invoice is issued.
 */
export function PartPaidList({ orders }: { orders: PartPaidView[] }) {
  return (
    <ul aria-label="Part paid" className={styles.payments}>
      {orders.map((order) => (
        <li key={order.unique_order_id}>
          <h3 className={styles.title}>
            {PURPOSE_LABELS[order.purpose]}, order {order.unique_order_id}: part paid
          </h3>
          <DetailList
            items={[
              ['Total', `₹${formatInr(order.total)}`],
              ['Received so far', `₹${formatInr(order.received)}`],
              ...(order.tds > 0 ? [['TDS deducted', `₹${formatInr(order.tds)}`] as const] : []),
              ...(order.written_off > 0
                ? [['Bank charges written off', `₹${formatInr(order.written_off)}`] as const]
                : []),
              ['Balance due', `₹${formatInr(order.balance_due)}`],
            ]}
          />
          <ul
            className={styles.refunds}
            aria-label={`Instalments of order ${order.unique_order_id}`}
          >
            {order.receipts.map((receipt, index) => (
              <li key={index}>
                ₹{formatInr(receipt.amount)} received {formatDisplayDateLong(receipt.received_on)}:{' '}
                {[OFFLINE_METHOD_LABELS[receipt.method], receipt.reference, receipt.bank]
                  .filter(Boolean)
                  .join(', ')}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
