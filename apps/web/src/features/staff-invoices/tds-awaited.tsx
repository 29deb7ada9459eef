import { formatInr } from '@portico/domain/currency';
import { formatDisplayDateLong } from '@portico/domain/format';
import { Fragment, useState } from 'react';
import { QueryResult } from '../../app/staff/query-state';
import { ActionsHeader, DataTable } from '../../ui/list/data-table';
import buttons from '../../ui/button.module.css';
import panel from '../../ui/list/panel.module.css';
import { useTdsAwaited, type TdsItem } from './api/tds';
import { TdsCertificateForm } from './tds-certificate-form';

const COLUMNS = [
  'Order',
  'Invoice',
  'Member',
  'Section',
  'TDS',
  'Received on',
  <ActionsHeader key="actions" />,
] as const;

function TdsRow({ item, onRecord }: { item: TdsItem; onRecord: () => void }) {
  return (
    <tr>
      <th scope="row">{item.unique_order_id}</th>
      <td>{item.invoice_number ?? 'Part paid, not yet invoiced'}</td>
      <td>{item.name ?? ''}</td>
      <td>
        {item.section} @ {item.rate}%
      </td>
      <td>₹{formatInr(item.amount)}</td>
      <td>{formatDisplayDateLong(item.received_on)}</td>
      <td>
        <button type="button" className={buttons.link} onClick={onRecord}>
          Record certificate
          <span className="visually-hidden"> for order {item.unique_order_id}</span>
        </button>
      </td>
    </tr>
  );
}

/**
 * TDS members deducted from payments received by hand, until accounts record each TDS certificate
 * (Form 16A) with its number and date (decision 081).
 */
export function TdsAwaited({ allowed }: { allowed: boolean }) {
  const query = useTdsAwaited(allowed);
  const [recording, setRecording] = useState<number | null>(null);
  return (
    <section className={panel.panel} aria-labelledby="tds-awaited-title">
      <h2 id="tds-awaited-title" className={panel.title}>
        TDS certificates awaited
      </h2>
      <QueryResult query={query} loadingText="Loading the TDS awaited…">
        {query.data && query.data.items.length > 0 ? (
          <DataTable
            label="TDS certificates awaited"
            caption={`TDS certificates awaited, ${query.data.total}`}
            columns={COLUMNS}
          >
            {query.data.items.map((item) => (
              <Fragment key={item.id}>
                <TdsRow item={item} onRecord={() => setRecording(item.id)} />
                {recording === item.id ? (
                  <tr>
                    <td colSpan={COLUMNS.length}>
                      <TdsCertificateForm item={item} onDone={() => setRecording(null)} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            ))}
          </DataTable>
        ) : (
          <p>No TDS is awaiting its certificate.</p>
        )}
      </QueryResult>
    </section>
  );
}
