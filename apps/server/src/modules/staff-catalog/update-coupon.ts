// A change to a coupon: only the fields given change; the audit row shows what did.
import type { Database, Executor } from '../../db/client';
import { NotFoundError } from '../../errors';
import { auditChange } from '../audit';
import type { StaffPrincipal } from '../auth';
import {
  audited,
  checkCategories,
  codeTakenError,
  fieldError,
  storedValue,
  toCouponView,
  write,
  type CouponInput,
  type CouponKind,
  type CouponView,
} from './coupon-rules';
import {
  codeTaken,
  lockCoupon,
  replaceCouponCategories,
  updateCoupon,
  type CouponValues,
  type CouponWithCategories,
} from './coupons.repository';
import { businessDayEnd, businessDayStart } from '../../lib/list-query';

type CouponChange = Partial<CouponInput>;

/** Refuses a change that would leave the coupon inconsistent, or take another coupon's code. */
async function checkChange(
  tx: Executor,
  current: CouponWithCategories,
  before: CouponView,
  input: CouponChange,
): Promise<void> {
  if (input.kind !== undefined && input.kind !== current.kind && input.value === undefined) {
    throw fieldError('value', 'value is required when kind changes');
  }
  const validFrom = input.valid_from === undefined ? before.valid_from : input.valid_from;
  const validUntil = input.valid_until === undefined ? before.valid_until : input.valid_until;
  if (validFrom && validUntil && validUntil < validFrom) {
    throw fieldError('valid_until', 'valid_until must not be before valid_from');
  }
  if (
    input.usage_limit !== undefined &&
    input.usage_limit !== null &&
    input.usage_limit < current.usedCount
  ) {
    throw fieldError(
      'usage_limit',
      `usage_limit cannot be below the times already used (${current.usedCount})`,
    );
  }
  if (input.code !== undefined && (await codeTaken(tx, input.code, current.id))) {
    throw codeTakenError();
  }
  await checkCategories(tx, input.category_ids);
}

/** The columns the change sets. */
function changedValues(kind: CouponKind, input: CouponChange): Partial<CouponValues> {
  const values: Partial<CouponValues> = {};
  if (input.code !== undefined) values.code = input.code;
  if (input.kind !== undefined) values.kind = kind;
  if (input.value !== undefined) values.value = storedValue(kind, input.value);
  if (input.message !== undefined) values.message = input.message;
  if (input.valid_from !== undefined) {
    values.validFrom = input.valid_from ? businessDayStart(input.valid_from) : null;
  }
  if (input.valid_until !== undefined) {
    values.validUntil = input.valid_until ? businessDayEnd(input.valid_until) : null;
  }
  if (input.usage_limit !== undefined) values.usageLimit = input.usage_limit;
  if (input.active !== undefined) values.active = input.active;
  return values;
}

export async function updateCouponById(
  db: Database,
  principal: StaffPrincipal,
  id: number,
  input: CouponChange,
): Promise<CouponView> {
  return write(() =>
    db.transaction(async (tx) => {
      const current = await lockCoupon(tx, id);
      if (!current) throw new NotFoundError('Coupon not found');
      const before = toCouponView(current);
      await checkChange(tx, current, before, input);
      const row = await updateCoupon(tx, id, changedValues(input.kind ?? current.kind, input));
      let categoryIds = current.categoryIds;
      if (input.category_ids !== undefined) {
        categoryIds = [...new Set(input.category_ids)].sort((a, b) => a - b);
        await replaceCouponCategories(tx, id, categoryIds);
      }
      const view = toCouponView({ ...row, categoryIds });
      await auditChange(tx, principal, {
        action: 'coupon.update',
        entity: 'coupon',
        entityId: id,
        before: audited(before),
        after: audited(view),
      });
      return view;
    }),
  );
}
