import { formatDisplayDateLong } from '@portico/domain/format';
import { QueryResult } from '../../app/staff/query-state';
import { DataTable } from '../../ui/list/data-table';
import panel from '../../ui/list/panel.module.css';
import { useIrnWaiting, type WaitingDocument } from './api/einvoices';

const COLUMNS = ['Document', 'Buyer', 'Issued', 'IRP takes it until', 'Why it waits'] as const;

/** Why a document still has no IRN, in the office's words. */
function waitingReason(item: WaitingDocument): string {
  if (item.last_error === null) return 'Not sent yet';
  const next = item.next_attempt_at
    ? ` Next try ${formatDisplayDateLong(item.next_attempt_at)}.`
    : '';
  return `${item.last_error} (${item.attempts} ${item.attempts === 1 ? 'try' : 'tries'}).${next}`;
}

function WaitingRow({ item }: { item: WaitingDocument }) {
  return (
    <tr>
      <th scope="row">
        {item.document === 'credit_note' ? 'Credit note' : 'Invoice'} {item.number}
      </th>
      <td>{item.buyer}</td>
      <td>{formatDisplayDateLong(item.issued_at)}</td>
      <td>{formatDisplayDateLong(item.window_closes_at)}</td>
      <td>{waitingReason(item)}</td>
    </tr>
  );
}

/**
 * The B2B invoices and credit notes still waiting for their IRN while e-invoicing applies
 * (decision 086): their emails go once the IRP has registered them, and the IRP takes each only
 * within 30 days of its date, so the office sees what waits, and why, before that.
 */
export function IrnWaiting({ allowed }: { allowed: boolean }) {
  const query = useIrnWaiting(allowed);
  return (
    <section className={panel.panel} aria-labelledby="irn-waiting-title">
      <h2 id="irn-waiting-title" className={panel.title}>
        Waiting for an IRN
      </h2>
      <QueryResult query={query} loadingText="Loading the documents waiting for an IRN…">
        {query.data && query.data.length > 0 ? (
          <DataTable
            label="Waiting for an IRN"
            caption={`Documents waiting for an IRN, ${query.data.length}`}
            columns={COLUMNS}
          >
            {query.data.map((item) => (
              <WaitingRow key={`${item.document}-${item.id}`} item={item} />
            ))}
          </DataTable>
        ) : (
          <p>No document is waiting for an IRN.</p>
        )}
      </QueryResult>
    </section>
  );
}
