import { formatInr } from '@portico/domain/currency';
import { formatDisplayDate } from '@portico/domain/format';
import { useState } from 'react';
import { usePageTitle } from '../../app/page-title';
import { Modal } from '../../ui/modal';
import { useCoupons, type Coupon } from './api/coupons';
import { useCategoryOptions } from '../../app/staff/api/get-category-options';
import { CouponForm } from './coupon-form';
import { hasAnyRole, PAGE_ROLES, useStaffUser } from '../../app/staff/staff-session';
import { EditButton } from '../../ui/list/edit-button';
import { EmptyState } from '../../ui/list/empty-state';
import { NoAccessPage } from '../../app/staff/no-access';
import { QueryState } from '../../app/staff/query-state';
import { TableRegion } from '../../ui/list/table-region';
import pageStyles from '../../ui/page.module.css';
import buttons from '../../ui/button.module.css';

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

/** /staff/coupons (admin, accounts): discount codes applicants can use at checkout. */
// eslint-disable-next-line max-lines-per-function -- still to be split into sections (issue 13)
export function CouponsScreen() {
  usePageTitle('Coupons');
  const user = useStaffUser();
  const allowed = hasAnyRole(user, ...PAGE_ROLES.coupons);
  const query = useCoupons(allowed);
  const categories = useCategoryOptions();
  const [editing, setEditing] = useState<Coupon | null | undefined>(undefined);
  const names = new Map((categories.data ?? []).map((c) => [c.id, c.name]));

  if (!allowed) return <NoAccessPage title="Coupons" what="the coupons" />;

  return (
    <section className={`${pageStyles.page} staff-page`} aria-labelledby="page-title">
      <div className={`${pageStyles.header} staff-page__header`}>
        <div>
          <h1 id="page-title" className={pageStyles.title}>
            Coupons
          </h1>
          <p className={pageStyles.lead}>Discount codes applicants can enter at checkout.</p>
        </div>
        <button type="button" className={buttons.primary} onClick={() => setEditing(null)}>
          Add coupon
        </button>
      </div>

      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        loadingText="Loading coupons…"
      >
        {(query.data ?? []).length === 0 ? (
          <EmptyState title="There are no coupons yet.">
            <p>Use “Add coupon” to create one.</p>
          </EmptyState>
        ) : (
          <TableRegion label="Coupons table">
            <table className="staff-table">
              <caption className="visually-hidden">Coupons</caption>
              <thead>
                <tr>
                  <th scope="col">Code</th>
                  <th scope="col">Discount</th>
                  <th scope="col">Valid</th>
                  <th scope="col">Used</th>
                  <th scope="col">Categories</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {(query.data ?? []).map((coupon) => (
                  <tr key={coupon.id}>
                    <th scope="row">{coupon.code}</th>
                    <td>{discount(coupon)}</td>
                    <td>{validity(coupon)}</td>
                    <td>
                      {coupon.used_count ?? 0}
                      {coupon.usage_limit !== null ? ` of ${coupon.usage_limit}` : ' (no limit)'}
                    </td>
                    <td>
                      {coupon.category_ids.length === 0
                        ? 'All categories'
                        : coupon.category_ids.map((id) => names.get(id) ?? `#${id}`).join(', ')}
                    </td>
                    <td>
                      <EditButton name={coupon.code} onClick={() => setEditing(coupon)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        )}
      </QueryState>

      <Modal
        open={editing !== undefined}
        title={editing ? `Edit coupon ${editing.code}` : 'Add a coupon'}
        onClose={() => setEditing(undefined)}
      >
        {editing !== undefined ? (
          <CouponForm
            key={editing?.id ?? 'new'}
            coupon={editing}
            categories={categories.data ?? []}
            onDone={() => setEditing(undefined)}
          />
        ) : null}
      </Modal>
    </section>
  );
}

export { CouponsScreen as Component };
