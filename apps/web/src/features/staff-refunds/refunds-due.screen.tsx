import { applicationRouteId } from '@portico/domain/route-id';
import { formatInr } from '@portico/domain/currency';
import { formatDocumentDate } from '@portico/domain/format';
import { Link } from 'react-router';
import { QueryResult } from '../../app/staff/query-state';
import { DataTable } from '../../ui/list/data-table';
import { EmptyState } from '../../ui/list/empty-state';
import { useListParams } from '../../ui/list/list-params';
import { StaffPage } from '../../app/staff/staff-page';
import { ListPagination } from '../../ui/list/pagination';
import { useRefundsDue, type RefundItem } from './api/get-refunds-due';

const REASONS: Record<NonNullable<RefundItem['reason']>, string> = {
  already_paid: 'Paid twice',
  cancelled: 'Application cancelled',
  coupon_used_up: 'Coupon used up',
};

function RefundDueRow({ item }: { item: RefundItem }) {
  const owner = item.application_id;
  return (
    <tr>
      <th scope="row">
        {owner ? (
          <Link to={`/staff/applications/${applicationRouteId(owner)}`}>
            {item.unique_order_id}
          </Link>
        ) : (
          item.unique_order_id
        )}
      </th>
      <td>
        {item.name ?? '–'}
        {item.email ? <div>{item.email}</div> : null}
      </td>
      <td>{item.reason ? REASONS[item.reason] : '–'}</td>
      <td>₹{formatInr(item.amount)}</td>
      <td>
        ₹{formatInr(item.refunded)}
        {item.pending > 0 ? <div>₹{formatInr(item.pending)} pending</div> : null}
      </td>
      <td>{formatDocumentDate(new Date(item.recorded_at))}</td>
    </tr>
  );
}

/**
 * /staff/refunds (admin, accounts): payments that cannot be honoured (paid twice, for a cancelled
 * application, with a coupon used up meanwhile) until refunds cover them. Each order opens its
 * application, whose Payments section refunds it.
 */
export function RefundsDueScreen() {
  const list = useListParams([]);
  const result = useRefundsDue(list.query);
  const data = result.data;
  return (
    <StaffPage
      title="Refunds due"
      lead="Payments that could not be applied. Each stays here until it is refunded in full: open its order to refund it."
    >
      <QueryResult query={result} loadingText="Loading refunds due…">
        {data && data.items.length === 0 ? (
          <EmptyState title="No refunds due" />
        ) : data ? (
          <>
            <DataTable
              label="Refunds due table"
              caption="Payments due for refund"
              columns={['Order', 'Paid by', 'Why', 'Amount', 'Refunded', 'Received on']}
              busy={result.isFetching}
            >
              {data.items.map((item) => (
                <RefundDueRow key={item.payment_id} item={item} />
              ))}
            </DataTable>
            <ListPagination label="Refunds due" list={list} total={data.total} />
          </>
        ) : null}
      </QueryResult>
    </StaffPage>
  );
}

export { RefundsDueScreen as Component };
