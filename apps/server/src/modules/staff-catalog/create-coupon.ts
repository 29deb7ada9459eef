// A new coupon, with its categories, audited.
import type { Database } from '../../db/client';
import { auditChange } from '../audit';
import type { StaffPrincipal } from '../auth';
import {
  audited,
  checkCategories,
  codeTakenError,
  storedValue,
  toCouponView,
  write,
  type CouponInput,
  type CouponView,
} from './coupon-rules';
import {
  codeTaken,
  insertCoupon,
  replaceCouponCategories,
  type CouponValues,
} from './coupons.repository';
import { businessDayEnd, businessDayStart } from '../../lib/list-query';

export async function createCoupon(
  db: Database,
  principal: StaffPrincipal,
  input: CouponInput,
): Promise<CouponView> {
  const values: CouponValues = {
    code: input.code,
    kind: input.kind,
    value: storedValue(input.kind, input.value),
    message: input.message ?? null,
    validFrom: input.valid_from ? businessDayStart(input.valid_from) : null,
    validUntil: input.valid_until ? businessDayEnd(input.valid_until) : null,
    usageLimit: input.usage_limit ?? null,
    active: input.active ?? true,
  };
  return write(() =>
    db.transaction(async (tx) => {
      if (await codeTaken(tx, input.code)) throw codeTakenError();
      await checkCategories(tx, input.category_ids);
      const row = await insertCoupon(tx, values);
      const categoryIds = [...new Set(input.category_ids ?? [])].sort((a, b) => a - b);
      await replaceCouponCategories(tx, row.id, categoryIds);
      const view = toCouponView({ ...row, categoryIds });
      await auditChange(tx, principal, {
        action: 'coupon.create',
        entity: 'coupon',
        entityId: row.id,
        before: null,
        after: audited(view),
      });
      return view;
    }),
  );
}
