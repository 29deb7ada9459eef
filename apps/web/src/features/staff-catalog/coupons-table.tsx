import { formatInr } from '@portico/domain/currency';
import { formatDisplayDate } from '@portico/domain/format';
import { ActionsHeader, DataTable } from '../../ui/list/data-table';
import { EditButton } from '../../ui/list/edit-button';
import type { Coupon } from './api/coupons';

function discount(coupon: Coupon): string {
  return coupon.kind === 'percent' ? `${coupon.value}% off` : `₹${formatInr(coupon.value)} off`;
}

function validity(coupon: Coupon): string {
  const from = coupon.valid_from ? formatDisplayDate(coupon.valid_from) : '';
  const until = coupon.valid_until ? formatDisplayDate(coupon.valid_until) : '';
  if (from && until) return `${from} to ${until}`;
  if (from) return `From ${from}`;
  if (until) return `Until ${until}`;
  return 'Always';
}

function CouponRow({
  coupon,
  categoryNames,
  onEdit,
}: {
  coupon: Coupon;
  categoryNames: ReadonlyMap<number, string>;
  onEdit: () => void;
}) {
  return (
    <tr>
      <th scope="row">{coupon.code}</th>
      <td>{discount(coupon)}</td>
      <td>{validity(coupon)}</td>
      <td>
        {coupon.used_count}
        {coupon.usage_limit !== null ? ` of ${coupon.usage_limit}` : ' (no limit)'}
      </td>
      <td>
        {coupon.category_ids.length === 0
          ? 'All categories'
          : coupon.category_ids.map((id) => categoryNames.get(id) ?? `#${id}`).join(', ')}
      </td>
      <td>
        <EditButton name={coupon.code} onClick={onEdit} />
      </td>
    </tr>
  );
}

/** The coupons: code, discount, when valid, how often used, for which categories, and Edit. */
export function CouponsTable({
  coupons,
  categoryNames,
  onEdit,
}: {
  coupons: readonly Coupon[];
  categoryNames: ReadonlyMap<number, string>;
  onEdit: (coupon: Coupon) => void;
}) {
  return (
    <DataTable
      label="Coupons table"
      caption="Coupons"
      columns={['Code', 'Discount', 'Valid', 'Used', 'Categories', <ActionsHeader key="actions" />]}
    >
      {coupons.map((coupon) => (
        <CouponRow
          key={coupon.id}
          coupon={coupon}
          categoryNames={categoryNames}
          onEdit={() => onEdit(coupon)}
        />
      ))}
    </DataTable>
  );
}
