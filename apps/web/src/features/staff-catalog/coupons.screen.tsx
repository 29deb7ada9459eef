import { useCategoryOptions } from '../../app/staff/api/get-category-options';
import { QueryResult } from '../../app/staff/query-state';
import { hasAnyRole, PAGE_ROLES, useStaffUser } from '../../app/staff/staff-session';
import { EditDialog, useEditing } from '../../ui/list/edit-dialog';
import { EmptyState } from '../../ui/list/empty-state';
import { StaffPage } from '../../app/staff/staff-page';
import { useCoupons, type Coupon } from './api/coupons';
import { CouponForm } from './coupon-form';
import { CouponsTable } from './coupons-table';
import buttons from '../../ui/button.module.css';

/** /staff/coupons (admin, accounts): discount codes applicants can use at checkout. */
export function CouponsScreen() {
  const allowed = hasAnyRole(useStaffUser(), ...PAGE_ROLES.coupons);
  const query = useCoupons(allowed);
  const categories = useCategoryOptions();
  const dialog = useEditing<Coupon>();
  const coupons = query.data ?? [];

  return (
    <StaffPage
      title="Coupons"
      lead="Discount codes applicants can enter at checkout."
      action={
        <button type="button" className={buttons.primary} onClick={dialog.add}>
          Add coupon
        </button>
      }
      allowed={allowed}
      what="the coupons"
    >
      <QueryResult query={query} loadingText="Loading coupons…">
        {coupons.length === 0 ? (
          <EmptyState title="There are no coupons yet.">
            <p>Use “Add coupon” to create one.</p>
          </EmptyState>
        ) : (
          <CouponsTable
            coupons={coupons}
            categoryNames={new Map((categories.data ?? []).map((c) => [c.id, c.name]))}
            onEdit={dialog.edit}
          />
        )}
      </QueryResult>
      <EditDialog
        editing={dialog.editing}
        title={dialog.editing ? `Edit coupon ${dialog.editing.code}` : 'Add a coupon'}
        onClose={dialog.close}
      >
        {(coupon) => (
          <CouponForm coupon={coupon} categories={categories.data ?? []} onDone={dialog.close} />
        )}
      </EditDialog>
    </StaffPage>
  );
}

export { CouponsScreen as Component };
