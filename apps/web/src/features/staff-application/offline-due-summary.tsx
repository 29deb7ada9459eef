import { formatInr } from '@portico/domain/currency';
import { errorMessage } from '../../app/api-client';
import type { OfflineDue } from './api/offline-due';

/**
 * What the payment is to cover, shown as the form opens (decision 081): the total with its GST and,
 * after a part payment, what was settled so far and the balance due. A live region, so a change of
 * purpose is read out.
 */
export function OfflineDueSummary({
  due,
  error,
  loading,
}: {
  due: OfflineDue | undefined;
  error: unknown;
  loading: boolean;
}) {
  return (
    <div role="status" aria-live="polite">
      {loading ? <p>Working out the amount due…</p> : null}
      {error ? <p>The amount due could not be shown: {errorMessage(error)}</p> : null}
      {due ? <DueLines due={due} /> : null}
    </div>
  );
}

function DueLines({ due }: { due: OfflineDue }) {
  const settled = due.received + due.tds + due.written_off;
  return (
    <>
      <p>
        <strong>Amount due: ₹{formatInr(due.balance_due)}</strong>
      </p>
      <p>
        Total ₹{formatInr(due.total)}: ₹{formatInr(due.taxable)} and GST ₹{formatInr(due.gst)}
        {due.tds === 0 && settled === 0
          ? `. TDS, if the payer deducts it, is on ₹${formatInr(due.taxable)}, the value before GST.`
          : '.'}
      </p>
      {settled > 0 ? (
        <p>
          Part paid on order {due.open_order}: ₹{formatInr(due.received)} received
          {due.tds > 0 ? `, ₹${formatInr(due.tds)} TDS` : ''}
          {due.written_off > 0 ? `, ₹${formatInr(due.written_off)} bank charges written off` : ''}.
        </p>
      ) : null}
    </>
  );
}
