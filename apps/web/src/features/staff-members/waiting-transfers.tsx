// The office's waiting transfer requests on the members page (decision 118, issue #31 item 2):
// staff who decide them see how many wait and whose, each linking to the member's record where
// they approve or refuse it. Nothing shows while none waits.
import { Link } from 'react-router';
import { formatIndiaDate } from '@portico/domain/format';
import { ActionsHeader, DataTable } from '../../ui/list/data-table';
import { Notice } from '../../ui/list/notice';
import { useWaitingTransfers } from './api/waiting-transfers';
import styles from './member.module.css';

const countText = (total: number) =>
  total === 1
    ? '1 transfer of a company’s account waits for approval'
    : `${total} transfers of companies’ accounts wait for approval`;

export function WaitingTransfers({ canDecide }: { canDecide: boolean }) {
  const { data } = useWaitingTransfers(canDecide);
  if (!data || data.total === 0) return null;
  return (
    <section aria-labelledby="waiting-transfers-title" className={styles.waiting}>
      <Notice tone="warning" role="note">
        <h2 id="waiting-transfers-title">{countText(data.total)}</h2>
        <p>
          The account holder asked to make another team member the holder. Open the member’s record
          to approve or refuse it; the holder is emailed your decision.
          {data.total > data.items.length ? ` The oldest ${data.items.length} are listed.` : ''}
        </p>
      </Notice>
      <DataTable
        label="Transfers waiting for approval"
        caption="Transfers of companies’ accounts waiting for approval, oldest first"
        columns={[
          'Member',
          'Account holder',
          'New account holder',
          'Asked on',
          <ActionsHeader key="actions" />,
        ]}
      >
        {data.items.map((item) => {
          const member = item.member_number
            ? `${item.company_name} (${item.member_number})`
            : item.company_name;
          return (
            <tr key={item.id}>
              <td>{member}</td>
              <td>{item.from_name}</td>
              <td>{item.to_name}</td>
              <td>{formatIndiaDate(new Date(item.requested_at))}</td>
              <td>
                <Link to={`/staff/members/${item.member_id}`}>
                  Decide<span className="visually-hidden"> on the transfer of {member}</span>
                </Link>
              </td>
            </tr>
          );
        })}
      </DataTable>
    </section>
  );
}
