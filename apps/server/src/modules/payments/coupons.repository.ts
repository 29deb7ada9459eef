// SQL of coupons as a checkout reads them: by code, with the uses other applicants' open orders hold.
import { and, count, eq, gt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { couponCategories, couponHolds, coupons } from '../../db/schema';
import type { CouponRow } from './payment-rows';

export type CouponWithCategories = CouponRow & {
  categoryIds: number[];
  /** Uses held by other applicants' open orders (coupon-holds.ts). */
  heldCount: number;
};

/** A coupon by code, with the uses others' orders hold at `held.at` (the payer's own not counted). */
export async function findCouponByCode(
  db: Executor,
  code: string,
  held: { at: Date; planHistoryId: number },
): Promise<CouponWithCategories | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.code}) = ${code.trim().toUpperCase()}`)
    .limit(1);
  if (!row) return undefined;
  const [categories, [holds]] = await Promise.all([
    db
      .select({ id: couponCategories.categoryId })
      .from(couponCategories)
      .where(eq(couponCategories.couponId, row.id)),
    db
      .select({ n: count() })
      .from(couponHolds)
      .where(
        and(
          eq(couponHolds.couponId, row.id),
          gt(couponHolds.expiresAt, held.at),
          ne(couponHolds.planHistoryId, held.planHistoryId),
        ),
      ),
  ]);
  return {
    ...row,
    categoryIds: categories.map((category) => category.id),
    heldCount: holds?.n ?? 0,
  };
}
